import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { siteDir } from '../paths.ts';
import { readRegistry, registryStore, writeRegistry } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { createReleaseActions } from './actions.ts';
import { watchCanariesOnce } from './canary-watch.ts';

/**
 * The canary watch on a real database: views and client errors as visitors' browsers report them, the rule's
 * verdict, and the rollback it makes, recorded and audited.
 */

jest.setTimeout(30_000);

let dataDir: string;
let site: string;
let app: FastifyInstance;
const logged: string[] = [];
const told: { subject: string; text: string }[] = [];

const view = (version: string) =>
  app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: '/about-us/history', remote: 'about', version },
  });
const error = (version: string) =>
  app.db.execute(
    sql`insert into client_errors (remote, version, message, path) values ('about', ${version}, 'boom', '/about-us/history')`,
  );

beforeAll(async () => {
  process.env.CANARY_MIN_VIEWS = '10';
  dataDir = await mkdtemp(path.join(tmpdir(), 'canary-watch-'));
  site = siteDir(dataDir);
  await writeRegistry(site, {
    schemaVersion: 1,
    remotes: {
      about: {
        version: '1.0.0',
        entry: '/remotes/about/1.0.0/remoteEntry.js',
        basePaths: ['/about-us'],
        canary: {
          version: '2.0.0',
          entry: '/remotes/about/2.0.0/remoteEntry.js',
          basePaths: ['/about-us'],
          percent: 10,
        },
      },
    },
  });
  app = await createSiteServer({ dataDir });
});
afterAll(async () => {
  delete process.env.CANARY_MIN_VIEWS;
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps a canary until it has enough views, then rolls back one whose error rate is over the margin', async () => {
  const options = {
    db: app.db,
    actions: createReleaseActions({
      db: app.db,
      site,
      registry: registryStore(app.db, site),
      shellDist: path.join(dataDir, 'no-shell'),
    }),
    log: (line: string) => logged.push(line),
    tellAdmins: async (message: { subject: string; text: string }) => void told.push(message),
  };
  for (let i = 0; i < 9; i += 1) expect((await view('2.0.0')).statusCode).toBe(204);
  for (let i = 0; i < 20; i += 1) await view('1.0.0');
  await error('2.0.0');
  await error('2.0.0');
  expect((await watchCanariesOnce(options)).about).toMatchObject({
    rollback: false,
    reason: '9 of 10 page views needed to judge.',
  });
  expect((await readRegistry(site)).remotes.about?.canary).toBeDefined();

  await view('2.0.0');
  const verdicts = await watchCanariesOnce(options);
  expect(verdicts.about).toMatchObject({ rollback: true });
  expect(verdicts.about!.reason).toContain('2.0.0: 2 errors in 10 views (20.0 %)');
  const after = (await readRegistry(site)).remotes.about!;
  expect(after.version).toBe('1.0.0');
  expect(after.canary).toBeUndefined();
  const audit = (await app.db.execute(
    sql`select user_email, action, summary from audit_log where entity = 'release'`,
  )) as {
    rows: { user_email: string; action: string; summary: string }[];
  };
  expect(audit.rows).toEqual([
    expect.objectContaining({
      user_email: 'canary watch',
      action: 'rollback',
      summary: expect.stringMatching(/^about canary 2\.0\.0 ended automatically/),
    }),
  ]);
  expect(logged.join('\n')).toContain('canary watch: about 2.0.0 rolled back.');
  expect(told).toEqual([
    {
      subject: 'Canary about 2.0.0 rolled back automatically',
      text: expect.stringContaining('Every visitor gets 1.0.0 again.'),
    },
  ]);
  // Nothing left to judge.
  expect(await watchCanariesOnce(options)).toEqual({});
});
