import { buildSettings } from '@site/test-support/builders';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTree, prepareDataDir, SERVER_UMASK } from './file-modes.ts';
import { writeFixtureSite } from './render/hostile-builds.ts';
import { renderInSandbox, sandboxLauncher } from './render/sandbox.ts';

/**
 * The data folder's modes at a server's start: the database and tokens the server's alone, the site readable
 * by others, and the render sandbox still running as user nobody on a root server.
 */

let dir: string;
let umaskBefore: number;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-modes-'));
  umaskBefore = process.umask();
});
afterEach(async () => {
  process.umask(umaskBefore);
  await rm(dir, { recursive: true, force: true });
});

/** The permission bits of `relative` in the test's folder. */
const modeOf = async (relative = '') => (await stat(path.join(dir, relative))).mode & 0o777;

/** Writes `relative` with `mode`, making its folders with `dirMode`. */
async function put(relative: string, mode: number, dirMode = 0o777) {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true, mode: dirMode });
  await writeFile(file, relative);
  await chmod(file, mode);
  await chmod(path.dirname(file), dirMode);
}

test('at start: umask 077, DATA_DIR 0711, the database and tokens private, the site and media readable', async () => {
  // As an earlier version left a data folder: the database's files open to everyone, the site half private.
  await put('db/global/pg_control', 0o666);
  await put('db/pg_hba.conf', 0o666);
  await put('local-release.json', 0o644);
  await put('.release-1234/upload.tar.gz', 0o644, 0o755);
  await put('media/photo.webp', 0o600, 0o700);
  await put('site/pages/g1/about-us/index.html', 0o600, 0o700);
  await put('site/remotes/about/1.0.0/remoteEntry.js', 0o640, 0o750);
  await chmod(path.join(dir, 'db'), 0o777);
  await chmod(dir, 0o755);

  const { changed } = await prepareDataDir(dir);
  expect(changed).toBeGreaterThan(10);
  expect(process.umask()).toBe(SERVER_UMASK);
  expect(await modeOf()).toBe(0o711);
  for (const folder of ['db', 'db/global', '.release-1234'])
    expect([folder, await modeOf(folder)]).toEqual([folder, 0o700]);
  for (const file of ['db/global/pg_control', 'db/pg_hba.conf', 'local-release.json', '.release-1234/upload.tar.gz']) {
    expect([file, await modeOf(file)]).toEqual([file, 0o600]);
  }
  for (const folder of ['site', 'site/pages', 'site/pages/g1/about-us', 'site/remotes/about/1.0.0', 'media']) {
    expect([folder, await modeOf(folder)]).toEqual([folder, 0o755]);
  }
  for (const file of [
    'site/pages/g1/about-us/index.html',
    'site/remotes/about/1.0.0/remoteEntry.js',
    'media/photo.webp',
  ]) {
    expect([file, await modeOf(file)]).toEqual([file, 0o644]);
  }
  // New files are private from now on; a second start changes nothing.
  await writeFile(path.join(dir, 'db', 'new-segment'), 'x');
  expect(await modeOf('db/new-segment')).toBe(0o600);
  expect(await prepareDataDir(dir)).toEqual({ changed: 0 });
});

describe('the render sandbox under these modes', () => {
  let api: Server;
  let apiBase = '';
  beforeAll(async () => {
    const settings = JSON.stringify(buildSettings());
    api = createServer((request, response) =>
      request.url === '/api/settings'
        ? response.writeHead(200, { 'Content-Type': 'application/json' }).end(settings)
        : response.writeHead(404).end(),
    );
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  test('still runs as nobody on a root server, through DATA_DIR 0711 to the site it reads', async () => {
    const fixture = await writeFixtureSite(dir, 'whoAmI', apiBase);
    await prepareDataDir(dir);
    // The fixture keeps the shell's build in DATA_DIR; a server's is in the application folder, readable by all.
    await openTree(fixture.shellDist);
    expect(await modeOf()).toBe(0o711);
    expect(await modeOf('local-release.json')).toBe(0o600);
    const logged: string[] = [];
    const output = await renderInSandbox(
      {
        ...fixture,
        apiBase,
        publicUrl: 'https://www.riverbend.example',
        settings: buildSettings(),
        paths: ['/hostile/x'],
      },
      { limits: { pageTimeoutMs: 5_000, passTimeoutMs: 20_000 }, log: (line) => logged.push(line) },
    );
    const page = output.rendered.find((rendered) => rendered.path === '/hostile/x')?.html;
    expect(page).toMatch(sandboxLauncher().asNobody ? /^uid:65534 / : /^uid:\d+ /);
    expect(logged.filter((line) => line.includes('cannot read'))).toEqual([]);
  });
});
