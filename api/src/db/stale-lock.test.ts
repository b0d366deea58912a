import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './client.ts';
import { PGLITE_LOCK, pgliteLockHolder, recoverStaleLock } from './stale-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stale-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A process that stays alive until killed; resolves once it runs. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("up")'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)));
}

test('a lock whose owner is no live process is stale: removed, with a log line', async () => {
  const dead = await liveProcess();
  const exited = new Promise((resolve) => dead.once('exit', resolve));
  dead.kill('SIGKILL');
  await exited;
  await writeFile(path.join(dir, PGLITE_LOCK), '-42\n/pglite/data\n');
  await writeFile(path.join(dir, 'postmaster.owner'), JSON.stringify({ pid: dead.pid }));
  expect(pgliteLockHolder(dir)).toBeUndefined();

  const logged: string[] = [];
  await recoverStaleLock(dir, (line) => logged.push(line));
  expect(logged).toEqual([
    `database: removed a stale lock in ${dir} left by an abrupt stop (process ${dead.pid} is not running)`,
  ]);
  expect(existsSync(path.join(dir, PGLITE_LOCK))).toBe(false);
});

test('a lock held by a live process is left alone and names that process', async () => {
  const holder = await liveProcess();
  try {
    await writeFile(path.join(dir, PGLITE_LOCK), '-42\n');
    await writeFile(path.join(dir, 'postmaster.owner'), JSON.stringify({ pid: holder.pid }));
    expect(pgliteLockHolder(dir)).toBe(holder.pid);
    const logged: string[] = [];
    await recoverStaleLock(dir, (line) => logged.push(line));
    expect(logged).toEqual([]);
    expect(existsSync(path.join(dir, PGLITE_LOCK))).toBe(true);
  } finally {
    holder.kill('SIGKILL');
  }
});

test('a database whose process was killed while it had it open opens again, its lock recovered', async () => {
  const pgliteDir = path.join(dir, 'db');
  const client = path.join(__dirname, 'client.ts');
  // A server holding the database, stopped abruptly: PGlite's lock stays behind.
  const server = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { openDatabase } = await import(${JSON.stringify(client)});
       const connection = await openDatabase({ pgliteDir: ${JSON.stringify(pgliteDir)} });
       await connection.db.execute('select 1');
       console.log('open');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout.once('data', resolve));
  expect(pgliteLockHolder(pgliteDir)).toBe(server.pid);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
  expect(existsSync(path.join(pgliteDir, PGLITE_LOCK))).toBe(true);
  expect(pgliteLockHolder(pgliteDir)).toBeUndefined();

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const connection = await openDatabase({ pgliteDir });
    await connection.close();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^database: removed a stale lock in .* left by an abrupt stop/),
    );
  } finally {
    warn.mockRestore();
  }
  expect(existsSync(path.join(pgliteDir, PGLITE_LOCK))).toBe(false);
}, 60_000);
