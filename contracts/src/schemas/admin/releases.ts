import { z } from 'zod';
import { VERSION_MAX_LENGTH, VERSION_PATTERN } from '../registry-entry.ts';

/**
 * Releases as ops see and steer them (docs/design.md#releases): each remote's current, previous and canary
 * versions, the history of its releases, and page views and client errors per version.
 */

/** Where a release stands. `verifying` until its checks pass; then `canary` or `live`; later `superseded`. */
export type ReleaseStatus = 'verifying' | 'canary' | 'live' | 'failed' | 'rolled_back' | 'superseded';

/** One release of one remote, as recorded when it was asked for. Times are ISO strings. */
export interface ReleaseRecord {
  id: string;
  remote: string;
  version: string;
  status: ReleaseStatus;
  /** Why it failed or was rolled back; null otherwise. */
  reason: string | null;
  /** Who asked: `token: <label>` for a deploy token, the admin's e-mail, or `local` for the command line. */
  released_by: string;
  /** The commit the team's CI built, when it said (`commit` query parameter). */
  commit: string | null;
  /** The canary percentage asked for (0: a preview no visitor is given); null for a release to every visitor. */
  percent: number | null;
  created_at: string;
  /** When the status last changed: for `canary` and `live`, when visitors began to get the version. */
  updated_at: string;
  /** Whether a release report is kept for it (docs/design.md#release-reports). */
  has_report: boolean;
}

/** Page views and client error reports of one version since it was released. */
export interface VersionHealth {
  version: string;
  /** Documents of pages that ran this version, as the web server served them. */
  views: number;
  /** Client error reports counted for it (live or canary, after its release, a few per source a minute). */
  errors: number;
  /** Distinct sources (client addresses) those reports came from. */
  sources: number;
  /** errors / views; null before the first view. */
  error_rate: number | null;
}

/** One remote's release state. */
export interface RemoteReleases {
  remote: string;
  current: { version: string; released_at: string | null };
  previous: { version: string; released_at: string | null } | null;
  canary: { version: string; released_at: string | null; percent: number } | null;
  /** Newest first. */
  history: ReleaseRecord[];
  /** One line per version in current, previous and canary. */
  health: VersionHealth[];
  /** Every released version of the remote on the server, newest first: what a browser can be pinned to. */
  versions: string[];
}

/** The automatic rollback rule for a canary (docs/design.md#releases). */
export interface CanaryRule {
  /** Page views the canary needs before the rule judges it. */
  min_views: number;
  /** How far the canary's error rate may exceed the stable version's, as a fraction (0.05: 5 points). */
  margin: number;
  /** Distinct sources the canary's errors must come from before it is rolled back automatically. */
  min_sources: number;
}

/** Why client error reports were not counted (docs/design.md#releases). */
export type IgnoredReportReason = 'not_live' | 'before_release' | 'repeated' | 'rate_limited';

/** Client error reports of one remote refused or ignored for one reason, since the site began. */
export interface IgnoredReports {
  /** The remote the reports named; '' for a name the registry did not hold (and for those refused unread). */
  remote: string;
  reason: IgnoredReportReason;
  count: number;
}

/** GET /api/admin/releases. */
export interface ReleasesOverview {
  remotes: RemoteReleases[];
  rule: CanaryRule;
  /** Client error reports refused or ignored, per remote and reason: none of them counts in `health`. */
  ignored_reports: IgnoredReports[];
  /** The versions the asking browser is pinned to (remote → version); empty when it is not pinned. */
  pinned: Record<string, string>;
}

/** POST /api/admin/releases/:remote/pin: the version to try in this browser. */
export const pinVersionSchema = z.object({
  version: z
    .string({ error: 'Choose a version.' })
    .regex(VERSION_PATTERN, 'Choose a released version.')
    .max(VERSION_MAX_LENGTH, 'Choose a released version.'),
});
export type PinVersionInput = z.input<typeof pinVersionSchema>;

/**
 * The canary percentage an admin (or a team's token) sets: a whole number from 0 to 99. 0 keeps the canary as a
 * private preview that no visitor is given; 100 is a promotion.
 */
export const canaryPercentSchema = z.object({
  percent: z
    .number({ error: 'Enter a percentage.' })
    .int('Enter a whole number.')
    .min(0, 'Enter 0 (preview only: no visitor) or more.')
    .max(99, 'Enter at most 99; promote the canary to give it everyone.'),
});
export type CanaryPercentInput = z.input<typeof canaryPercentSchema>;
