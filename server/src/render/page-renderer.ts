import type { Registry, SiteSettings } from '@site/contracts/types';
import type { PageAssets } from './page-assets.ts';
import { renderInSandbox } from './sandbox.ts';

/** What a render pass gives its sandbox (sandbox.ts, docs/design.md#the-render-sandbox). */
export interface WorkerInput {
  /** The site folder: released remotes under `remotes/`. */
  site: string;
  /** The shell's build folder, with its Node build in `server/`. */
  shellDist: string;
  /** The API's origin, e.g. `http://127.0.0.1:8080`. */
  apiBase: string;
  /** The site's public origin (SITE_URL), for absolute URLs in the markup (structured data). */
  publicUrl: string;
  registry: Registry;
  settings: SiteSettings;
  /** The pages to render, in order. */
  paths: string[];
  /** Headers sent with every API read: a preview's token (docs/design.md#product-decisions). */
  apiHeaders?: Record<string, string>;
  /**
   * API answers the caller has already read for this pass, by API path: a page that reads one of these gets it
   * without a second request, so its markup and the inputs the caller compared come from the same answer.
   * Paths not in it are read from the API as the sandbox asks for them.
   */
  answers?: ReadonlyMap<string, unknown>;
}

/** One page rendered in Node: what its document is composed from and what its record names. */
export interface RenderedPage {
  /** The page's path as asked for. */
  path: string;
  /** The markup of #root. */
  html: string;
  /** The API answers the markup was rendered from, by API path. */
  swrData: Record<string, unknown>;
  title: string;
  description: string;
  /** The remotes the page loaded, with their registry versions. */
  remotes: Record<string, string>;
  assets: PageAssets;
}

/** What a render hands back: every page asked for is in exactly one of the three lists. */
export interface WorkerOutput {
  rendered: RenderedPage[];
  /** Pages whose router moved to another address (an unknown news id): left to the 404 document. */
  moved: string[];
  /** Pages that could not be rendered, with why. */
  failed: { path: string; reason: string }[];
}

/**
 * The name earlier callers use for renderInSandbox (sandbox.ts): renders `input.paths` in sandbox processes,
 * a fresh module graph per call, and resolves with what was rendered, moved or failed (with reasons). Rejects
 * only when a sandbox cannot start at all (the shell's Node build is missing, say).
 */
export const renderInWorker = (input: WorkerInput): Promise<WorkerOutput> => renderInSandbox(input);
