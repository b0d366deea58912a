import type { Registry, SiteSettings } from '@site/contracts/types';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from './page-assets.ts';

/** What a render pass gives its worker (render-worker.ts). */
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

/** What a worker hands back. */
export interface WorkerOutput {
  rendered: RenderedPage[];
  /** Pages whose router moved to another address (an unknown news id): left to the 404 document. */
  moved: string[];
  /** Pages that could not be rendered, with why. */
  failed: { path: string; reason: string }[];
}

/**
 * Renders `input.paths` in a new worker thread (render-worker.ts) and resolves with what it rendered,
 * moved or could not render. Each call is a fresh module graph: the registry's versions of the remotes are
 * loaded anew. Rejects when the worker itself fails (the shell's Node build is missing, say).
 */
export function renderInWorker(input: WorkerInput): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: input,
      // React's production build: the development one checks every render and is several times slower.
      env: { ...process.env, NODE_ENV: 'production' },
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    let output: WorkerOutput | undefined;
    worker.once('message', (message: WorkerOutput) => (output = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      output ? resolve(output) : reject(new Error(`The render worker exited (${code}) without an answer`)),
    );
  });
}
