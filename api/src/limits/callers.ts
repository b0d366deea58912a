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

/**
 * True when the request was passed on by a proxy TRUST_PROXY trusts: the TCP peer is such a proxy and it named
 * the client it relays (X-Forwarded-For), so `request.ip` is that client's address as the proxy saw it. False
 * without TRUST_PROXY, for a peer it does not trust (a request straight from the internet), and for a trusted
 * peer that forwarded nothing (a process on that machine calling for itself). TRUST_PROXY=true or a number of
 * hops trusts any peer, so it says no more than that the deployment claims every request comes through its
 * proxy.
 *
 * Takes the Fastify request; returns whether what the site's own proxy tells it (docs/design.md#releases, the
 * documents nginx served) may be believed.
 */
export function isTrustedProxyCaller(request: FastifyRequest): boolean {
  // Fastify's chain: the peer, then each forwarded address up to and including the first untrusted one; only
  // with trustProxy set, and longer than the peer alone only when the peer is trusted and forwarded a client.
  const chain = request.ips;
  return chain !== undefined && chain.length > 1;
}
