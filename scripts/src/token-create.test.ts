import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceLocalReleases, newLocalToken, withdrawLocalReleases } from '@site/server/local-release';
import { registryStore } from '@site/server/registry';
import { createSiteServer } from '@site/server/site-server';
import { ROOT } from './paths.ts';
import { callRemoteAction, releaseOverHttp } from './release.ts';

/**
 * `npm run token:create` as an operator runs it: with the site stopped it opens the database itself; with the
 * site running on the data folder it goes through the server, whose database it is. Either way the token it
 * prints releases its one remote, and a refusal reads the same.
 */

// Each run of the command is a process of its own, and with the site stopped it opens the database: seconds each.
jest.setTimeout(120_000);

let work: string;
let dataDir: string;

/** Runs `npm run token:create -- <args>` on this test's data folder; resolves with its exit code and output. */
function tokenCreate(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--no-warnings', 'scripts/src/token-create.ts', ...args, '--data-dir', dataDir],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The token a successful run printed, after checking the line it prints before it. */
function printedToken(run: { code: number | null; stdout: string }, remote: string): string {
  expect(run.code).toBe(0);
  const [said, token, ...rest] = run.stdout.trim().split('\n');
  expect(said).toMatch(
    new RegExp(`^Deploy token #\\d+ for ${remote} \\(shown once; keep it in your CI's secrets\\):$`),
  );
  expect(rest).toEqual([]);
  return token!;
}

/** A fake shell build sharing react 19.3.1, and a fake build of about against it. */
async function fakeBuilds(): Promise<{ shellDist: string; about: string }> {
  const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }];
  const shellDist = path.join(work, 'shell');
  const about = path.join(work, 'about');
  await mkdir(shellDist, { recursive: true });
  await mkdir(about, { recursive: true });
  await writeFile(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  await writeFile(path.join(about, 'mf-manifest.json'), JSON.stringify({ name: 'about', shared }));
  await writeFile(
    path.join(about, 'registry-entry.json'),
    JSON.stringify({ name: 'about', basePaths: ['/about-us'], routes: ['/about-us/meet-our-team'] }),
  );
  await writeFile(path.join(about, 'remoteEntry.js'), 'console.log("about");');
  return { shellDist, about };
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'token-create-'));
  dataDir = path.join(work, 'data');
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('makes the token with the site stopped, and through the site while it runs, each releasing its one remote', async () => {
  const refusal = 'Enter a remote’s federation name, such as about or newsContact.\n';
  const stopped = await tokenCreate('--remote', 'about', '--label', 'made while stopped');
  const whileStopped = printedToken(stopped, 'about');
  expect(await tokenCreate('--remote', 'no such remote', '--label', 'CI')).toEqual({
    code: 1,
    stdout: '',
    stderr: refusal,
  });

  const { shellDist, about } = await fakeBuilds();
  const localToken = newLocalToken();
  const app = await createSiteServer({ dataDir, releases: { shellDist, localToken } });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await announceLocalReleases(dataDir, url, localToken);
    // The embedded database is the server's now: a command that opened it would be refused.
    const running = await tokenCreate('--remote', 'about', '--label', 'made while running');
    const whileRunning = printedToken(running, 'about');
    expect(running.stdout).toMatch(/^Deploy token #2 for about/);
    expect(await tokenCreate('--remote', 'no such remote', '--label', 'CI')).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal,
    });

    const released = await releaseOverHttp('about', {
      site: url,
      token: whileRunning,
      version: '1.0.0',
      distDir: about,
    });
    expect(released).toMatchObject({ remote: 'about', version: '1.0.0', status: 'live' });
    expect((await registryStore(app.db).read()).remotes.about?.version).toBe('1.0.0');
    await expect(callRemoteAction('services', { site: url, token: whileRunning })).rejects.toThrow(
      'The deploy token is for about, not services.',
    );
    expect(
      await releaseOverHttp('about', { site: url, token: whileStopped, version: '1.1.0', distDir: about }),
    ).toMatchObject({ version: '1.1.0', previous: '1.0.0', status: 'live' });
  } finally {
    await withdrawLocalReleases(dataDir);
    await app.close();
  }
});
