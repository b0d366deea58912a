/**
 * Calls to the admin's own origin (ADMIN_URL, e.g. `http://admin.localhost:8090`) from Node, for tests, benchmarks
 * and CI checks. Node's fetch neither resolves `*.localhost` nor lets a caller set the Host header, and the
 * server tells the admin's origin from the public one by Host alone; so these connect to 127.0.0.1 over
 * node:http and send the admin origin's Host and, as the admin's own pages do, its Origin.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** What adminRequest takes besides the address. */
export interface AdminRequestOptions {
  /** Default GET. */
  method?: string;
  /** A JSON body (sent with `Content-Type: application/json`); a string or a Buffer is sent as it is. */
  body?: unknown;
  /** More headers; these win over the defaults (`origin: ''` sends no Origin). */
  headers?: Record<string, string>;
  /** The port to connect to on 127.0.0.1; default the admin origin's own port (a proxy's, or the site's). */
  connectPort?: number;
  /** Milliseconds before the call gives up; default 60 000. */
  timeoutMs?: number;
}

/** An answer from the admin's origin. */
export interface AdminResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The cookies the answer set, as `name=value` (attributes left out). */
  cookies: string[];
  /** The body read as JSON. */
  json<T = unknown>(): T;
}

/**
 * Sends `method path` to the admin origin `adminUrl` (an http:// origin) over a socket to 127.0.0.1, with that
 * origin's Host and Origin headers. Resolves with the answer's status, headers, body and cookies, whatever the
 * status; rejects when the connection fails or times out.
 */
export function adminRequest(
  adminUrl: string,
  path: string,
  options: AdminRequestOptions = {},
): Promise<AdminResponse> {
  const admin = new URL(adminUrl);
  if (admin.protocol !== 'http:') throw new Error(`adminRequest speaks http:// only, not ${adminUrl}.`);
  const { body } = options;
  const payload =
    body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const headers: Record<string, string> = {
    host: admin.host,
    origin: admin.origin,
    ...(payload !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)
      ? { 'content-type': 'application/json' }
      : {}),
    ...options.headers,
  };
  if (headers.origin === '') delete headers.origin;
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: options.connectPort ?? (Number(admin.port) || 80),
        method: options.method ?? 'GET',
        path,
        headers,
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';', 1)[0]!),
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${options.method ?? 'GET'} ${adminUrl}${path} timed out.`)));
    call.on('error', reject);
    call.end(payload);
  });
}

/** An admin's session on the admin origin: its cookie kept between calls. */
export interface AdminClient {
  /** Signs in with `email` and `password`; rejects unless the server answers 200. */
  signIn(email: string, password: string): Promise<void>;
  /** adminRequest with the session's cookie; a new session cookie in the answer replaces it. */
  request(method: string, path: string, body?: unknown, options?: AdminRequestOptions): Promise<AdminResponse>;
  /** The session's `Cookie` header value ('' before sign-in). */
  readonly cookie: string;
}

/**
 * A client of the admin origin `adminUrl` that keeps the admin's session cookie, as the admin's browser would.
 * `connectPort` as in adminRequest.
 */
export function adminClient(adminUrl: string, connectPort?: number): AdminClient {
  let cookie = '';
  const client: AdminClient = {
    get cookie() {
      return cookie;
    },
    async request(method, path, body, options = {}) {
      const answer = await adminRequest(adminUrl, path, {
        ...options,
        method,
        body,
        connectPort: options.connectPort ?? connectPort,
        headers: { ...(cookie && { cookie }), ...options.headers },
      });
      const session = answer.cookies.find((c) => c.startsWith('admin_session='));
      if (session) cookie = session;
      return answer;
    },
    async signIn(email, password) {
      const answer = await client.request('POST', '/api/admin/session', { email, password });
      if (answer.status !== 200) throw new Error(`Sign-in on ${adminUrl} answered ${answer.status}: ${answer.body}`);
    },
  };
  return client;
}
