/**
 * Rate limiting (docs/design.md#product-decisions), off by default and switched on per route through `config.rateLimit` (the contact
 * form, client error reports), so reading content is never throttled. Registered before the routes: the plugin
 * attaches its hook to each route as the route is added. The counters live in the database
 * (limits/rate-limit-store.ts), so API instances sharing one PostgreSQL count together.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { databaseRateLimitStore, rateLimitKey } from '../../limits/rate-limit-store.ts';

async function rateLimitPlugin(app: FastifyInstance, options: { db: Database }): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(options.db),
    // An IPv6 client by its /64, as the sign-in limit counts it (rateLimitKey).
    keyGenerator: (request) => rateLimitKey(request.ip),
    // Thrown, so the one error handler answers 429 in the one JSON shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
  });
}

/** The rate-limit plugin over the database `db`, applied to the whole instance (fastify-plugin skips encapsulation). */
export const rateLimit = fp(rateLimitPlugin, { name: 'rate-limit' });
