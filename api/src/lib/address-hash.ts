/**
 * Keyed hash of a client's network address, stored with contact submissions instead of the address itself
 * (docs/design.md#product-decisions): enough to see that several submissions came from one sender, without keeping personal data.
 */
import { createHmac, randomBytes } from 'node:crypto';

// A plain SHA-256 of an IPv4 address can be reversed by hashing all 2^32 addresses; a secret key prevents
// that. The key is new in every process and never stored, so hashes compare only within one run, which is
// what spotting a burst of spam needs, and nobody can turn a stored hash back into an address.
const KEY = randomBytes(32);

/** Returns the hex HMAC-SHA-256 of `address` under this process's key. */
export function hashClientAddress(address: string): string {
  return createHmac('sha256', KEY).update(address).digest('hex');
}
