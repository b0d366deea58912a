/**
 * Pinned browsers' documents (docs/design.md#releases): an admin who pinned their browser to chosen versions
 * gets, at every page address, the shell's document with a registry naming those versions (and `pinned`, for
 * the shell's banner). The browser renders the page, as it does the admin screens: no generation holds pages
 * for every combination of versions, and none is written for one browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteSettings } from '@site/contracts/types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { releasedDir } from '../paths.ts';
import { readRegistryState } from '@site/api/ops';
import { laneRegistries, pinnedRegistry } from '../registry.ts';
import { readEntryTemplate } from '../releases/install.ts';
import { composeDocument } from '../render/document.ts';

/**
 * Answers a pinned browser's page request with the shell's document for `pins` (200, `no-store`, `noindex`).
 * Reads the shell's template from `shellDist` and the settings from the API, as the renderer does, and the
 * registry from the database (`app.db`), the registry the renderer's passes render with.
 */
export async function servePinned(
  app: FastifyInstance,
  reply: FastifyReply,
  options: { site: string; shellDist: string; pins: Record<string, string> },
): Promise<FastifyReply> {
  const [template, registry, settings] = await Promise.all([
    readFile(path.join(options.shellDist, 'index.html'), 'utf8'),
    readRegistryState(app.db).then(({ registry }) =>
      pinnedRegistry(laneRegistries(registry).stable, options.pins, (name, version) =>
        readEntryTemplate(releasedDir(options.site, name, version)),
      ),
    ),
    app.inject({ method: 'GET', url: '/api/settings' }).then((answer) => answer.json<SiteSettings>()),
  ]);
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(composeDocument(template, { registry, settings }));
}
