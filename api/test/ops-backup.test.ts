import './test-support/vm-modules.ts';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news, settings } from '../src/db/schema.ts';
import { backupDatabase, restoreDatabase } from '../src/ops/backup.ts';
import type { BackupTarget } from '../src/ops/backup.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { buildNewsItem, buildPhysician, buildSeedContent } from './test-support/builders.ts';
import { buildSettings } from '@site/test-support/builders';
import { dropTestSchema, opsDatabase } from './test-support/ops.ts';
import type { OpsDatabase } from './test-support/ops.ts';
import { onPostgres, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';

// Each step closes the app and opens it again on the restored data: a PGlite directory, or one PostgreSQL schema.
jest.setTimeout(SETUP_TIMEOUT_MS);
// The round trip opens the database three times, twice on a directory PGlite must create and migrate first.
const ROUND_TRIP_TIMEOUT_MS = 3 * SETUP_TIMEOUT_MS;

const PUBLIC_CALLS = [
  '/api/settings',
  '/api/physicians',
  '/api/residents',
  '/api/fellows',
  '/api/news/',
  '/api/modalities',
  '/api/subspecialties',
  '/api/quickfacts/',
  '/api/testimonials',
  '/api/rotator',
  '/api/outreach-events',
  '/api/frequently-called-numbers',
  '/api/practice-contacts',
  '/api/locations',
];

/** Every public answer, by URL. */
async function publicContent(app: FastifyInstance): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const url of PUBLIC_CALLS) {
    const response = await app.inject({ url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    answers[url] = response.json();
  }
  return answers;
}

let database: OpsDatabase;
let target: BackupTarget;
let file: string;
/** The site on the restored database, left running by the round trip (closed by cleanUp when no test does). */
let restored: FastifyInstance | undefined;
beforeAll(async () => {
  database = await opsDatabase();
  target = {
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgliteDir: path.join(database.dir, 'db'),
    pgSchema: database.pgSchema,
  };
  file = path.join(database.dir, 'backups', 'site.backup');
});
afterAll(() => database?.cleanUp());

describe(`backup and restore (${onPostgres ? 'pg_dump on PostgreSQL' : 'PGlite data directory'})`, () => {
  it(
    'restores exactly the content that was backed up, edits included, after the database is wiped',
    async () => {
      const app = await database.start();
      await seedIfEmpty(
        app.db,
        buildSeedContent({
          physicians: [buildPhysician({ full_name: 'Rowan Example, MD', biography: '<p>Reads MRI.</p>' })],
          news: [buildNewsItem({ title: 'First story' }), buildNewsItem({ title: 'Second story' })],
          settings: buildSettings({ phone: '(937) 555-0100' }),
        }),
      );
      // Edits staff made after the seed: they must survive, not come back as the seed had them.
      await app.db.update(news).set({ title: 'First story, corrected' }).where(eq(news.title, 'First story'));
      await app.db.update(settings).set({ phone: '(937) 555-0177' });
      const before = await publicContent(app);
      expect(JSON.stringify(before)).toContain('First story, corrected');

      if (!onPostgres) {
        // A PGlite directory that a server has open is not copied.
        await expect(backupDatabase(target, file)).rejects.toThrow(/in use: stop the server first/);
      }
      await app.close();
      const backup = await backupDatabase(target, file);
      expect(backup).toMatchObject({ kind: onPostgres ? 'postgres' : 'pglite', file });
      expect(backup.bytes).toBeGreaterThan(1000);

      if (onPostgres) await dropTestSchema(database.pgSchema);
      else await rm(target.pgliteDir!, { recursive: true });
      const empty = await database.start();
      expect((await empty.inject({ url: '/api/news/' })).json()).toEqual([]);
      await empty.close();

      await restoreDatabase(target, file);
      restored = await database.start();
      expect(await publicContent(restored)).toEqual(before);
    },
    ROUND_TRIP_TIMEOUT_MS,
  );

  (onPostgres ? it.skip : it)(
    'keeps the PGlite directory it replaces, and refuses while a server has it open',
    async () => {
      // The restored site of the round trip, still running: a server of its own would open the directory again.
      const open = restored ?? (await database.start());
      await expect(restoreDatabase(target, file)).rejects.toThrow(/in use/);
      await open.close();
      const result = await restoreDatabase(target, file);
      expect(result.previousDir).toMatch(/db\.before-restore-/);
      const again = await database.start();
      expect((await again.inject({ url: '/api/settings' })).json().phone).toBe('(937) 555-0177');
      await again.close();
    },
  );

  it('refuses a file that is no backup, and a backup of the other kind of database', async () => {
    const junk = path.join(database.dir, 'notes.txt');
    await writeFile(junk, 'hello');
    await expect(restoreDatabase(target, junk)).rejects.toThrow(/is not a backup made by npm run backup/);
    const otherKind = path.join(database.dir, 'other.backup');
    await writeFile(otherKind, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP-not-really');
    await expect(restoreDatabase(target, otherKind)).rejects.toThrow(
      onPostgres ? /is a PGlite backup/ : /is a PostgreSQL backup/,
    );
  });
});
