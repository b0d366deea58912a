import './helpers/vm-modules.ts';
import { sql } from 'drizzle-orm';
import { buildContactForm, buildSeedContent } from './helpers/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

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
