/**
 * Verification of a release on the server (docs/design.md#releases): before the registry names a candidate,
 * each of its public pages is rendered in Node with the candidate in place of the remote's current version,
 * as the renderer will render them for visitors. A page that throws, or a remote whose Node build does not
 * load, refuses the release. No browser runs under the site (docs/decisions/0006-render-in-node.md).
 */
import type { RegistryRemote, SiteSettings } from '@site/contracts/types';
import { laneRegistries, type RegistryStore } from '../registry.ts';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { renderInSandbox, type SandboxOptions } from '../render/sandbox.ts';
import { SAFE_PATH } from '../render/renderer.ts';

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
}

/**
 * A verification for installRemote: renders the candidate's public pages (its `routes`) and returns one line
 * per page that failed, `<path>: <reason>`; none when every page rendered (or it has no public page). `signal`
 * (a time limit, a rollback) ends the render: its sandbox is killed and each page left fails with the
 * signal's reason.
 */
export function renderVerifier(options: RenderVerifyOptions, name: string) {
  const {
    site,
    shellDist,
    apiBase,
    publicUrl,
    renderPages = (input: WorkerInput, rest?: Pick<SandboxOptions, 'signal'>) => renderInSandbox(input, rest),
  } = options;
  return async (candidate: RegistryRemote, signal?: AbortSignal): Promise<string[]> => {
    const paths = (candidate.routes ?? []).filter((p) => SAFE_PATH.test(p));
    if (paths.length === 0) return [];
    const { stable } = laneRegistries(await options.registry.read());
    // No fallback to the current version: the candidate's own pages must render.
    const registry = { ...stable, remotes: { ...stable.remotes, [name]: { ...candidate, previous: undefined } } };
    const response = await fetch(`${apiBase}/api/settings`, { signal });
    if (!response.ok) return [`the site's settings could not be read (${response.status})`];
    const settings = (await response.json()) as SiteSettings;
    const input = { site, shellDist, apiBase, publicUrl, registry, settings, paths };
    const output = await renderPages(input, signal ? { signal } : undefined).catch((error: Error) => ({
      rendered: [],
      moved: [],
      failed: [{ path: paths[0]!, reason: error.message }],
    }));
    return output.failed.map(({ path, reason }) => `${path}: ${reason}`);
  };
}
