/**
 * Sending to an address an admin saved (the analytics endpoint, docs/design.md#privacy-and-analytics) without
 * letting it reach this machine or its network: the name is resolved before each send, every address it
 * resolves to must be public (isPublicIpAddress), and the connection goes to the address that was checked, so a
 * name that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 */
import { lookup } from 'node:dns/promises';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicIpAddress, parseAnalyticsEndpoint, parseWebAddress } from '@site/contracts/schemas';

/** One address a name resolves to. */
interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (the system resolver by default; tests inject one, there is no DNS). */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** How the server reaches an admin's endpoint: tests replace the resolver, and may admit a local test server. */
export interface EndpointNetwork {
  /** Resolves names; default the system resolver (getaddrinfo, every address). */
  resolve?: HostResolver;
  /** Which resolved addresses may be connected to; default isPublicIpAddress. */
  isAllowedAddress?: (address: string) => boolean;
}

/** The system resolver: every address of `hostname`, in the order the system gives them. */
const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Why an endpoint was not sent to: the reason names the rule, never the visitor. */
export class EndpointRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'EndpointRefusedError';
  }
}

/** An endpoint checked for one send: its URL and the address to connect to. */
export interface CheckedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Checks `endpoint` for one send. Takes the saved text and the network (resolver, address rule). Returns the
 * URL and the one address to connect to: the host itself when it is an IP address, else the first address
 * the name resolves to. Throws EndpointRefusedError when the text is not one https address allowed by
 * parseAnalyticsEndpoint (a local name, a non-public IP address), the name does not resolve, or any address
 * it resolves to is not allowed (loopback, private, link-local, metadata, …).
 */
export async function checkEndpoint(endpoint: string, network: EndpointNetwork = {}): Promise<CheckedEndpoint> {
  const { resolve = systemResolver, isAllowedAddress = isPublicIpAddress } = network;
  const url = parseWebAddress(endpoint, { httpsOnly: true });
  if (!url) throw new EndpointRefusedError('the analytics endpoint is not one https address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host)) {
    if (!isAllowedAddress(host)) throw new EndpointRefusedError('the analytics endpoint is not a public address');
    return { url, address: host, family: host.includes(':') ? 6 : 4 };
  }
  // A name such as localhost or *.internal is local whatever a resolver says of it.
  if (!parseAnalyticsEndpoint(endpoint)) throw new EndpointRefusedError('the analytics endpoint names a local host');
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new EndpointRefusedError('the analytics endpoint’s name does not resolve');
  }
  if (addresses.length === 0) throw new EndpointRefusedError('the analytics endpoint’s name does not resolve');
  // Every address, not just the first: the connection could fall back to any of them.
  if (!addresses.every((entry) => isAllowedAddress(entry.address))) {
    throw new EndpointRefusedError('the analytics endpoint’s name resolves to an address that is not public');
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** True when `host` (without brackets) is an IP address rather than a name. */
function isIpLiteral(host: string): boolean {
  return host.includes(':') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Posts `body` as JSON to a checked endpoint, connecting to exactly `target.address` (TLS still checks the
 * certificate against the URL's host), without following redirects and with no header but the content type
 * and Host. Takes the checked endpoint, the body and a time limit in milliseconds; returns the answer's
 * status. Rejects on a network error or past the time limit.
 */
export function postJson(target: CheckedEndpoint, body: unknown, timeoutMs: number): Promise<number> {
  const { url, address, family } = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        protocol: 'https:',
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        lookup: pinned,
        headers: { host: url.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
