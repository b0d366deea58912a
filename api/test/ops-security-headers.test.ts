import './test-support/vm-modules.ts';
import { PRESENTATION_HOSTS } from '@site/contracts/presentation-hosts';
import { settings } from '../src/db/schema.ts';
import { HSTS_VALUE, SHELL_START_SCRIPT_HASH } from '../src/plugins/external/security-policy.ts';
import { signedIn } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { buildSettings } from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent({ settings: buildSettings({ analytics_endpoint: '' }) }), {
    // As behind a load balancer on this machine: X-Forwarded-Host is believed.
    trustProxy: '127.0.0.1',
  });
  // A page route as the site server adds one, to check that files and pages get the headers too.
  testApp.app.get('/some/page', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const PUBLIC_HOST = 'www.riverbendradiology.example';

/** The CSP of an answer as {directive: sources}. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

describe('security headers', () => {
  it('sends a Content-Security-Policy allowing exactly the site, the embeds, the map tiles and data: images', async () => {
    const response = await get('/some/page', { host: PUBLIC_HOST });
    expect(policy(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      // The site's files, and of inline scripts the shell's start-up script alone, by its hash.
      'script-src': ["'self'", `'${SHELL_START_SCRIPT_HASH}'`],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://tile.openstreetmap.org'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      // The video player and the fixed list of presentation hosts, nothing a setting adds.
      'frame-src': [
        'https://www.youtube-nocookie.com',
        'https://docs.google.com',
        'https://onedrive.live.com',
        'https://view.officeapps.live.com',
        'https://www.canva.com',
        'https://prezi.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': HSTS_VALUE,
    });
  });

  it('puts the same headers on API answers and on errors', async () => {
    for (const url of ['/api/settings', '/api/nothing-here']) {
      const response = await get(url, { host: PUBLIC_HOST });
      expect(policy(response.headers['content-security-policy'])['script-src']).toEqual([
        "'self'",
        `'${SHELL_START_SCRIPT_HASH}'`,
      ]);
      expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
    }
  });

  it('keeps HSTS and admits no dev server whatever host a request or a trusted proxy names', async () => {
    const cases: Record<string, string>[] = [
      { host: 'localhost:8080' },
      { host: '127.0.0.1' },
      { host: '[::1]:8080' },
      { host: 'dev.localhost' },
      { host: PUBLIC_HOST, 'x-forwarded-host': 'localhost' },
    ];
    for (const headers of cases) {
      const response = await get('/some/page', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", `'${SHELL_START_SCRIPT_HASH}'`]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    }
  });

  it('answers 400 in the JSON shape to a malformed host, and serves well-formed ones', async () => {
    const cases: Record<string, string>[] = [
      { host: '[::1' },
      { host: 'exa mple' },
      { host: ':99999' },
      { host: 'www.example:0' },
      { host: '[not:an:address]' },
      { host: PUBLIC_HOST, 'x-forwarded-host': 'exa mple' },
    ];
    for (const headers of cases) {
      for (const url of ['/some/page', '/api/settings']) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'bad_request', message: 'The Host header is not a valid host name.' },
        });
      }
    }
    for (const host of ['www.riverbend.example:443', '203.0.113.9', '[2001:db8::1]:8080', 'site_web:8080']) {
      expect((await get('/api/settings', { host })).statusCode).toBe(200);
    }
  });

  it('sends the same headers whatever the settings say: an analytics endpoint or a presentation changes nothing', async () => {
    const headersNow = async () => {
      const { 'x-request-id': _id, date: _date, ...rest } = (await get('/some/page', { host: PUBLIC_HOST })).headers;
      return rest;
    };
    const before = await headersNow();
    const admin = await signedIn(testApp.app, 'admin');
    const current = (await admin.call('GET', '/api/admin/settings')).json();
    try {
      const saved = await admin.call('PUT', '/api/admin/settings', {
        ...current,
        analytics_endpoint: 'https://stats.example.org/collect?site=7',
        presentation_embed_url: 'https://www.canva.com/design/DAF-upgrade/view?embed',
        presentation_url: 'https://www.canva.com/design/DAF-upgrade/view',
      });
      expect(saved.statusCode).toBe(200);
      expect(await headersNow()).toEqual(before);
      // Written past the admin form, as a restore or a manual edit could: still the same policy.
      for (const endpoint of [
        'https://a.example,https://b.example',
        'https://a.example;script-src *',
        'http://x.example',
      ]) {
        await testApp.app.db.update(settings).set({ analytics_endpoint: endpoint, presentation_embed_url: endpoint });
        expect(await headersNow()).toEqual(before);
      }
    } finally {
      await testApp.app.db.update(settings).set({
        analytics_endpoint: '',
        presentation_embed_url: '',
        presentation_url: '',
      });
    }
    const csp = policy(before['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      ...PRESENTATION_HOSTS.map((entry) => `https://${entry.host}`),
    ]);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, a new one per request', async () => {
    const first = await get('/api/settings');
    const second = await get('/api/nothing-here');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps the id a proxy or caller sent, unless it is not a plain token', async () => {
    expect((await get('/api/settings', { 'x-request-id': 'lb-7f3a.42' })).headers['x-request-id']).toBe('lb-7f3a.42');
    const forged = await get('/api/settings', { 'x-request-id': 'x"}\n{"level":60' });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
