import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceLocalReleases, newLocalToken, withdrawLocalReleases } from '@site/server/local-release';
import { createSiteServer } from '@site/server/site-server';
import { ROOT } from './paths.ts';

/**
 * `npm run admin:create` as an operator runs it, the password piped in: with the site stopped it opens the
 * database itself; with the site running on the data folder it goes through the server, whose database it is.
 * Either way the account signs in, and a refusal reads the same.
 */

// Each run of the command is a process of its own, and with the site stopped it opens the database: seconds each.
jest.setTimeout(120_000);

let work: string;
let dataDir: string;

/** Runs `npm run admin:create -- <args>` on this test's data folder with `password` on its standard input. */
function adminCreate(
  password: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--no-warnings', 'scripts/src/admin-create.ts', ...args, '--data-dir', dataDir],
    {
      cwd: ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
  dataDir = path.join(work, 'data');
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('creates accounts with the site stopped and through the site while it runs, each of which signs in', async () => {
  const db = path.join(dataDir, 'db');
  const first = { email: 'first.admin@riverbend.example', password: 'first admin passphrase' };
  const second = { email: 'k.ito@riverbend.example', password: 'an editor passphrase' };
  const taken = (email: string) => ({
    code: 1,
    stdout: '',
    stderr: `${email} already has an account. Add --reset to give it a new password.\n`,
  });

  expect(await adminCreate(first.password, '--email', first.email, '--name', 'First Admin')).toEqual({
    code: 0,
    stdout: `Created the admin account ${first.email} in ${db}. Sign in at /admin/login.\n`,
    stderr: '',
  });
  expect(await adminCreate('another passphrase', '--email', first.email, '--name', 'First Admin')).toEqual(
    taken(first.email),
  );

  const localToken = newLocalToken();
  const app = await createSiteServer({ dataDir, releases: { shellDist: path.join(work, 'shell'), localToken } });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await announceLocalReleases(dataDir, url, localToken);
    const signIn = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: 'http://localhost' },
        payload: { email, password },
      });

    // The embedded database is the server's now: a command that opened it would be refused.
    expect(
      await adminCreate(second.password, '--email', second.email, '--name', 'Kenji Ito', '--role', 'editor'),
    ).toEqual({
      code: 0,
      stdout: `Created the editor account ${second.email} in ${db}. Sign in at /admin/login.\n`,
      stderr: '',
    });
    expect(await adminCreate('another passphrase', '--email', first.email, '--name', 'First Admin')).toEqual(
      taken(first.email),
    );
    expect(await adminCreate('too short', '--email', 'new@riverbend.example', '--name', 'New Person')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'password: Use at least 12 characters.\n',
    });
    expect((await signIn(first.email, first.password)).statusCode).toBe(200);
    expect((await signIn(second.email, second.password)).statusCode).toBe(200);

    const renewed = 'a renewed editor passphrase';
    expect(
      await adminCreate(renewed, '--email', second.email, '--name', 'Kenji Ito', '--role', 'editor', '--reset'),
    ).toEqual({
      code: 0,
      stdout: `Reset the editor account ${second.email} in ${db}. Sign in at /admin/login.\n`,
      stderr: '',
    });
    expect((await signIn(second.email, renewed)).statusCode).toBe(200);
    expect((await signIn(second.email, second.password)).statusCode).toBe(401);

    const signedIn = await signIn(first.email, first.password);
    const cookie = [signedIn.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('admin_session='))!;
    const audit = await app.inject({
      url: '/api/admin/audit?limit=50',
      headers: { origin: 'http://localhost', cookie: cookie.split(';')[0]! },
    });
    const accounts = audit
      .json<{ items: { entity: string; user_email: string; action: string; summary: string }[] }>()
      .items.filter((entry) => entry.entity === 'user')
      .map(({ user_email, action, summary }) => ({ user_email, action, summary }))
      .reverse();
    expect(accounts).toEqual([
      { user_email: 'this machine (npm run admin:create)', action: 'create', summary: `${first.email} (admin)` },
      { user_email: 'this machine (npm run admin:create)', action: 'create', summary: `${second.email} (editor)` },
      {
        user_email: 'this machine (npm run admin:create)',
        action: 'password',
        summary: `set a new password for ${second.email} (editor) and reactivated it`,
      },
    ]);
  } finally {
    await withdrawLocalReleases(dataDir);
    await app.close();
  }
});
