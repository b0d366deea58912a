/**
 * The release report (docs/design.md#release-reports): what a release or a rollback changes on the composed site,
 * page by page, made from the same renders as its verification. The pages of its radius (radius.ts) are rendered
 * in the render sandbox with the registry before the change and with the registry after it, and compared: pages
 * added, removed, changed (title, description, the text of `<main>` or the files it loads differ) and unchanged.
 * For each added or changed page: its title and description on both sides, a word diff of its main text
 * (jsdiff), the gzip size of the JavaScript and CSS it loads, the axe violations it did not have before, and
 * where two renders of it after the change differ (markup that would not hydrate cleanly). The markup is a team's:
 * it is analysed in a worker thread under a time, page-count, size and heap limit (report-analysis.ts).
 */
import type { PageChange, ReleaseReport, ReportRules } from '@site/contracts/schemas';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_FOLDERS } from '../paths.ts';
import type { PageAssets } from '../render/page-assets.ts';
import type { RenderedPage, WorkerOutput } from '../render/page-renderer.ts';
import type { Radius } from './radius.ts';
import { startAnalysis, type AnalysedPage, type AnalysisPage, type AnalysisWorker } from './report-analysis.ts';

/**
 * axe rules that need a laid-out page, or the page's stylesheets, to judge, which Node-rendered markup in jsdom
 * does not have: colours as painted (color-contrast, link-in-text-block), sizes and spacing (target-size), what
 * scrolls (scrollable-region-focusable), the stylesheets' media rules and font sizes (css-orientation-lock,
 * p-as-heading). Left out of every report and listed in its `axe_rules_skipped`.
 */
const AXE_RULES_NEEDING_LAYOUT = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
  'css-orientation-lock',
  'p-as-heading',
];

/** The axe rules a report runs (less those above): WCAG 2.0, 2.1 and 2.2 A and AA, and best practices, as e2e. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The report's bounds on a team's markup (docs/design.md#release-reports). */
export interface ReportLimits {
  /** Pages analysed (parsed, diffed, checked by axe) at most; the others are compared by their markup only. */
  maxPages: number;
  /** Characters of one page's markup parsed at most (a real page has some tens of thousands). */
  maxMarkupChars: number;
  /** Milliseconds the whole analysis may take. */
  timeoutMs: number;
  /** Megabytes of heap the analysis may use. */
  memoryMb: number;
  /** Characters of one page's text diff kept at most. */
  maxDiffChars: number;
  /** Characters of text diff a whole report keeps at most. */
  maxReportDiffChars: number;
  /** Milliseconds jsdiff may take for one page. */
  diffTimeoutMs: number;
}

const REPORT_LIMITS: ReportLimits = {
  maxPages: 400,
  maxMarkupChars: 1_000_000,
  timeoutMs: 60_000,
  memoryMb: 512,
  maxDiffChars: 20_000,
  maxReportDiffChars: 1_000_000,
  diffTimeoutMs: 2_000,
};

/** A report as the renders make it, before it is kept with a record (`release_id`) and judged (`refused_by`). */
export type ReportBody = Omit<ReleaseReport, 'release_id' | 'refused_by'>;

/** A report, and the pages it could not check (the rules treat an unchecked page as a possible violation). */
export interface MadeReport {
  body: ReportBody;
  unchecked: string[];
}

/** What compareRenders takes. */
export interface Comparison {
  /** The site folder and the shell build, where the files the pages load are. */
  site: string;
  shellDist: string;
  /** The site's public origin, as the documents' URL in the analysis. */
  publicUrl: string;
  kind: ReleaseReport['kind'];
  remote: string;
  version: string;
  base_version: string | null;
  /** When the renders started (performance.now()), for `duration_ms`. */
  startedAt: number;
  radius: Radius;
  before: WorkerOutput;
  after: WorkerOutput;
  /** Renders the given pages after the change once more, for the hydration check. */
  renderAgain: (paths: string[]) => Promise<WorkerOutput>;
  limits?: Partial<ReportLimits>;
  signal?: AbortSignal;
  /** The analysis worker, started as the renders started (startReportAnalysis); absent: started here. */
  worker?: AnalysisWorker;
}

/** Starts the worker that will analyse a report's markup (report-analysis.ts) within `limits`. */
export function startReportAnalysis(limits: Partial<ReportLimits> = {}, signal?: AbortSignal): AnalysisWorker {
  const { timeoutMs, memoryMb } = { ...REPORT_LIMITS, ...limits };
  return startAnalysis({ timeoutMs, memoryMb, ...(signal && { signal }) });
}

/** A file a page loads, by the build it belongs to and its name there (`about:remoteEntry.js`, `shell:main.css`). */
function assetKey(href: string): string {
  const parts = href.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const folders: string[] = Object.values(REMOTE_FOLDERS);
  if (parts.length >= 4 && folders.includes(parts[0]!)) return `${parts[1]}:${parts.slice(3).join('/')}`;
  return `shell:${parts.join('/')}`;
}

/** The JavaScript and the stylesheets a page loads (its document's preloads and stylesheets), by href. */
const filesOf = (assets: PageAssets | undefined) => ({
  js: (assets?.preloads ?? []).filter((preload) => preload.as === 'script').map((preload) => preload.href),
  css: assets?.styles ?? [],
});

/** The files a page loads as comparable names: another version folder holding the same names is the same. */
const assetNames = (assets: PageAssets | undefined) => {
  const { js, css } = filesOf(assets);
  return JSON.stringify([js.map(assetKey).sort(), css.map(assetKey).sort()]);
};

/** The biggest file whose gzip size is computed when it has no `.gz` beside it. */
const MAX_SIZED_BYTES = 20 * 1024 * 1024;

/**
 * Gzip sizes of the files pages load, from the disk: a released or candidate version folder under `site` for
 * `/remotes/…` and `/candidates/…`, the shell's build for the rest; its `.gz` when there is one, else gzipped
 * here. An href outside those folders, or a file missing, counts 0. Each file is sized once.
 */
function gzipSizes(site: string, shellDist: string) {
  const sizes = new Map<string, Promise<number>>();
  const folders: string[] = Object.values(REMOTE_FOLDERS);
  const fileOf = (href: string): string | undefined => {
    const clean = href.split(/[?#]/)[0]!;
    const top = clean.split('/')[1] ?? '';
    // The href comes from a team's render: it names a file inside its own folder or it counts nothing.
    const root = folders.includes(top) ? path.join(site, top) : shellDist;
    const file = path.join(root === shellDist ? shellDist : site, clean);
    return file.startsWith(root + path.sep) ? file : undefined;
  };
  const size = async (file: string) => {
    const gz = await stat(`${file}.gz`).catch(() => undefined);
    if (gz?.isFile()) return gz.size;
    const plain = await stat(file).catch(() => undefined);
    if (!plain?.isFile() || plain.size > MAX_SIZED_BYTES) return 0;
    return gzipSync(await readFile(file)).length;
  };
  const of = (href: string) => {
    const file = fileOf(href);
    if (!file) return Promise.resolve(0);
    let known = sizes.get(file);
    if (!known) sizes.set(file, (known = size(file).catch(() => 0)));
    return known;
  };
  /** The gzip KB (1,000 bytes, one decimal) of a page's JavaScript and stylesheets; null for no page. */
  return async (page: RenderedPage | undefined) => {
    if (!page) return { js: null, css: null };
    const { js, css } = filesOf(page.assets);
    const total = async (hrefs: string[]) =>
      (await Promise.all([...new Set(hrefs)].map(of))).reduce((a, b) => a + b, 0);
    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    return { js: kb(await total(js)), css: kb(await total(css)) };
  };
}

/**
 * The markup of a page's `<main>` element as it was rendered, from its first opening tag to its last closing one;
 * undefined when it has none. Two equal ones hold the same text, so the page's text needs no parsing to compare.
 */
function mainMarkup(html: string): string | undefined {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : undefined;
}

/** Where the two renders of a page after the change differ: a few words either side of the first difference. */
function hydrationWarnings(first: RenderedPage, again: RenderedPage | undefined, reason?: string): string[] {
  if (!again) return [`the second render failed${reason ? `: ${reason}` : ''}`];
  const warnings: string[] = [];
  if (first.title !== again.title) warnings.push(`the title differs between two renders`);
  if (first.description !== again.description) warnings.push(`the description differs between two renders`);
  if (first.html !== again.html) {
    let at = 0;
    while (at < first.html.length && first.html[at] === again.html[at]) at++;
    const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 40), at + 40));
    warnings.push(
      `the markup differs between two renders at character ${at}: ${around(first.html)} / ${around(again.html)}`,
    );
  }
  return warnings;
}

/**
 * Compares the renders before and after a change into its report (see the file's comment). A page of the radius
 * is added when it exists only after the change, removed when only before, and otherwise changed or unchanged;
 * a page whose render before the change failed counts as changed, its before side null. Pages past
 * `limits.maxPages`, and those the analysis did not reach in time, are compared by their markup only and named
 * in `notes` and `unchecked`. Renders the added and changed pages once more meanwhile (`renderAgain`) for the
 * hydration warnings. Never rejects for what the pages hold.
 */
export async function compareRenders(input: Comparison): Promise<MadeReport> {
  const limits = { ...REPORT_LIMITS, ...input.limits };
  const { radius } = input;
  const rendered = (output: WorkerOutput, among: string[]) => {
    const wanted = new Set(among);
    return new Map(output.rendered.filter((page) => wanted.has(page.path)).map((page) => [page.path, page]));
  };
  const before = rendered(input.before, radius.before);
  const after = rendered(input.after, radius.after);
  const failedBefore = new Map(input.before.failed.map((failure) => [failure.path, failure.reason]));
  const notes: string[] = [];
  for (const [pagePath, reason] of failedBefore) {
    notes.push(`${pagePath}: could not be rendered before the change (${reason}); its before side is empty`);
  }
  // Only a rollback gets this far with pages that failed after it (a release is refused for them).
  for (const { path: pagePath, reason } of input.after.failed) {
    notes.push(`${pagePath}: could not be rendered after the change (${reason}); left out of the lists`);
  }

  const added: string[] = [];
  const removed: string[] = [];
  const unchanged: string[] = [];
  /** Pages on both sides that may have changed, with whether more than their text differs. */
  const compared = new Map<string, boolean>();
  const inBefore = new Set(radius.before);
  const inAfter = new Set(radius.after);
  for (const pagePath of [...radius.paths].sort()) {
    const was = inBefore.has(pagePath) && (before.has(pagePath) || failedBefore.has(pagePath));
    const page = after.get(pagePath);
    const is = inAfter.has(pagePath) && page !== undefined;
    if (!was && !is) continue;
    if (!was) added.push(pagePath);
    else if (!is) removed.push(pagePath);
    else {
      const old = before.get(pagePath);
      const differs =
        !old ||
        old.title !== page.title ||
        old.description !== page.description ||
        assetNames(old.assets) !== assetNames(page.assets);
      // The same `<main>` markup holds the same text: a page whose menu alone changed needs no parsing.
      const main = mainMarkup(page.html);
      const sameMain = !!old && (old.html === page.html || (main !== undefined && main === mainMarkup(old.html)));
      if (!differs && sameMain) unchanged.push(pagePath);
      else compared.set(pagePath, differs);
    }
  }

  // The markup of at most maxPages pages is analysed; the others keep what their markup alone says: changed.
  const toAnalyse = [...added, ...compared.keys()];
  const unchecked = toAnalyse.slice(limits.maxPages);
  if (unchecked.length > 0) {
    notes.push(`${unchecked.length} pages past the limit of ${limits.maxPages} analysed pages: not analysed`);
  }
  const side = (page: RenderedPage | undefined) => page && { html: page.html, title: page.title };
  const pages: AnalysisPage[] = toAnalyse.slice(0, limits.maxPages).map((pagePath) => ({
    path: pagePath,
    before: side(before.get(pagePath)),
    after: side(after.get(pagePath)),
    differs: compared.get(pagePath) ?? true,
  }));
  const worker = input.worker ?? startReportAnalysis(limits, input.signal);
  const [analysis, again] = await Promise.all([
    worker.analyse({
      pages,
      origin: new URL(input.publicUrl).origin,
      axeTags: AXE_TAGS,
      axeRulesSkipped: AXE_RULES_NEEDING_LAYOUT,
      maxMarkupChars: limits.maxMarkupChars,
      maxDiffChars: limits.maxDiffChars,
      diffTimeoutMs: limits.diffTimeoutMs,
    }),
    toAnalyse.length ? input.renderAgain(toAnalyse) : Promise.resolve({ rendered: [], moved: [], failed: [] }),
  ]);
  notes.push(...analysis.notes);
  for (const pagePath of toAnalyse.slice(0, limits.maxPages)) {
    if (!analysis.pages.has(pagePath)) unchecked.push(pagePath);
  }

  const secondRender = new Map(again.rendered.map((page) => [page.path, page]));
  const secondFailure = new Map(again.failed.map((failure) => [failure.path, failure.reason]));
  const sizes = gzipSizes(input.site, input.shellDist);
  let diffBudget = limits.maxReportDiffChars;
  const change = async (pagePath: string, found: AnalysedPage | undefined): Promise<PageChange> => {
    const old = before.get(pagePath);
    const page = after.get(pagePath)!;
    const [was, is] = await Promise.all([sizes(old), sizes(page)]);
    let text_diff = found?.text_diff ?? [];
    const size = text_diff.reduce((sum, part) => sum + part.text.length, 0);
    if (size > diffBudget) {
      notes.push(`${pagePath}: its text diff is past the report's limit of ${limits.maxReportDiffChars} characters`);
      text_diff = [];
    } else diffBudget -= size;
    return {
      path: pagePath,
      title: { before: old?.title ?? null, after: page.title },
      description: { before: old?.description ?? null, after: page.description },
      text_diff,
      js_kb: { before: was.js, after: is.js },
      css_kb: { before: was.css, after: is.css },
      new_violations: found?.new_violations ?? [],
      hydration_warnings: hydrationWarnings(page, secondRender.get(pagePath), secondFailure.get(pagePath)),
    };
  };
  const changed: PageChange[] = [];
  for (const pagePath of compared.keys()) {
    const found = analysis.pages.get(pagePath);
    if (found && !found.changed) unchanged.push(pagePath);
    else changed.push(await change(pagePath, found));
  }
  const addedPages: PageChange[] = [];
  for (const pagePath of added) addedPages.push(await change(pagePath, analysis.pages.get(pagePath)));

  return {
    body: {
      kind: input.kind,
      remote: input.remote,
      version: input.version,
      base_version: input.base_version,
      created_at: new Date().toISOString(),
      duration_ms: Math.round(performance.now() - input.startedAt),
      pages_compared: radius.paths.filter((pagePath) => inBefore.has(pagePath) || inAfter.has(pagePath)).length,
      added: addedPages,
      removed,
      changed,
      unchanged: unchanged.sort(),
      axe_rules_skipped: AXE_RULES_NEEDING_LAYOUT,
      notes,
    },
    unchecked,
  };
}

/**
 * Judges a report by the release's rules (docs/design.md#release-reports): with `max_changed_pages`, more pages
 * added, removed or changed than that; with `refuse_new_violations`, any new axe violation on an added or changed
 * page, or any such page the report could not check (`unchecked`). Returns why it is refused, with the figures,
 * or null when no rule refuses it.
 */
export function judgeReport(report: ReportBody, rules: ReportRules, unchecked: string[] = []): string | null {
  const reasons: string[] = [];
  const { added, removed, changed } = report;
  const count = added.length + removed.length + changed.length;
  if (rules.max_changed_pages !== undefined && count > rules.max_changed_pages) {
    reasons.push(
      `max_changed_pages: ${count} page${count === 1 ? '' : 's'} added, removed or changed (${added.length} added, ${removed.length} ` +
        `removed, ${changed.length} changed), more than ${rules.max_changed_pages}`,
    );
  }
  if (rules.refuse_new_violations) {
    const found = [...added, ...changed].filter((page) => page.new_violations.length > 0);
    if (found.length > 0) {
      const total = found.reduce((sum, page) => sum + page.new_violations.length, 0);
      const named = found
        .slice(0, 5)
        .map((page) => `${page.path} (${page.new_violations.map((violation) => violation.id).join(', ')})`);
      reasons.push(
        `refuse_new_violations: ${total} new axe violation${total === 1 ? '' : 's'} on ${found.length} ` +
          `page${found.length === 1 ? '' : 's'}: ${named.join('; ')}${found.length > 5 ? '; …' : ''}`,
      );
    } else if (unchecked.length > 0) {
      reasons.push(`refuse_new_violations: ${unchecked.length} changed pages could not be checked (see the notes)`);
    }
  }
  return reasons.length > 0 ? reasons.join('; ') : null;
}

/**
 * The report in a few lines (what `npm run release` prints): pages added, removed and changed with the changed
 * paths, the new axe violations, the JavaScript and CSS gzip KB change over the added and changed pages, and
 * why a rule refused it.
 */
export function reportSummary(report: ReleaseReport): string[] {
  const { added, removed, changed } = report;
  const pages = [...added, ...changed];
  const delta = (pick: (page: PageChange) => { before: number | null; after: number | null }) => {
    const sum = pages.reduce((total, page) => total + (pick(page).after ?? 0) - (pick(page).before ?? 0), 0);
    return `${sum >= 0 ? '+' : ''}${(Math.round(sum * 10) / 10).toFixed(1)} KB`;
  };
  const violations = pages.flatMap((page) =>
    page.new_violations.map((violation) => `${page.path}: ${violation.id} (${violation.nodes})`),
  );
  const list = (paths: string[]) =>
    paths.length ? `: ${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}` : '';
  return [
    `${report.kind === 'rollback' ? 'Rollback' : 'Release'} report: ${report.pages_compared} pages compared in ` +
      `${(report.duration_ms / 1000).toFixed(1)} s; ${added.length} added, ${removed.length} removed, ` +
      `${changed.length} changed`,
    ...(added.length ? [`  added${list(added.map((page) => page.path))}`] : []),
    ...(removed.length ? [`  removed${list(removed)}`] : []),
    ...(changed.length ? [`  changed${list(changed.map((page) => page.path))}`] : []),
    `  new axe violations: ${violations.length ? violations.join('; ') : 'none'}`,
    `  JavaScript ${delta((page) => page.js_kb)}, CSS ${delta((page) => page.css_kb)} gzip over the added and changed pages`,
    ...(report.refused_by ? [`  refused by ${report.refused_by}`] : []),
  ];
}
