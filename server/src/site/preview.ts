/**
 * Preview pages (docs/design.md#product-decisions): the real page built from a record's draft by the renderer
 * that builds public pages, with the same shell and remotes, at the page's own address with the token
 * (`/news/12?preview=…`). The page is rendered on request and answered from memory, never written to a
 * generation, the sitemap or any shared cache.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readRegistryState } from '@site/api/ops';
import { openPreview } from '@site/api/preview';
import { PREVIEW_HEADER } from '@site/contracts/schemas';
import type { SiteSettings } from '@site/contracts/types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { composeDocument } from '../render/document.ts';
import { renderInWorker, type WorkerInput, type WorkerOutput } from '../render/page-renderer.ts';

/** Previews waiting or rendering on one server at most, past which a request is answered 429. */
const PREVIEW_QUEUE_MAX = 4;

/** Seconds a preview refused for load asks the browser to wait (Retry-After). */
const PREVIEW_RETRY_AFTER_S = 5;

/** What previews are rendered with: the renderer's own inputs. */
export interface PreviewOptions {
  /** The shell's build folder. */
  shellDist: string;
  /** The API's origin the renderer reads, e.g. `http://127.0.0.1:8080`. */
  apiBase: string;
  /** The site's public origin (SITE_URL). */
  publicUrl: string;
  /** Renders the page; default renderInWorker. Tests of the server alone pass another. */
  renderPages?: (input: WorkerInput) => Promise<WorkerOutput>;
  /** Previews waiting or rendering at most; default PREVIEW_QUEUE_MAX. */
  queueMax?: number;
}

const withoutSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Returns the preview handler of a site server: given a request's normalized path and token, it renders the
 * token's page from its draft and answers it (200, `Cache-Control: no-store`, `X-Robots-Tag: noindex`, no
 * Referer leaving the page, since its address holds the token). Resolves false, answering nothing, when the
 * token is unknown, expired or opens another page. Answers 500 when the page cannot be rendered. One preview
 * renders at a time, so previews never take the machine from visitors; at most one per token is waiting or
 * rendering, and at most `queueMax` in all: past either, 429 `rate_limited` with `Retry-After` (seconds)
 * before the database is asked about the token (docs/design.md#admin-sign-in-and-roles).
 */
export function previewPages(app: FastifyInstance, site: string, options: PreviewOptions) {
  const { shellDist, apiBase, publicUrl, renderPages = renderInWorker, queueMax = PREVIEW_QUEUE_MAX } = options;
  const oneAtATime = pLimit(1);
  // Tokens with a preview waiting or rendering: a second request for one is refused, not queued behind it.
  const busyTokens = new Set<string>();
  return async (reply: FastifyReply, pathname: string, token: string): Promise<boolean> => {
    if (busyTokens.has(token) || busyTokens.size >= queueMax) {
      await reply
        .code(429)
        .header('Retry-After', String(PREVIEW_RETRY_AFTER_S))
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'rate_limited', message: 'Previews are busy. Try again in a few seconds.' } });
      return true;
    }
    busyTokens.add(token);
    try {
      return await answerPreview(reply, pathname, token);
    } finally {
      busyTokens.delete(token);
    }
  };

  async function answerPreview(reply: FastifyReply, pathname: string, token: string): Promise<boolean> {
    const preview = await openPreview(app.db, token);
    if (!preview || preview.path !== withoutSlash(pathname)) return false;
    const [template, registry, settings] = await Promise.all([
      readFile(path.join(shellDist, 'index.html'), 'utf8'),
      // The database's registry, as the renderer's next pass renders with it.
      readRegistryState(app.db).then((state) => state.registry),
      app.inject({ method: 'GET', url: '/api/settings' }).then((answer) => answer.json<SiteSettings>()),
    ]);
    const output = await oneAtATime(() =>
      renderPages({
        site,
        shellDist,
        apiBase,
        publicUrl,
        registry,
        settings,
        paths: [preview.path],
        apiHeaders: { [PREVIEW_HEADER]: token },
      }),
    );
    const page = output.rendered[0];
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer');
    if (!page) {
      const reason = output.failed[0]?.reason ?? 'the page moved elsewhere';
      app.log.error({ path: preview.path, reason }, 'preview render failed');
      await reply.code(500).type('text/plain; charset=utf-8').send(`The preview could not be built: ${reason}`);
      return true;
    }
    const html = composeDocument(template, {
      registry,
      settings,
      page,
      canonical: new URL(preview.path, publicUrl).href,
      preview: { expires_at: preview.expires_at, swrData: page.swrData },
    });
    await reply.code(200).type('text/html; charset=utf-8').send(html);
    return true;
  }
}
