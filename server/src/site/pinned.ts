/**
 * Pinned browsers' documents (docs/design.md#releases): an admin who pinned their browser to chosen versions
 * gets, at every page address, the shell's document with a registry naming those versions (and `pinned`, for
 * the shell's banner). The browser renders the page, as it does the admin screens: no generation holds pages
 * for every combination of versions, and none is written for one browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Registry, SiteSettings } from '@site/contracts/types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { releasedDir } from '../paths.ts';
import { readRegistryState, type Database } from '@site/api/ops';
import { entryFieldsOf, laneRegistries, releasedEntryUrl } from '../registry.ts';
import { readEntryTemplate } from '../releases/install.ts';
import { composeDocument } from '../render/document.ts';
import { VERSION_PATTERN } from '@site/contracts/schemas';

/**
 * The stable lane of the database's registry (`db`) with each pinned remote's entry replaced by the pinned version's (its own base paths,
 * routes and menu, from the version's folder) and `pinned` set. A pin of a remote the registry does not list,
 * or of a version whose folder is gone, is left out.
 */
async function pinnedRegistry(db: Database, site: string, pins: Record<string, string>): Promise<Registry> {
  const { stable } = laneRegistries((await readRegistryState(db)).registry);
  const pinned: Record<string, string> = {};
  for (const [name, version] of Object.entries(pins)) {
    const current = stable.remotes[name];
    if (!current || !VERSION_PATTERN.test(version)) continue;
    // Read and checked as at its release; a folder gone or a file that no longer passes leaves the pin out.
    const template = await readEntryTemplate(releasedDir(site, name, version)).catch(() => undefined);
    if (!template) continue;
    stable.remotes[name] = {
      version,
      entry: releasedEntryUrl(name, version),
      ...entryFieldsOf(template),
      // A pinned version that fails to load falls back to what every visitor gets.
      ...(version !== current.version && {
        previous: { version: current.version, entry: current.entry, released_at: current.released_at },
      }),
    };
    pinned[name] = version;
  }
  return { ...stable, pinned };
}

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
    pinnedRegistry(app.db, options.site, options.pins),
    app.inject({ method: 'GET', url: '/api/settings' }).then((answer) => answer.json<SiteSettings>()),
  ]);
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(composeDocument(template, { registry, settings }));
}
