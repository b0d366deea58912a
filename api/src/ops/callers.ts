/**
 * Who is calling: a process on the server itself, judged by the socket, never by the Host header (which the
 * caller chooses). The ops-only routes decide on it.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds to say it passed a request on. Any of them means the peer on loopback may be a proxy on
 * this machine relaying someone else; `X-Forwarded-*` (any suffix) is matched by prefix.
 */
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'via', 'true-client-ip'] as const;

/** True when `headers` hold any header a proxy adds (`X-Forwarded-*`, `Forwarded`, `X-Real-IP`, `Via`, `True-Client-IP`). */
function carriesProxyHeader(headers: FastifyRequest['headers']): boolean {
  if (PROXY_HEADERS.some((name) => headers[name] !== undefined)) return true;
  return Object.keys(headers).some((name) => name.startsWith('x-forwarded-'));
}

/**
 * True when the TCP peer is this machine and no proxy forwarded the request. The socket address is used, not
 * `request.ip`, which a trusted proxy's X-Forwarded-For may set; a proxy on this same machine connects from
 * loopback too, so a request carrying any proxy header (`X-Forwarded-*`, `Forwarded`, `X-Real-IP`, `Via`,
 * `True-Client-IP`) is treated as coming from outside.
 *
 * Takes the Fastify request; returns whether it may use the ops-only routes and the machine-local release
 * token (docs/design.md, Threat model).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK_ADDRESSES.has(peer) && !carriesProxyHeader(request.headers);
}
