/**
 * A limit on what one client address may do in a window, counted in this process alone (docs/design.md#web-vitals):
 * for signals every page view sends, where a round trip to the shared rate-limit store per request would cost
 * more than the request. Several instances each allow the limit, which bounds a flood no less.
 */
import { LRUCache } from 'lru-cache';
import { rateLimitKey } from './rate-limit-store.ts';

/** What createAddressWindow takes. */
export interface AddressWindowOptions {
  /** Requests allowed per address and window. */
  max: number;
  /** The window's length in milliseconds; it starts at the address's first request. */
  timeWindowMs: number;
  /** Addresses remembered (the least recent are forgotten first); default 50,000. */
  tracked?: number;
}

/** One process's count of requests per client address (rateLimitKey: an IPv6 address by its /64). */
export interface AddressWindow {
  /**
   * Counts one request from `address` (request.ip) and says whether it is within the limit. Returns
   * `{allowed: true}` or `{allowed: false, retryAfterMs}`, the milliseconds until the address's window ends.
   */
  take(address: string): { allowed: true } | { allowed: false; retryAfterMs: number };
}

/** Starts counting requests per address in windows of `options.timeWindowMs` (see the file's comment). */
export function createAddressWindow(options: AddressWindowOptions): AddressWindow {
  const byAddress = new LRUCache<string, number>({
    max: options.tracked ?? 50_000,
    ttl: options.timeWindowMs,
    // The window starts at an address's first request and is not stretched by the ones after.
    noUpdateTTL: true,
  });
  return {
    take(address) {
      const key = rateLimitKey(address);
      const seen = (byAddress.get(key) ?? 0) + 1;
      byAddress.set(key, seen);
      if (seen <= options.max) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(0, byAddress.getRemainingTTL(key)) };
    },
  };
}
