import './test-support/vm-modules.ts';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
let logged: string[];
// Every log line the app writes, as JSON text.
const lines: string[] = [];
beforeAll(async () => {
  logged = [];
  testApp = await createTestApp(buildSeedContent(), { logger: true, logStream: { write: (line) => lines.push(line) } });
  // A route that fails the way a bug would, registered where the API's routes live.
  testApp.app.get('/api/test-only/boom', async () => {
    throw new Error('secret detail: relation "physicians" does not exist');
  });
  // A catch-all page route, as a site server adds beside the API, handing /api paths back as not found.
  testApp.app.get('/*', async (request, reply) =>
    request.url.startsWith('/api') ? reply.callNotFound() : reply.type('text/html').send('<p>page</p>'),
  );
  testApp.app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error.message);
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

describe('errors', () => {
  // GETs reach the catch-all page route, which hands /api paths back with callNotFound(); other methods match
  // no route at all. Both must end in the same JSON 404.
  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api/news/extra/segments'],
    ['GET', '/api'],
    ['POST', '/api/unknown'],
    ['DELETE', '/api/physicians'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ error: { code: 'not_found', message: `There is nothing at ${method} ${url}.` } });
  });

  it('answers 500 with a generic message and no detail, and logs the error', async () => {
    const response = await testApp.app.inject({ url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    expect(response.body).not.toMatch(/secret|stack|relation/);
    expect(logged).toContain('secret detail: relation "physicians" does not exist');
  });

  it('logs a failed database write without what the visitor sent', async () => {
    const form = buildContactForm({
      name: 'Quentin Unlogged',
      email: 'quentin.unlogged@mail.example',
      comments: 'My scan on the fourth, please call back.',
    });
    // The table disappears for the length of one request, as in an outage: the insert fails in the database.
    await testApp.app.db.execute(sql`alter table contact_submissions rename to contact_submissions_away`);
    try {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/utilities/contact.php', payload: form });
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.app.db.execute(sql`alter table contact_submissions_away rename to contact_submissions`);
    }
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    const failure = failures.at(-1);
    expect(failure?.err.message).toMatch(/^Failed query: insert into "contact_submissions"/);
    expect(failure?.err.cause.message).toMatch(/contact_submissions/);
    const everything = lines.join('\n');
    for (const personal of ['Quentin', 'unlogged@', 'fourth']) expect(everything).not.toContain(personal);
  });
});

describe('errors Fastify and Node raise before any route', () => {
  /** The headers every answer carries (helmet, HSTS, the request id), checked on an answer's headers. */
  function expectSecurityHeaders(headers: Record<string, unknown>): void {
    expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(headers['x-request-id']).toEqual(expect.any(String));
  }

  it('answers a URL with broken percent-encoding with 400 in the one shape and the security headers', async () => {
    const response = await testApp.app.inject({ url: '/api/news/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'The address is not valid: a % in it is not followed by a valid encoded character.',
      },
    });
    expectSecurityHeaders(response.headers);
  });

  it('answers a malformed JSON body with 400 in the one shape and the security headers', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/utilities/contact.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Robin", ',
      remoteAddress: '203.0.113.77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
    expectSecurityHeaders(response.headers);
  });

  it('answers headers past the size limit with 431 in the one shape and the security headers', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      // Node's limit for all request headers is 16 KiB.
      socket.write(`GET /api/news HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    const [head = '', body] = raw.split('\r\n\r\n');
    const [statusLine, ...headerLines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
    );
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(body ?? '')).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
    expectSecurityHeaders(headers);
  });
});
