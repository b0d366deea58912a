import './test-support/vm-modules.ts';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { generate } from 'selfsigned';
import { buildSettings } from '@site/test-support/builders';
import { waitFor } from '@site/test-support/wait-for';
import { settings } from '../src/db/schema.ts';
import { PAGE_VIEW_RATE_LIMIT } from '../src/routes/page-views.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/** A request the analytics endpoint received. */
interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let testApp: TestApp;
const lines: string[] = [];
let endpoint: Server;
let endpointOrigin = '';
const received: Received[] = [];
/** How the endpoint answers the next requests: a status, or hold the request open. */
let answer: number | 'hold' = 204;
const held: ServerResponse[] = [];
const trustedBefore = tls.getCACertificates('default');

beforeAll(async () => {
  // A real https endpoint on this machine, trusted by this process alone: the form accepts https only.
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
  tls.setDefaultCACertificates([...trustedBefore, pems.cert]);
  endpoint = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url!, headers: request.headers, body });
      if (answer === 'hold') held.push(response);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointOrigin = `https://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  testApp = await createTestApp(buildSeedContent({ settings: buildSettings({ analytics_endpoint: '' }) }), {
    logger: true,
    logStream: { write: (line) => lines.push(line) },
    // The test's endpoint listens on loopback, which the public-address rule refuses (public-endpoint.test.ts).
    analyticsNetwork: { isAllowedAddress: (address) => address === '127.0.0.1' },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  for (const response of held) response.end();
  await testApp?.close();
  endpoint?.closeAllConnections();
  await new Promise((resolve) => endpoint?.close(resolve));
  tls.setDefaultCACertificates(trustedBefore);
});
beforeEach(() => {
  answer = 204;
});

let address = 0;
/** Posts a page view as a visitor's browser would; each call from a new address unless one is given. */
const view = (
  payload: unknown,
  { remoteAddress = `198.51.100.${(address += 1) % 250}`, headers = {} as Record<string, string> } = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/page-views',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

const setEndpoint = (value: string) => testApp.app.db.update(settings).set({ analytics_endpoint: value });

/** The page views the endpoint has received with `path`, once there are `count` of them. */
const receivedFor = (path: string, count = 1) =>
  waitFor(
    () => {
      const matching = received.filter((r) => JSON.parse(r.body).path === path);
      return matching.length >= count && matching;
    },
    { what: `${count} page view(s) of ${path} at the endpoint` },
  );

const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; level: number });

describe('POST /api/page-views', () => {
  it('answers 204 and passes nothing on while no analytics endpoint is set', async () => {
    const response = await view({ path: '/services/unset-endpoint' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // The next view, with an endpoint, arrives; the first never does.
    await setEndpoint(`${endpointOrigin}/collect`);
    expect((await view({ path: '/services/set-endpoint' })).statusCode).toBe(204);
    await receivedFor('/services/set-endpoint');
    expect(received.filter((r) => r.body.includes('unset-endpoint'))).toEqual([]);
  });

  it('posts the path and the time, and nothing of the visitor’s, to exactly the saved endpoint', async () => {
    await setEndpoint(`${endpointOrigin}/collect?site=7`);
    const response = await view(
      { path: '/news/12?email=pat@home.example#comments' },
      {
        remoteAddress: '203.0.113.45',
        headers: {
          cookie: 'admin_device=secret-device; other=1',
          referer: 'https://search.example/?q=my+knee+mri',
          'user-agent': 'Visitor Browser/1.0',
          'accept-language': 'es-US',
          'x-forwarded-for': '192.0.2.99',
          host: 'elsewhere.example',
        },
      },
    );
    expect(response.statusCode).toBe(204);
    const [forwarded] = await receivedFor('/news/12');
    expect(forwarded!.url).toBe('/collect?site=7');
    expect(forwarded!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(forwarded!.body);
    expect(body).toEqual({ path: '/news/12', at: expect.any(String) });
    expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
    expect(forwarded!.headers).not.toHaveProperty('cookie');
    expect(forwarded!.headers).not.toHaveProperty('referer');
    expect(forwarded!.headers).not.toHaveProperty('x-forwarded-for');
    expect(forwarded!.headers).not.toHaveProperty('forwarded');
    expect(forwarded!.headers).not.toHaveProperty('accept-language', 'es-US');
    expect(forwarded!.headers['user-agent']).not.toBe('Visitor Browser/1.0');
    expect(forwarded!.headers.host).toBe(new URL(endpointOrigin).host);
    const everything = JSON.stringify(forwarded);
    for (const personal of ['203.0.113.45', '192.0.2.99', 'secret-device', 'pat@home', 'knee', 'comments']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('takes no address from the request: a path is only ever data, and other fields are dropped', async () => {
    await setEndpoint(`${endpointOrigin}/collect`);
    for (const payload of [
      { path: `${endpointOrigin}/elsewhere` },
      { path: 'https://elsewhere.example/' },
      { url: '/' },
      ['/'],
    ]) {
      const refused = await view(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    const extra = { path: '/extra-field', endpoint: `${endpointOrigin}/elsewhere`, at: '1999-01-01T00:00:00Z' };
    expect((await view(extra)).statusCode).toBe(204);
    expect((await view({ path: '//elsewhere.example/collect' })).statusCode).toBe(204);
    const [withExtra] = await receivedFor('/extra-field');
    expect(JSON.parse(withExtra!.body)).toEqual({ path: '/extra-field', at: expect.stringMatching(/^20\d\d-/) });
    const [doubleSlash] = await receivedFor('//elsewhere.example/collect');
    for (const forwarded of [withExtra, doubleSlash]) expect(forwarded!.url).toBe('/collect');
    expect(received.map((r) => r.url)).not.toContain('/elsewhere');
  });

  it('passes on the path and time alone when the view names a remote and version', async () => {
    await setEndpoint(`${endpointOrigin}/collect`);
    const response = await view({ path: '/about-us/leadership', remote: 'about', version: '1.5.0-rc.1' });
    // This app has no registry: nothing to count against, and the visitor's answer is the same.
    expect(response.statusCode).toBe(204);
    const [forwarded] = await receivedFor('/about-us/leadership');
    expect(JSON.parse(forwarded!.body)).toEqual({ path: '/about-us/leadership', at: expect.any(String) });
  });

  it('refuses a body above 1 KB with 413, and anything but JSON with 415', async () => {
    const large = await view({ path: `/${'a'.repeat(1100)}` });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('payload_too_large');
    const text = await testApp.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ path: '/' }),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
  });

  it(`drops views past ${PAGE_VIEW_RATE_LIMIT.max} from one address in 10 minutes, still answering 204; others go on`, async () => {
    await setEndpoint(`${endpointOrigin}/collect`);
    const busy = '203.0.113.120';
    for (let i = 0; i < PAGE_VIEW_RATE_LIMIT.max; i += 1) {
      expect((await view({ path: `/busy/${i}` }, { remoteAddress: busy })).statusCode).toBe(204);
    }
    await receivedFor(`/busy/${PAGE_VIEW_RATE_LIMIT.max - 1}`);
    // Answered like any other, so the visitor's console shows nothing; neither passed on nor counted.
    expect((await view({ path: '/busy/over' }, { remoteAddress: busy })).statusCode).toBe(204);
    expect((await view({ path: '/not-busy' }, { remoteAddress: '203.0.113.121' })).statusCode).toBe(204);
    await receivedFor('/not-busy');
    expect(received.map((r) => JSON.parse(r.body).path)).not.toContain('/busy/over');
  });

  it('answers 204 at once when the endpoint fails, is slow or cannot be reached, and logs the failure', async () => {
    await setEndpoint(`${endpointOrigin}/collect`);
    answer = 500;
    expect((await view({ path: '/contact/failing' })).statusCode).toBe(204);
    await receivedFor('/contact/failing');
    const failure = await waitFor(() => logged().find((entry) => entry.msg.startsWith('page view not passed on')), {
      what: 'the failure in the log',
    });
    expect(failure).toMatchObject({ level: 40, msg: 'page view not passed on: the analytics endpoint answered 500' });
    expect(lines.join('\n')).not.toContain('/contact/failing');

    // Held open by the endpoint: the visitor's answer does not wait for it.
    answer = 'hold';
    expect((await view({ path: '/contact/slow' })).statusCode).toBe(204);
    await receivedFor('/contact/slow');
    expect(held).toHaveLength(1);

    // Nothing listens there: still 204.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await setEndpoint(`https://127.0.0.1:${port}/collect`);
    expect((await view({ path: '/contact/unreachable' })).statusCode).toBe(204);
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('tells visitors only whether analytics is on, never the endpoint', async () => {
    await setEndpoint(`${endpointOrigin}/collect?site=7`);
    const on = await testApp.app.inject({ url: '/api/settings' });
    expect(on.json()).toMatchObject({ analytics_enabled: true });
    expect(on.json()).not.toHaveProperty('analytics_endpoint');
    expect(on.body).not.toContain(new URL(endpointOrigin).host);
    await setEndpoint('');
    expect((await testApp.app.inject({ url: '/api/settings' })).json()).toMatchObject({ analytics_enabled: false });
  });

  it('passes nothing on for a stored endpoint the form would refuse, and still answers 204', async () => {
    for (const stored of [`http://127.0.0.1:${new URL(endpointOrigin).port}/collect`, 'https://a.example,https://b']) {
      await setEndpoint(stored);
      expect((await view({ path: '/billing/refused-endpoint' })).statusCode).toBe(204);
    }
    await setEndpoint(`${endpointOrigin}/collect`);
    expect((await view({ path: '/billing/good-endpoint' })).statusCode).toBe(204);
    await receivedFor('/billing/good-endpoint');
    expect(received.filter((r) => r.body.includes('refused-endpoint'))).toEqual([]);
  });
});
