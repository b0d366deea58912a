/**
 * Verification of a release on the server (docs/design.md#releases): before the registry names a candidate, the
 * pages it can change (its blast radius, radius.ts: its own pages, every stored page whose recorded inputs name
 * the remote, and every stored page when its menu or footer links change) are rendered in Node with the candidate
 * in place of the remote's current version, as the renderer will render them for visitors. A page that throws,
 * or a remote whose Node build does not load, refuses the release. The same renders, with those of the registry
 * before the change, make its release report (report.ts, docs/design.md#release-reports). No browser runs under
 * the site (docs/decisions/0006-render-in-node.md).
 */
import type { Registry, RegistryRemote, SiteSettings } from '@site/contracts/types';
import { laneRegistries, type RegistryStore } from '../registry.ts';
import { currentGenerationId } from '../render/generations.ts';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { renderInSandbox, type SandboxOptions } from '../render/sandbox.ts';
import { changeRadius } from './radius.ts';
import { compareRenders, startReportAnalysis, type MadeReport, type ReportLimits } from './report.ts';
import { servedVersion, withEntry } from '@site/contracts/registry';

/** What the verification reads: the renderer's own inputs. */
export interface RenderVerifyOptions {
  site: string;
  registry: RegistryStore;
  shellDist: string;
  /** The API's origin the pages' data is read from, e.g. `http://127.0.0.1:8080`. */
  apiBase: string;
  /** The site's public origin (SITE_URL). */
  publicUrl: string;
  /**
   * Renders the pages; default renderInSandbox (docs/design.md#the-render-sandbox). Its options carry the
   * verification's AbortSignal: when it aborts, the sandbox is ended and the pages left fail.
   */
  renderPages?: (input: WorkerInput, options?: Pick<SandboxOptions, 'signal'>) => Promise<WorkerOutput>;
  /**
   * Make the release report from the same renders (report.ts). Default: when the pages are rendered in the
   * sandbox (no `renderPages`); a stand-in renderer that renders no real page has nothing to compare.
   * `when-pages-stored`: only once the site has a stored generation; before it (a fresh data folder, npm start's
   * first releases) no visitor has seen a page, and the report would multiply a first start's time by five.
   */
  report?: boolean | 'when-pages-stored';
  /** The report's bounds, in place of REPORT_LIMITS. */
  reportLimits?: Partial<ReportLimits>;
}

/** A change to one remote's entry: the registries the pages are rendered with before and after it. */
export interface RegistryChange {
  name: string;
  kind: 'release' | 'rollback';
  before: Registry;
  after: Registry;
  /** The remote's version after the change, and before it (null for its first release). */
  version: string;
  base_version: string | null;
}

/** What rendering a change found: `<path>: <reason>` per page that failed after it, and its report. */
export interface ChangeCheck {
  problems: string[];
  /** Made when asked for and every page rendered after the change. */
  report?: MadeReport;
}

const NOTHING: WorkerOutput = { rendered: [], moved: [], failed: [] };

/** Whether `options` make release reports: as asked, or by default when the pages render in the sandbox. */
export const makesReport = (options: Pick<RenderVerifyOptions, 'report' | 'renderPages'>) =>
  options.report ?? options.renderPages === undefined;

/**
 * Renders the radius of `change` (changeRadius) with the registry after it, and, with `options.report`
 * (makesReport), with the registry before it too and the pages after it once more, and compares them into its
 * report (compareRenders): for a release only when every page rendered after it, for a rollback always. Returns
 * one problem per page that failed after the change; none when every page rendered. `signal` (a time
 * limit, a rollback) ends the renders: their sandboxes are killed and each page left fails with the signal's
 * reason. Rejects only when the stored pages' manifest cannot be read.
 */
export async function renderChange(
  options: RenderVerifyOptions,
  change: RegistryChange,
  signal?: AbortSignal,
): Promise<ChangeCheck> {
  const {
    site,
    shellDist,
    apiBase,
    publicUrl,
    renderPages = (input: WorkerInput, rest?: Pick<SandboxOptions, 'signal'>) => renderInSandbox(input, rest),
  } = options;
  const wanted = makesReport(options);
  const report = wanted === 'when-pages-stored' ? (await currentGenerationId(site)) !== undefined : wanted;
  const startedAt = performance.now();
  const radius = await changeRadius(site, change.name, change.before, change.after);
  if (radius.after.length === 0 && (!report || radius.before.length === 0)) return { problems: [] };
  const response = await fetch(`${apiBase}/api/settings`, { signal });
  if (!response.ok) return { problems: [`the site's settings could not be read (${response.status})`] };
  const settings = (await response.json()) as SiteSettings;
  const render = (registry: Registry, paths: string[]): Promise<WorkerOutput> =>
    paths.length === 0
      ? Promise.resolve(NOTHING)
      : renderPages(
          { site, shellDist, apiBase, publicUrl, registry, settings, paths },
          signal ? { signal } : undefined,
        ).catch((error: Error) => ({ ...NOTHING, failed: [{ path: paths[0]!, reason: error.message }] }));
  // The report's worker loads jsdom and axe-core meanwhile (a second or more), and is ended whatever happens.
  const worker = report ? startReportAnalysis(options.reportLimits, signal) : undefined;
  try {
    // Before and after side by side (a sandbox each, one per core); the after side is the verification.
    const [before, after] = await Promise.all([
      report ? render(change.before, radius.before) : Promise.resolve(NOTHING),
      render(change.after, radius.after),
    ]);
    const problems = after.failed.map(({ path, reason }) => `${path}: ${reason}`);
    // A release is refused for a page that fails, and has no report; a rollback is done, and its report notes it.
    if (!worker || (problems.length > 0 && change.kind === 'release')) return { problems };
    const made = await compareRenders({
      site,
      shellDist,
      publicUrl,
      kind: change.kind,
      remote: change.name,
      version: change.version,
      base_version: change.base_version,
      startedAt,
      radius,
      before,
      after,
      renderAgain: (paths) => render(change.after, paths),
      ...(options.reportLimits && { limits: options.reportLimits }),
      ...(signal && { signal }),
      worker,
    });
    return { problems: [], report: made };
  } finally {
    worker?.stop();
  }
}

/**
 * A release's check for installRemote: renders the pages the candidate can change with the candidate in place of
 * the remote in the stable registry (no fallback to its current version: its pages must render), and, unless
 * `options.report` is false, makes its release report. `signal` (a time limit, a rollback) ends the render.
 */
export function releaseChecker(options: RenderVerifyOptions, name: string) {
  return async (candidate: RegistryRemote, signal?: AbortSignal): Promise<ChangeCheck> => {
    const { stable } = laneRegistries(await options.registry.read());
    const after = withEntry(stable, name, { ...candidate, previous: undefined });
    return renderChange(
      options,
      {
        name,
        kind: 'release',
        before: stable,
        after,
        version: candidate.version,
        base_version: servedVersion(stable, name) ?? null,
      },
      signal,
    );
  };
}

/**
 * A verification for installRemote without a report: renders the pages the candidate can change (releaseChecker)
 * and returns one line per page that failed, `<path>: <reason>`; none when every page rendered (or it has no
 * page). `signal` (a time limit, a rollback) ends the render: its sandbox is killed and each page left fails with
 * the signal's reason.
 */
export function renderVerifier(options: RenderVerifyOptions, name: string) {
  const check = releaseChecker({ ...options, report: false }, name);
  return async (candidate: RegistryRemote, signal?: AbortSignal): Promise<string[]> =>
    (await check(candidate, signal)).problems;
}
