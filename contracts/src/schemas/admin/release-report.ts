/**
 * A release report (docs/design.md#release-reports): what a release or a rollback changes on the composed site,
 * page by page, made by the same Node render that verifies it. Kept with the release's record; read by the
 * team's CI (`GET /api/releases/:remote/:id/report`), printed in short by `npm run release`, and shown on the
 * Releases screen.
 */

/** One piece of a word-level text diff: text both sides share, text the change adds, or text it removes. */
export interface TextDiffPart {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** A value before and after the change; `null` on the side where the page does not exist. */
export interface BeforeAfter<T> {
  before: T | null;
  after: T | null;
}

/** One axe-core rule a page breaks, as found in its Node-rendered markup. */
export interface ReportViolation {
  /** The axe rule id, e.g. `image-alt`. */
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  /** axe's one-line help text for the rule. */
  help: string;
  /** How many elements of the page break it. */
  nodes: number;
}

/** A page the change adds or changes. */
export interface PageChange {
  path: string;
  title: BeforeAfter<string>;
  description: BeforeAfter<string>;
  /** Word-level diff of the main content's text (`<main>`), before to after; one `insert` part for an added page. */
  text_diff: TextDiffPart[];
  /** Gzip size of the JavaScript the page loads, in KB (1,000 bytes), one decimal. */
  js_kb: BeforeAfter<number>;
  /** Gzip size of the stylesheets the page loads, in KB (1,000 bytes), one decimal. */
  css_kb: BeforeAfter<number>;
  /** axe violations of the page after the change that it did not have before. */
  new_violations: ReportViolation[];
  /** Differences between two renders of the page after the change: markup that would not hydrate cleanly. */
  hydration_warnings: string[];
}

/** What one release, or one rollback, changes. */
export interface ReleaseReport {
  /** The release record the report belongs to. */
  release_id: string;
  remote: string;
  /** `release`: the version given, against the current one; `rollback`: back to the previous version. */
  kind: 'release' | 'rollback';
  /** The version the pages are rendered with after the change. */
  version: string;
  /** The version they were rendered with before; null for a remote's first release. */
  base_version: string | null;
  /** ISO time the report was made. */
  created_at: string;
  /** How long the renders and comparisons took, in milliseconds. */
  duration_ms: number;
  /** Every page rendered for the report: the remote's own pages and every page whose recorded inputs name it. */
  pages_compared: number;
  added: PageChange[];
  removed: string[];
  changed: PageChange[];
  /** Paths rendered identically before and after. */
  unchanged: string[];
  /** axe rules left out because they need layout, which Node-rendered markup does not have. */
  axe_rules_skipped: string[];
  /** Why a report rule refused the release; null when none did (or none was given). */
  refused_by: string | null;
  /**
   * What the report could not check within its bounds, one sentence each (a page over the markup limit, pages
   * past the page or time limit, a text diff past its limit, a page that failed to render before the change).
   * Absent in reports kept before it was added.
   */
  notes?: string[];
}

/** The rules a release may be refused by (query parameters of POST /api/releases/:remote). */
export interface ReportRules {
  /** Refuse when more pages than this are added, removed or changed. */
  max_changed_pages?: number;
  /** Refuse when any added or changed page has an axe violation it did not have before. */
  refuse_new_violations?: boolean;
}
