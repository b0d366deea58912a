/**
 * @jest-environment-options {"resources": "usable", "runScripts": "dangerously"}
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { Registry } from '@site/contracts/types';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadRemoteModule, startRemotes } from './remote-loader.ts';

// The real Module Federation runtime loads each remoteEntry.js with a script element, which jsdom fetches from
// this server: the tests control what each release folder answers, and count what was asked.
type Answer = { status: number; body?: string } | 'drop';
let server: Server;
let base: string;
let answers: Record<string, Answer[]>;
let requests: string[];

/** A container as webpack writes one: a global named after the remote, whose `get` returns a module factory. */
const entry = (global: string, moduleBody: string) => ({
  status: 200,
  body: `globalThis[${JSON.stringify(global)}] = {
    init: function () {},
    get: function (expose) { return Promise.resolve(function () { return ${moduleBody}; }); },
  };`,
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!;
    requests.push(path);
    const queue = answers[path] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404 };
    if (answer === 'drop') return request.socket.destroy();
    response.writeHead(answer.status, { 'Content-Type': 'text/javascript' }).end(answer.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let reports: { remote: string; version: string; message: string }[];
let instanceCount = 0;

beforeEach(() => {
  answers = {};
  requests = [];
  reports = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    reports.push(JSON.parse(String(init?.body)));
    return new Response('{}', { status: 201 });
  });
  // The retry plugin logs each retry; the runtime warns when a remote is registered again.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** A registry with one remote `name` at 2.0.0 and, unless `previous` is false, 1.0.0 as its previous version. */
function registry(name: string, previous = true): Registry {
  return {
    schemaVersion: 1,
    remotes: {
      [name]: {
        version: '2.0.0',
        entry: `${base}/remotes/${name}/2.0.0/remoteEntry.js`,
        basePaths: [`/${name}`],
        ...(previous && { previous: { version: '1.0.0', entry: `${base}/remotes/${name}/1.0.0/remoteEntry.js` } }),
      },
    },
  };
}

/** A fresh federation instance (a page of its own) with the site's loader plugins and `reg`'s remotes. */
function page(reg: Registry) {
  const instance = createInstance({ name: `shell_test_${++instanceCount}`, remotes: [] });
  startRemotes(reg, instance);
  return instance;
}

describe('loading a remote with the real federation runtime', () => {
  it('loads the current version when it answers', async () => {
    answers['/remotes/ok/2.0.0/remoteEntry.js'] = [entry('ok', "{ version: 'current' }")];
    const instance = page(registry('ok'));
    await expect(loadRemoteModule('ok', 'routes', instance)).resolves.toEqual({ version: 'current' });
    expect(requests).toEqual(['/remotes/ok/2.0.0/remoteEntry.js']);
    expect(reports).toEqual([]);
  });

  it('serves the previous version when the current remoteEntry.js is missing (404), and reports the failed version', async () => {
    answers['/remotes/gone/1.0.0/remoteEntry.js'] = [entry('gone', "{ version: 'previous' }")];
    const instance = page(registry('gone'));
    await expect(loadRemoteModule('gone', 'routes', instance)).resolves.toEqual({ version: 'previous' });
    expect(requests.filter((path) => path.includes('/2.0.0/')).length).toBeGreaterThanOrEqual(2);
    expect(requests.at(-1)).toBe('/remotes/gone/1.0.0/remoteEntry.js');
    expect(reports).toEqual([expect.objectContaining({ remote: 'gone', version: '2.0.0' })]);
  });

  it('serves the previous version when the current one throws while its module evaluates', async () => {
    answers['/remotes/throws/2.0.0/remoteEntry.js'] = [
      entry('throws', "(function () { throw new Error('bad release'); })()"),
    ];
    answers['/remotes/throws/1.0.0/remoteEntry.js'] = [entry('throws', "{ version: 'previous' }")];
    const instance = page(registry('throws'));
    await expect(loadRemoteModule('throws', 'routes', instance)).resolves.toEqual({ version: 'previous' });
    expect(reports).toEqual([expect.objectContaining({ remote: 'throws', version: '2.0.0', message: 'bad release' })]);
  });

  it('rides out one dropped connection with the retry plugin and stays on the current version', async () => {
    answers['/remotes/flaky/2.0.0/remoteEntry.js'] = ['drop', entry('flaky', "{ version: 'current' }")];
    const instance = page(registry('flaky'));
    await expect(loadRemoteModule('flaky', 'routes', instance)).resolves.toEqual({ version: 'current' });
    expect(requests).toEqual(['/remotes/flaky/2.0.0/remoteEntry.js', '/remotes/flaky/2.0.0/remoteEntry.js']);
    expect(reports).toEqual([]);
  });

  it('fails, naming nothing it did not try, when there is no previous version', async () => {
    const instance = page(registry('lonely', false));
    await expect(loadRemoteModule('lonely', 'routes', instance)).rejects.toThrow();
    expect(requests.every((path) => path === '/remotes/lonely/2.0.0/remoteEntry.js')).toBe(true);
    expect(reports).toEqual([]);
  });

  it('fails when the previous version fails too, after trying it once', async () => {
    const instance = page(registry('broken'));
    await expect(loadRemoteModule('broken', 'routes', instance)).rejects.toThrow();
    expect(requests).toContain('/remotes/broken/1.0.0/remoteEntry.js');
    expect(reports).toHaveLength(1);
  });
});
