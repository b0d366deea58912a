/**
 * The admin API (docs/design.md#api, docs/design.md#product-decisions; docs/requirements.md#screens-and-routes and docs/requirements.md#roles gave only a stub without access control): every route under
 * /api/admin, each behind the session check of auth/plugin.ts. Registered by routes/index.ts with the
 * prefix '/admin', inside the /api scope, so its answers get the API's error shape.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { adminAuth } from './auth/plugin.ts';
import { sessionRoutes } from './auth/routes.ts';
import { setupRoutes } from './auth/setup.ts';
import { MAX_UPLOAD_BYTES } from './lib/images.ts';
import { recordRoutes } from './lib/record-routes.ts';
import { recordTargets } from './lib/record-targets.ts';
import { siteChangedHeader } from './lib/site-changed.ts';
import { answers } from './lib/zod-route.ts';
import { draftsRoutes } from './routes/drafts.ts';
import { healthAdminRoutes } from './routes/health.ts';
import { messagesAdminRoutes } from './routes/messages.ts';
import { newsAdminRoutes } from './routes/news.ts';
import { ORDERED_LISTS } from './routes/lists.ts';
import { orderedListRoutes } from './routes/ordered-list.ts';
import { overviewRoutes } from './routes/overview.ts';
import { physiciansAdminRoutes } from './routes/physicians.ts';
import { revisionsRoutes } from './routes/revisions.ts';
import { settingsAdminRoutes } from './routes/settings.ts';
import { usersRoutes } from './routes/users.ts';
import { deployTokensRoutes } from './routes/deploy-tokens.ts';
import { vitalsAdminRoutes } from './routes/vitals.ts';

/** What the admin API needs from the app. */
export interface AdminApiOptions {
  /** The media store, where uploaded photos are written (docs/design.md#data). */
  mediaDir: string;
  /**
   * The API serves a site with a release registry: the health details report on it and deploy tokens name only
   * its remotes. Absent when the API runs without the site.
   */
  releaseRegistry?: boolean | undefined;
  /** Routes the host adds (AppOptions.adminPlugins), under the same access control. */
  plugins?: FastifyPluginAsync[];
}

/**
 * Registers the admin API; meant to be registered with `{ prefix: '/admin' }` inside the /api routes.
 * Every route answers 401 without a live session and 403 to a role that may not call it (see adminAuth).
 */
export async function adminApi(app: FastifyInstance, options: AdminApiOptions): Promise<void> {
  const { mediaDir, releaseRegistry } = options;
  // Scoped to the admin: the public API keeps taking JSON alone. One file per request, no loose fields.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });
  await app.register(adminAuth);
  // Before the routes, so each successful write names the answers it changed (lib/site-changed.ts).
  siteChangedHeader(app);

  await app.register(sessionRoutes);
  await app.register(setupRoutes);
  await app.register(overviewRoutes);
  await app.register(healthAdminRoutes, { releaseRegistry });
  await app.register(physiciansAdminRoutes);
  await app.register(newsAdminRoutes);
  for (const list of ORDERED_LISTS) await app.register(orderedListRoutes, { list });
  // The settings are one record, saved whole by a route of their own (routes/settings.ts).
  for (const target of recordTargets().values()) {
    if (target.screen !== 'settings') await app.register(recordRoutes(target), { mediaDir });
  }
  await app.register(settingsAdminRoutes);
  await app.register(revisionsRoutes, { mediaDir });
  await app.register(draftsRoutes, { mediaDir });
  await app.register(messagesAdminRoutes);
  await app.register(usersRoutes);
  await app.register(deployTokensRoutes, { releaseRegistry });
  await app.register(vitalsAdminRoutes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  // Unknown admin paths answer like known ones: 401 without a session, so a probe learns nothing of which
  // admin routes exist; 404 in the one error shape for someone signed in.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: answers({}),
    handler: async (request) => {
      throw new HttpError(404, 'not_found', `There is nothing at ${request.method} ${request.url}.`);
    },
  });
}
