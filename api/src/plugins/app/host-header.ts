/**
 * Refuses a request whose Host (or, from a trusted proxy, X-Forwarded-Host) is not a host name or address
 * with an optional port, or that carries Host more than once: 400 in the one error shape, before any route or
 * page code builds a URL from it and fails with a 500 instead (RFC 9110 §7.2, RFC 9112 §3.2). Node keeps the
 * first of two Host headers, a proxy in front may route by the last, so a request with two is refused.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError } from '../../lib/errors.ts';

// A name of letters, digits, hyphens and dots (underscores too: container and service names carry them), an
// IPv4 address, or an IPv6 address in brackets; then an optional port.
const HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?))(?::(\d{1,5}))?$/i;

/** True when `host` is a host name or IP address with an optional port from 1 to 65535. */
function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const [, ipv6, , port] = match;
  if (ipv6 !== undefined && !z.regexes.ipv6.test(ipv6)) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/** How many times the raw request names Host (raw header names and values alternate). */
function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'host') count += 1;
  }
  return count;
}

async function hostHeaderPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (hostHeaderCount(request.raw.rawHeaders) > 1) {
      throw new HttpError(400, 'bad_request', 'The request names more than one Host.');
    }
    // An HTTP/1.0 request may leave the Host out; Node refuses an HTTP/1.1 one without it.
    const host = request.host;
    if (host !== '' && !isValidHost(host)) {
      throw new HttpError(400, 'bad_request', 'The Host header is not a valid host name.');
    }
  });
}

/** Answers 400 to a request naming a malformed host or more than one (fastify-plugin: it covers every route of the instance). */
export const hostHeader = fp(hostHeaderPlugin, { name: 'host-header' });
