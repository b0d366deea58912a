/**
 * Rate limiting (DESIGN §8), off by default and switched on per route through `config.rateLimit` (the contact
 * form), so reading content is never throttled. Registered before the routes: the plugin attaches its hook
 * to each route as the route is added.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Thrown, so the one error handler answers 429 in the one JSON shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
  });
}

/** The rate-limit plugin, applied to the whole instance (fastify-plugin skips encapsulation). */
export const rateLimit = fp(rateLimitPlugin, { name: 'rate-limit' });
