/**
 * Who is calling: a developer's own machine (judged by the host the browser asked for) or a process on the
 * server itself (judged by the socket). The security headers and the ops-only routes decide on these.
 */
import type { FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True when the request was sent to a local host name (localhost, 127.0.0.1, ::1, *.localhost): local
 * development, where there is no TLS and remotes may come from a dev server on another port. Behind a trusted
 * proxy `request.hostname` is the forwarded host, so the public name of the site is never local.
 */
export function isLocalHost(request: FastifyRequest): boolean {
  const host = request.hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

/**
 * True when the TCP peer is this machine and no proxy forwarded the request. The socket address is used, not
 * `request.ip`, which a trusted proxy's X-Forwarded-For may set; a proxy on this same machine connects from
 * loopback too, so a request carrying forwarding headers is treated as coming from outside.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK_ADDRESSES.has(peer) && !forwarded;
}
