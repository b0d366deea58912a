import { z } from 'zod';
import { VERSION_MAX_LENGTH, VERSION_PATTERN } from '../registry-entry.ts';
import { VITAL_LANES } from '../vitals.ts';
import type { CanaryPlanView } from './canary-stages.ts';

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
  canary: {
    version: string;
    released_at: string | null;
    percent: number;
    /** Its stages, when it was released with them (docs/design.md#canary-stages); else null or absent. */
    plan?: CanaryPlanView | null;
  } | null;
  /** Newest first. */
  history: ReleaseRecord[];
  /** One line per version in current, previous and canary. */
  health: VersionHealth[];
  /** Every released version of the remote on the server, newest first: what a browser can be pinned to. */
  versions: string[];
}

/**
 * The canary judgement's rule (docs/design.md#releases): its error part (`min_views`, `margin`, `min_sources`)
 * and its Web Vitals part (the p75 of LCP, INP and CLS on the canary lane against the stable lane). The server
 * always fills the Web Vitals part (`Required<CanaryRule>`); it is optional here so a screen that states only
 * the error part, and its fixtures, need not know it.
 */
export interface CanaryRule {
  /** Page views the canary needs before its errors are judged. */
  min_views: number;
  /** How far the canary's error rate may exceed the stable version's, as a fraction (0.05: 5 points). */
  margin: number;
  /** Distinct sources the canary's errors must come from before it is rolled back automatically. */
  min_sources: number;
  /** How many times the stable lane's LCP p75 the canary's may be (1.2: 20 % slower), with at least `vital_slack_ms`. */
  lcp_ratio?: number;
  /** The same for INP. */
  inp_ratio?: number;
  /** Milliseconds the canary's LCP or INP p75 may exceed the stable lane's whatever the ratio: small values stay quiet. */
  vital_slack_ms?: number;
  /** How far the canary's CLS p75 may exceed the stable lane's, as an absolute score (0.05). */
  cls_margin?: number;
  /** Samples a vital needs on each lane, since the canary's release, before it counts. */
  min_vital_samples?: number;
}

/** The outcomes of a canary judgement: `failing` is rolled back; `inconclusive` holds until there is more to judge. */
export const CANARY_OUTCOMES = ['healthy', 'failing', 'inconclusive'] as const;
export type CanaryOutcome = (typeof CANARY_OUTCOMES)[number];

/** The Web Vitals a canary is judged on. */
export const CANARY_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type CanaryVital = (typeof CANARY_VITALS)[number];

const versionHealthSchema = z.object({
  version: z.string(),
  views: z.number().int(),
  errors: z.number().int(),
  sources: z.number().int(),
  error_rate: z.number().nullable(),
});

/** One vital on one lane since the canary's release: samples and p75 (ms for LCP and INP; a score for CLS; 0 without samples). */
const laneVitalSchema = z.object({ count: z.number().int(), sources: z.number().int().optional(), p75: z.number() });

/** The figures a judgement was made on: each version's views and errors, and each vital on both lanes. */
export const canaryFiguresSchema = z.object({
  canary: versionHealthSchema,
  stable: versionHealthSchema,
  vitals: z.object({
    LCP: z.object({ canary: laneVitalSchema, stable: laneVitalSchema }),
    INP: z.object({ canary: laneVitalSchema, stable: laneVitalSchema }),
    CLS: z.object({ canary: laneVitalSchema, stable: laneVitalSchema }),
  }),
});
export type CanaryFigures = z.output<typeof canaryFiguresSchema>;

/** One kept judgement of a canary; `judged_at` an ISO time in UTC. */
export const canaryJudgementSchema = z.object({
  remote: z.string(),
  canary_version: z.string(),
  stable_version: z.string(),
  /** The canary's share of visitors when it was judged. */
  percent: z.number().int(),
  outcome: z.enum(CANARY_OUTCOMES),
  reason: z.string(),
  figures: canaryFiguresSchema,
  judged_at: z.string(),
});
export type CanaryJudgementRecord = z.output<typeof canaryJudgementSchema>;

/** GET /api/admin/releases/:remote/judgements: the remote's kept judgements, newest first. */
export const canaryJudgementsAnswerSchema = z.object({
  remote: z.string(),
  judgements: z.array(canaryJudgementSchema),
});
export type CanaryJudgementsAnswer = z.output<typeof canaryJudgementsAnswerSchema>;

/** The span the series call covers when not asked otherwise, in hours. */
export const SERIES_DEFAULT_HOURS = 48;

/** The longest span the series call covers, in hours: the 30 days hourly views and Web Vitals are kept. */
export const SERIES_MAX_HOURS = 24 * 30;

/** GET /api/admin/releases/:remote/series?hours=N: how many hours back, the current one included. */
export const releaseSeriesQuerySchema = z.object({
  hours: z.coerce
    .number({ error: 'Give the span in hours.' })
    .int('Give a whole number of hours.')
    .min(1, 'Give at least 1 hour.')
    .max(SERIES_MAX_HOURS, `Give at most ${SERIES_MAX_HOURS} hours (30 days).`)
    .default(SERIES_DEFAULT_HOURS),
});

/** One vital in one hour: its samples and p75 (ms for LCP and INP; the score for CLS; null without samples). */
const seriesVitalSchema = z.object({ count: z.number().int(), p75: z.number().nullable() });

/** The vitals a series carries: those a canary is judged on. */
const seriesVitalsSchema = z.object({ LCP: seriesVitalSchema, INP: seriesVitalSchema, CLS: seriesVitalSchema });

/** The figures of one hour: page views, client errors, errors per view (null without views) and the vitals. */
const seriesFigures = {
  /** The hour's start, an ISO time in UTC. */
  hour: z.string(),
  lane: z.enum(VITAL_LANES),
  views: z.number().int(),
  errors: z.number().int(),
  errors_per_view: z.number().nullable(),
  vitals: seriesVitalsSchema,
};

/**
 * One version of the remote in one hour and lane. Web Vitals carry the lane the API derived when it counted them;
 * views and errors are labelled by the registry now (the canary version `canary`, the current one `stable`), and
 * a version that is neither by its newest release record (a canary rolled back: `canary`; else `stable`).
 */
const seriesPointSchema = z.object({ ...seriesFigures, version: z.string() });
export type SeriesPoint = z.output<typeof seriesPointSchema>;

/** One lane in one hour, its versions' figures added up (the vitals' histograms merged): what the charts draw. */
const seriesLanePointSchema = z.object({ ...seriesFigures, versions: z.array(z.string()) });
export type SeriesLanePoint = z.output<typeof seriesLanePointSchema>;

/**
 * What a release event marks on the charts, from the release records: `released` (asked for every visitor),
 * `canary` (asked as a canary, at its share), `promoted` (a canary given everyone), `rolled_back`; and from the
 * canaries' stages (docs/design.md#canary-stages), `stage` (a staged canary moved to its next stage's share).
 */
const RELEASE_EVENT_KINDS = ['released', 'canary', 'promoted', 'rolled_back', 'stage'] as const;

/** One release event: when (ISO), what, which version, and the share a canary asked for or a stage gave (else null). */
const releaseEventSchema = z.object({
  at: z.string(),
  kind: z.enum(RELEASE_EVENT_KINDS),
  version: z.string(),
  percent: z.number().int().nullable(),
});
export type ReleaseEvent = z.output<typeof releaseEventSchema>;

/**
 * GET /api/admin/releases/:remote/series: the remote's health hour by hour over the last `hours` hours, `from`
 * (the first hour's start) to `to` (when it was read): per version and lane (`points`), per lane (`lanes`), both
 * oldest first and only for hours with views, errors or vitals; and the release events in the span, oldest first.
 */
export const releaseSeriesAnswerSchema = z.object({
  remote: z.string(),
  hours: z.number().int(),
  from: z.string(),
  to: z.string(),
  points: z.array(seriesPointSchema),
  lanes: z.array(seriesLanePointSchema),
  events: z.array(releaseEventSchema),
});
export type ReleaseSeriesAnswer = z.output<typeof releaseSeriesAnswerSchema>;

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
