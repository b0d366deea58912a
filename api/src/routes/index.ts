/**
 * Every `/api/*` route (docs/design.md#api), registered under the /api prefix so the cache header below applies to the
 * API alone; the static files the site serves from the same instance keep their own caching.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminApi } from '../admin/index.ts';
import { previewReads } from '../plugins/app/preview-reads.ts';
import { clientErrorsRoutes } from '../client-errors/client-errors-routes.ts';
import { vitalsRoutes } from '../vitals/vitals-routes.ts';
import { contactRoutes } from './contact.ts';
import type { ContactRateLimit } from './contact.ts';
import { frequentlyCalledNumbersRoutes } from './frequently-called-numbers.ts';
import { healthRoutes } from './health.ts';
import { locationsRoutes } from './locations.ts';
import { modalitiesRoutes } from './modalities.ts';
import { newsRoutes } from './news.ts';
import { outreachEventsRoutes } from './outreach-events.ts';
import { pageViewsRoutes } from './page-views.ts';
import type { EndpointNetwork } from '../lib/public-endpoint.ts';
import { physiciansRoutes } from './physicians.ts';
import { practiceContactsRoutes } from './practice-contacts.ts';
import { quickFactsRoutes } from './quick-facts.ts';
import { rotatorRoutes } from './rotator.ts';
import { settingsRoutes } from './settings.ts';
import { subspecialtiesRoutes } from './subspecialties.ts';
import { testimonialsRoutes } from './testimonials.ts';

/**
 * Registers the API routes; meant to be registered with `{ prefix: '/api' }`. Every answer, errors included,
 * carries `Cache-Control: no-cache`. Unknown paths are the instance-wide not-found handler's (error-handler.ts).
 * `contactRateLimit` replaces the contact route's default per-address limit (the load bench raises it).
 * `mediaDir` is where the admin writes uploaded photos. `releaseRegistry` says the API serves a site whose release
 * registry (in the database) the health checks, the client error and Web Vitals routes and the deploy tokens use (absent when
 * the API runs without the site).
 * `analyticsNetwork` replaces how the analytics endpoint is resolved and checked (tests: no DNS).
 */
export async function apiRoutes(
  app: FastifyInstance,
  options: {
    contactRateLimit?: ContactRateLimit | undefined;
    mediaDir: string;
    releaseRegistry?: boolean | undefined;
    adminPlugins?: FastifyPluginAsync[];
    analyticsNetwork?: EndpointNetwork | undefined;
  },
): Promise<void> {
  // no-cache lets browsers keep a copy but makes them revalidate: content edits show on the next visit.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  // Before the routes it wraps: a public read with a preview token answers from the token's draft.
  await app.register(previewReads);
  await app.register(healthRoutes, { releaseRegistry: options.releaseRegistry });
  await app.register(settingsRoutes);
  await app.register(quickFactsRoutes);
  await app.register(physiciansRoutes);
  await app.register(modalitiesRoutes);
  await app.register(subspecialtiesRoutes);
  await app.register(newsRoutes);
  await app.register(locationsRoutes);
  await app.register(frequentlyCalledNumbersRoutes);
  await app.register(practiceContactsRoutes);
  await app.register(testimonialsRoutes);
  await app.register(rotatorRoutes);
  await app.register(outreachEventsRoutes);
  await app.register(contactRoutes, { rateLimit: options.contactRateLimit });
  await app.register(clientErrorsRoutes, { releaseRegistry: options.releaseRegistry });
  await app.register(pageViewsRoutes, { analyticsNetwork: options.analyticsNetwork });
  await app.register(vitalsRoutes, { releaseRegistry: options.releaseRegistry });
  await app.register(adminApi, {
    prefix: '/admin',
    mediaDir: options.mediaDir,
    releaseRegistry: options.releaseRegistry,
    plugins: options.adminPlugins ?? [],
  });
}
