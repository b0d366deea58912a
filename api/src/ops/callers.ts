/**
 * Who is calling: a process on the server itself, judged by the socket, never by the Host header (which the
 * caller chooses). The ops-only routes decide on it.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

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
