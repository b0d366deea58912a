/**
 * Request ids for the structured logs: every log line of a request carries `reqId`, and the answer carries the
 * same id in X-Request-Id, so a visitor's report or a proxy's log line leads to the server's lines. A proxy or
 * a caller that already has an id sends it in X-Request-Id and it is kept, when it is a plain token.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries the id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and . _ : - only, at most 128: an id is copied into every log line and a response header,
// so anything that could forge a log line or split a header is replaced by a fresh id.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming X-Request-Id when it is a safe token, else a new random UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_ID.test(value) ? value : randomUUID();
}

async function requestIdPlugin(app: FastifyInstance): Promise<void> {
  // onRequest, so answers that end early (404, 429, errors) carry the id too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Echoes each request's id in the X-Request-Id response header (fastify-plugin: for every route). */
export const requestIdHeader = fp(requestIdPlugin, { name: 'request-id' });
