import { buildSettings } from '@site/test-support/builders';
import { waitFor } from '@site/test-support/wait-for';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryStore } from '../registry.ts';
import { renderVerifier } from '../releases/verify-render.ts';
import { hostileCandidate, SECRETS, writeFixtureSite, type FixtureSite, type HostileVector } from './hostile-builds.ts';
import type { WorkerOutput } from './page-renderer.ts';
import {
  deferSpare,
  renderInSandbox,
  sandboxLauncher,
  sandboxReadPaths,
  sandboxStats,
  startSpare,
  stopSpare,
  type SandboxLimits,
} from './sandbox.ts';

/** A signal that aborts after `ms` with `reason`, as the release action's time limit does. */
function abortAfter(ms: number, reason: string): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(reason)), ms).unref();
  return controller.signal;
}

// Small limits: no test waits real seconds for a limit it can set.
const LIMITS: Partial<SandboxLimits> = { pageTimeoutMs: 1_500, passTimeoutMs: 20_000, memoryMb: 200 };
const settings = buildSettings({ organization_name: 'Riverbend Imaging' });

let api: Server;
let apiBase: string;
/** Every request the API got, by URL. */
let requests: string[];

beforeAll(async () => {
  api = createServer((request, response) => {
    requests.push(request.url!);
    if (request.url === '/api/settings') {
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(settings));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

let dir: string;
let logged: string[];
const savedEnv = process.env.DATABASE_URL;
beforeEach(async () => {
  requests = [];
  logged = [];
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-'));
  // What the server's environment holds: the sandbox must get none of it.
  process.env.DATABASE_URL = SECRETS.env;
});
afterEach(async () => {
  process.env.DATABASE_URL = savedEnv;
  if (savedEnv === undefined) delete process.env.DATABASE_URL;
  await rm(dir, { recursive: true, force: true });
});

const PAGES = ['/good/a', '/hostile/x', '/good/b', '/'];

/** Renders the fixture site's pages with `vector`'s hostile remote, and how long it took in ms. */
async function renderWith(
  vector: HostileVector,
  limits: Partial<SandboxLimits> = {},
  prepare: (fixture: FixtureSite) => Promise<void> = async () => undefined,
) {
  const fixture: FixtureSite = await writeFixtureSite(dir, vector, apiBase);
  await prepare(fixture);
  const started = performance.now();
  const output = await renderInSandbox(
    { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: PAGES },
    { limits: { ...LIMITS, ...limits }, log: (line) => logged.push(line) },
  );
  return { fixture, output, ms: performance.now() - started };
}

/** Every page but the hostile one rendered, each with the API's data: the rest of the pass went on. */
function expectOthersRendered(output: WorkerOutput) {
  const byPath = new Map(output.rendered.map((page) => [page.path, page.html]));
  expect(byPath.get('/good/a')).toBe('<main>good /good/a for Riverbend Imaging</main>');
  expect(byPath.get('/good/b')).toBe('<main>good /good/b for Riverbend Imaging</main>');
  expect(byPath.get('/')).toBe('<main>shell /</main>');
}

/** Nothing a hostile page produced, nor any reason or log line, holds a secret. */
function expectNoSecret(output: WorkerOutput) {
  const everything = JSON.stringify(output) + logged.join('\n');
  for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
}

const hostilePage = (output: WorkerOutput) => output.rendered.find((page) => page.path === '/hostile/x')?.html;
const hostileFailure = (output: WorkerOutput) => output.failed.find((page) => page.path === '/hostile/x')?.reason;

describe('a remote whose Node build reaches past its pages is contained', () => {
  test('it renders with an environment that holds none of the server’s', async () => {
    const { output } = await renderWith('environment');
    expect(hostilePage(output)).toMatch(/^env:/);
    expect(JSON.parse(hostilePage(output)!.slice(4))).toEqual(
      expect.not.objectContaining({ DATABASE_URL: expect.anything() }),
    );
    expectNoSecret(output);
    expectOthersRendered(output);
  });

  test('it reads neither the database’s files nor the machine-local token, by any way to the file system', async () => {
    const { output } = await renderWith('readFiles');
    const lines = hostilePage(output)!.split('\n');
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toMatch(/ refused: /);
    // Past the resolve hook, the permission model refuses the read itself.
    expect(lines).toContain('fakeParent refused: ERR_ACCESS_DENIED');
    expectNoSecret(output);
    expectOthersRendered(output);
  });

  test('it writes no file', async () => {
    const { output, fixture } = await renderWith('writeFile');
    expect(hostilePage(output)).toBe('refused undefined,refused undefined,refused undefined,refused ERR_ACCESS_DENIED');
    expect(existsSync(path.join(fixture.site, 'written-by-a-remote'))).toBe(false);
    expectOthersRendered(output);
  });

  test('it starts no process and no thread', async () => {
    const { output, fixture } = await renderWith('startProcess');
    expect(hostilePage(output)).not.toMatch(/uid=/);
    expect(hostilePage(output)!.split(',')).toEqual([
      'refused undefined',
      'refused undefined',
      'refused undefined',
      'refused ERR_ACCESS_DENIED',
      'refused ERR_ACCESS_DENIED',
    ]);
    expect(existsSync(path.join(fixture.site, 'started-by-a-remote'))).toBe(false);
    expectOthersRendered(output);
  });

  test('it reaches no network, and the parent reads nothing for it but API paths', async () => {
    const { output } = await renderWith('network');
    const outcomes = hostilePage(output)!.split(',');
    // Node 24's permission model has no network flag: past the resolve hook, only the network namespace of a
    // root server stops a connection.
    const reached = outcomes.filter((outcome) => /^(fetched|connected|read )/.test(outcome));
    expect(reached).toEqual(sandboxLauncher().noNetwork ? [] : ['connected']);
    expect(outcomes).toContain('refused /admin/login is not an API path');
    if (sandboxLauncher().noNetwork) expect(requests.filter((url) => url !== '/api/settings')).toEqual([]);
    expectOthersRendered(output);
  });

  test('a busy loop fails its page at the page limit; the pages after it render in a new sandbox', async () => {
    const { output, ms } = await renderWith('busyLoop', { pageTimeoutMs: 400 });
    expect(hostileFailure(output)).toBe('the page took longer than 400 ms to render');
    expectOthersRendered(output);
    expect(ms).toBeLessThan(8_000);
  });

  test('a promise that never settles fails its page at the page limit', async () => {
    const { output } = await renderWith('neverSettles', { pageTimeoutMs: 400 });
    expect(hostileFailure(output)).toBe('the page took longer than 400 ms to render');
    expectOthersRendered(output);
  });

  test('allocating 2 GiB ends the sandbox at its memory cap; its page fails, the others render', async () => {
    const { output } = await renderWith('allocate', { memoryMb: 150 });
    expect(hostileFailure(output)).toMatch(
      /went over its memory limit of 150 MB|ended \((SIGABRT|SIGTRAP|exit code \d+)\) without an answer|Array buffer allocation failed/,
    );
    expectOthersRendered(output);
  });

  test('a page that throws fails alone, with its reason', async () => {
    const { output } = await renderWith('throws');
    expect(hostileFailure(output)).toBe('the hostile remote threw');
    expectOthersRendered(output);
  });

  test('a remote that ends the process fails its page; a new sandbox renders the rest', async () => {
    const { output } = await renderWith('exits');
    expect(hostileFailure(output)).toBe('the render sandbox ended (exit code 3) without an answer');
    expectOthersRendered(output);
  });

  test('a remote cannot hand in another remote’s page over the IPC channel', async () => {
    const { output } = await renderWith('forgesPage');
    expect(hostileFailure(output)).toBe('the render sandbox broke its protocol');
    expect(JSON.stringify(output)).not.toContain('defaced');
    expectOthersRendered(output);
  });

  test('a sandbox kept alive by a timer after its answer is ended, not waited for', async () => {
    const { output, ms } = await renderWith('keepsRunning', { pageTimeoutMs: 5_000, passTimeoutMs: 20_000 });
    expect(hostilePage(output)).toBe('answered');
    expectOthersRendered(output);
    expect(ms).toBeLessThan(4_000);
  });

  test('on a root server it runs as nobody with no network; elsewhere as the server’s user', async () => {
    const { output } = await renderWith('whoAmI');
    const how = sandboxLauncher();
    expect(hostilePage(output)).toMatch(how.asNobody ? /^uid:65534 / : /^uid:\d+ /);
    if (how.noNetwork) expect(hostilePage(output)).toMatch(/interfaces:(lo)?$/);
    expect(logged.filter((line) => line.includes('cannot read'))).toEqual([]);
  });

  test('a build whose archive made its folder private to its owner still runs as nobody on a root server', async () => {
    const { output } = await renderWith('whoAmI', {}, async (fixture) => {
      await chmod(path.join(fixture.site, 'remotes', 'hostile', '1.0.0', 'server'), 0o700);
      await chmod(path.join(fixture.site, 'remotes', 'hostile', '1.0.0'), 0o700);
    });
    expect(hostilePage(output)).toMatch(sandboxLauncher().asNobody ? /^uid:65534 / : /^uid:\d+ /);
    expect(logged.filter((line) => line.includes('cannot read'))).toEqual([]);
  });
});

test('with a sandbox per remote, a remote that tampers with the shell in its process spoils no other page', async () => {
  const { output } = await renderWith('tampersLater', { perRemote: true });
  expect(hostilePage(output)).toBe('answered');
  expectOthersRendered(output);
});

test('the pass limit fails every page left when it runs out', async () => {
  const { output } = await renderWith('neverSettles', { pageTimeoutMs: 5_000, passTimeoutMs: 600, concurrency: 1 });
  expect(hostileFailure(output)).toBe('the render ran past its limit of 600 ms');
  expect(output.failed.length + output.rendered.length).toBe(PAGES.length);
});

test('a sandbox may read the shell, the registry’s remote versions and the packages, not the data folder', async () => {
  const fixture = await writeFixtureSite(dir, 'throws', apiBase);
  const readable = sandboxReadPaths({ ...fixture, publicUrl: '', settings, paths: [] });
  expect(readable).toEqual(
    expect.arrayContaining([
      fixture.shellDist,
      path.join(fixture.site, 'remotes', 'good', '1.0.0'),
      path.join(fixture.site, 'remotes', 'hostile', '1.0.0'),
    ]),
  );
  for (const secret of [dir, fixture.site, path.join(dir, 'db'), path.join(dir, 'local-release.json')]) {
    expect(readable.filter((allowed) => secret === allowed || secret.startsWith(allowed + path.sep))).toEqual([]);
  }
});

describe('each page rendered', () => {
  test('is handed over as its result is taken, before the pages after it end; a page that fails is not', async () => {
    const fixture = await writeFixtureSite(dir, 'busyLoop', apiBase);
    const handed = new Map<string, number>();
    const output = await renderInSandbox(
      { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: PAGES },
      {
        limits: LIMITS,
        log: (line) => logged.push(line),
        onRendered: (page) => handed.set(page.path, performance.now()),
      },
    );
    const ended = performance.now();
    expect([...handed.keys()]).toEqual(output.rendered.map((page) => page.path));
    expect([...handed.keys()]).toEqual(['/good/a', '/good/b', '/']);
    // The page before the hanging one was handed over before the page's time limit ended that sandbox.
    expect(ended - handed.get('/good/a')!).toBeGreaterThanOrEqual(LIMITS.pageTimeoutMs!);
    expect(hostileFailure(output)).toMatch(/longer than/);
  });
});

describe('what a sandbox sends its parent is bounded', () => {
  test('a page whose markup is over the message limit fails alone; the others render', async () => {
    const { output } = await renderWith('oversized');
    expect(hostileFailure(output)).toBe("the page's message was over the limit of 5 MB");
    expectOthersRendered(output);
  });

  test('a sandbox that floods its channel is ended; its page fails, a new sandbox renders the rest', async () => {
    const { output, ms } = await renderWith('floods', { pageTimeoutMs: 5_000 });
    expect(hostileFailure(output)).toBe('the render sandbox sent too many messages');
    expectOthersRendered(output);
    expect(ms).toBeLessThan(4_000);
  });
});

describe('a verification', () => {
  const verifier = (fixture: FixtureSite) =>
    renderVerifier(
      {
        site: fixture.site,
        shellDist: fixture.shellDist,
        registry: { read: async () => fixture.registry } as unknown as RegistryStore,
        apiBase,
        publicUrl: 'https://www.riverbend.example',
      },
      'hostile',
    );

  test('whose render hangs fails with the reason its signal gives, its sandbox killed at once', async () => {
    const fixture = await writeFixtureSite(dir, 'neverSettles', apiBase);
    const candidate = { ...(await hostileCandidate(fixture)), routes: ['/hostile/x'] };
    const killed = sandboxStats().killed;
    const started = performance.now();
    // The page limit (RENDER_PAGE_TIMEOUT_MS, 5 s by default) is far off: only the signal ends it.
    const problems = await verifier(fixture)(
      candidate,
      AbortSignal.any([AbortSignal.timeout(60_000), abortAfter(500, 'the verification did not end within 0.5 s')]),
    );
    expect(problems).toEqual(['/hostile/x: the verification did not end within 0.5 s']);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(sandboxStats().killed).toBe(killed + 1);
  });

  test('of a build that behaves only in its candidate folder passes, and once released only its pages fail', async () => {
    const fixture = await writeFixtureSite(dir, 'candidateOnly', apiBase);
    const candidate = { ...(await hostileCandidate(fixture)), routes: ['/hostile/x'] };
    expect(await verifier(fixture)(candidate)).toEqual([]);

    // Released, it hangs its page in a busy loop: that page fails at the page limit, every other one renders,
    // and so do the passes after it (an edit), the warm spare included.
    const input = { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: PAGES };
    const options = {
      limits: { ...LIMITS, pageTimeoutMs: 400 },
      log: (line: string) => logged.push(line),
      spare: true,
    };
    for (let pass = 1; pass <= 2; pass++) {
      const started = performance.now();
      const output = await renderInSandbox(input, options);
      expect(hostileFailure(output)).toBe('the page took longer than 400 ms to render');
      expectOthersRendered(output);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    const edit = await renderInSandbox({ ...input, paths: ['/good/b'] }, options);
    expect(edit.rendered.map((page) => page.html)).toEqual(['<main>good /good/b for Riverbend Imaging</main>']);
    stopSpare();
  });
});

describe('the warm spare', () => {
  // A call with a failed page keeps no sandbox (see below): it leaves a fresh spare instead.
  test('is taken by the next call with the same allowed files, and by no other', async () => {
    const fixture = await writeFixtureSite(dir, 'throws', apiBase);
    const input = { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: PAGES };
    const options = { limits: LIMITS, log: (line: string) => logged.push(line), spare: true };
    try {
      await renderInSandbox(input, options);
      // The call's own sandbox, then the spare it left: the next call takes it and leaves one again.
      const before = sandboxStats().started;
      const again = await renderInSandbox(input, options);
      expectOthersRendered(again);
      expect(sandboxStats().started).toBe(before + 1);
      // A registry naming another version folder needs other allowed files: a new sandbox, never the spare.
      const other = await hostileCandidate(fixture, 'c2');
      const registry = { ...fixture.registry, remotes: { ...fixture.registry.remotes, hostile: other } };
      const elsewhere = await renderInSandbox({ ...input, registry }, options);
      expectOthersRendered(elsewhere);
      expect(sandboxStats().started).toBe(before + 3);
    } finally {
      stopSpare();
    }
  });

  test('is started by startSpare once deferred, and the call after it takes it', async () => {
    const fixture = await writeFixtureSite(dir, 'throws', apiBase);
    const input = { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: PAGES };
    const options = { limits: LIMITS, log: (line: string) => logged.push(line), spare: true };
    deferSpare();
    try {
      const before = sandboxStats().started;
      await renderInSandbox(input, options);
      await renderInSandbox(input, options);
      // No spare between the calls: each started its own.
      expect(sandboxStats().started).toBe(before + 2);
      startSpare();
      expect(sandboxStats().started).toBe(before + 3);
      const taken = await renderInSandbox(input, options);
      expectOthersRendered(taken);
      expect(sandboxStats().started).toBe(before + 3);
    } finally {
      deferSpare(false);
      stopSpare();
    }
  });
});

describe("a pass's sandbox, kept", () => {
  const pass = (fixture: FixtureSite, paths = ['/good/a', '/hostile/x']) => ({
    ...fixture,
    apiBase,
    publicUrl: 'https://www.riverbend.example',
    settings,
    paths,
  });
  const options = () => ({ limits: LIMITS, log: (line: string) => logged.push(line), spare: true });

  test("renders the next pass with the same registry, from that pass's data, and no other call", async () => {
    const fixture = await writeFixtureSite(dir, 'keepsRunning', apiBase);
    try {
      await renderInSandbox(pass(fixture), options());
      const before = sandboxStats().started;
      const edited = { ...settings, organization_name: 'Edited Imaging' };
      const next = await renderInSandbox(
        { ...pass(fixture), answers: new Map([['/api/settings', edited]]) },
        options(),
      );
      expect(next.rendered.map((page) => page.html)).toEqual([
        '<main>good /good/a for Edited Imaging</main>',
        'answered',
      ]);
      expect(sandboxStats().started).toBe(before);
      // The same files under another registry (a base path moved), or a call that keeps none (a verification,
      // a preview): a process of their own.
      const registry = structuredClone(fixture.registry);
      registry.remotes.good!.basePaths = ['/good', '/better'];
      await renderInSandbox({ ...pass(fixture), registry }, options());
      expect(sandboxStats().started).toBe(before + 1);
      await renderInSandbox(pass(fixture), { limits: LIMITS, log: (line: string) => logged.push(line) });
      expect(sandboxStats().started).toBe(before + 2);
      // Both registries' sandboxes are kept: the first one's answers again, as after a rollback.
      const back = await renderInSandbox(pass(fixture), options());
      expect(back.rendered.map((page) => page.html)).toEqual([
        '<main>good /good/a for Riverbend Imaging</main>',
        'answered',
      ]);
      expect(sandboxStats().started).toBe(before + 2);
    } finally {
      stopSpare();
    }
  });

  test('is not taken once a Node build it loaded changed on disk', async () => {
    const fixture = await writeFixtureSite(dir, 'keepsRunning', apiBase);
    try {
      await renderInSandbox(pass(fixture, ['/good/a']), options());
      const before = sandboxStats().started;
      const container = path.join(fixture.site, 'remotes', 'good', '1.0.0', 'server', 'container.cjs');
      await writeFile(container, (await readFile(container, 'utf8')).replace("'<main>good '", "'<main>rebuilt '"));
      const next = await renderInSandbox(pass(fixture, ['/good/a']), options());
      expect(next.rendered.map((page) => page.html)).toEqual(['<main>rebuilt /good/a for Riverbend Imaging</main>']);
      expect(sandboxStats().started).toBe(before + 1);
    } finally {
      stopSpare();
    }
  });

  test.each(['sabotagesNextCall', 'hangsNextCall'] as const)(
    'whose remote turns on the next call before its first page (%s) is replaced for that call',
    async (vector) => {
      const fixture = await writeFixtureSite(dir, vector, apiBase);
      const both = ['<main>good /good/a for Riverbend Imaging</main>', 'answered'];
      try {
        const first = await renderInSandbox(pass(fixture), options());
        expect(first.rendered.map((page) => page.html)).toEqual(both);
        const before = sandboxStats().started;
        const next = await renderInSandbox(pass(fixture), options());
        expect(next.failed).toEqual([]);
        expect(next.rendered.map((page) => page.html)).toEqual(both);
        expect(sandboxStats().started).toBe(before + 1);
      } finally {
        stopSpare();
      }
    },
  );

  test('is not kept after a page failed in it', async () => {
    const fixture = await writeFixtureSite(dir, 'throws', apiBase);
    deferSpare();
    try {
      await renderInSandbox(pass(fixture), options());
      const before = sandboxStats().started;
      const next = await renderInSandbox(pass(fixture, ['/good/a']), options());
      expect(next.rendered.map((page) => page.html)).toEqual(['<main>good /good/a for Riverbend Imaging</main>']);
      expect(sandboxStats().started).toBe(before + 1);
    } finally {
      deferSpare(false);
      stopSpare();
    }
  });

  test("is not kept after a remote's previous version answered for it", async () => {
    const fixture = await writeFixtureSite(dir, 'throws', apiBase);
    // The registry's version of good is missing: its previous one renders the page.
    const registry = structuredClone(fixture.registry);
    const good = registry.remotes.good!;
    registry.remotes.good = { ...good, version: '1.0.1', entry: good.entry.replace('1.0.0', '1.0.1'), previous: good };
    try {
      const first = await renderInSandbox({ ...pass(fixture, ['/good/a']), registry }, options());
      expect(first.rendered.map((page) => page.html)).toEqual(['<main>good /good/a for Riverbend Imaging</main>']);
      const before = sandboxStats().started;
      await renderInSandbox({ ...pass(fixture, ['/good/a']), registry }, options());
      expect(sandboxStats().started).toBe(before + 1);
    } finally {
      stopSpare();
    }
  });

  test('is ended when code runs in it while it waits, and the next pass gets a new one', async () => {
    const fixture = await writeFixtureSite(dir, 'spinsLater', apiBase);
    try {
      const killed = sandboxStats().killed;
      const first = await renderInSandbox(pass(fixture), options());
      expect(first.rendered.map((page) => page.html)).toEqual([
        '<main>good /good/a for Riverbend Imaging</main>',
        'answered',
      ]);
      await waitFor(() => sandboxStats().killed > killed, {
        timeoutMs: 10_000,
        intervalMs: 100,
        what: 'the busy sandbox to be ended',
      });
      const before = sandboxStats().started;
      const next = await renderInSandbox(pass(fixture, ['/good/a']), options());
      expect(next.rendered).toHaveLength(1);
      expect(sandboxStats().started).toBe(before + 1);
    } finally {
      stopSpare();
    }
  });
});

describe("the renderer's API reads", () => {
  test('come from the answers the call was given, and from the API only for the paths it was not', async () => {
    const fixture = await writeFixtureSite(dir, 'throws', apiBase);
    const input = { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings, paths: ['/good/a'] };
    const options = { limits: LIMITS, log: (line: string) => logged.push(line) };
    const given = { ...settings, organization_name: 'Given Answer Imaging' };
    const answered = await renderInSandbox({ ...input, answers: new Map([['/api/settings', given]]) }, options);
    expect(answered.rendered.map((page) => page.html)).toEqual(['<main>good /good/a for Given Answer Imaging</main>']);
    expect(requests).toEqual([]);
    const read = await renderInSandbox({ ...input, answers: new Map([['/api/physicians', []]]) }, options);
    expect(read.rendered.map((page) => page.html)).toEqual(['<main>good /good/a for Riverbend Imaging</main>']);
    expect(requests).toEqual(['/api/settings']);
  });
});
