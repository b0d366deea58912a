import './test-support/vm-modules.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import { buildServiceSummary } from '@site/test-support/builders';
import { audit_log, revisions } from '../src/db/schema.ts';
import { multipartFile, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Every admin write of an edited record puts the record, its revision and its audit line in one transaction
 * (docs/design.md#product-decisions): with the revisions or the audit log refusing a row, the write answers 500
 * and leaves nothing half-written (the record, its draft, the revisions, the audit log and the media folder as
 * they were), and the same write goes through once the table takes rows again.
 */

let testApp: TestApp;
let call: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(
    buildSeedContent({ subspecialties: [buildServiceSummary({ name: 'Neuroradiology' })] }),
    { mail: null },
  );
  ({ call } = await signedIn(testApp.app, 'admin'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

let pictures = 0;
/** A picture unlike any other the tests upload, so its files are new to the media store. */
const picture = () => {
  pictures += 1;
  const background = `#${(pictures * 0x010305).toString(16).padStart(6, '0')}`;
  return sharp({ create: { width: 600, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
};

/** An edited record's screen, a valid form, the same form changed, and its picture's route and folder. */
interface Entity {
  screen: keyof typeof REVISION_ENTITIES;
  form: Record<string, unknown>;
  changed: Record<string, unknown>;
  picture: 'photo' | 'image';
  folder: string;
  /** The picture can be removed (a rotator slide's is required: only replaced). */
  removable: boolean;
}

const physicianForm = {
  category: 'physician',
  full_name: 'Nadia Varga, MD',
  last_name: 'Varga',
  subspecialties: ['Neuroradiology'],
  biography: '<p>Reads head and spine.</p>',
};
const newsForm = {
  title: 'Evening hours in Kettering',
  intro_text: 'Open until 8.',
  photo_large_caption: 'The front desk.',
  published_date: '2026-10-02',
  full_text: '<p>Open until 8 on weekdays.</p>',
};
const outreachForm = { title: 'Health fair', intro_text: 'Free screenings.', video: '', link: '/news', link_text: '' };

const ENTITIES: Entity[] = [
  {
    screen: 'physicians',
    form: physicianForm,
    changed: { ...physicianForm, biography: '<p>Reads head, neck and spine.</p>' },
    picture: 'photo',
    folder: 'physicians',
    removable: true,
  },
  {
    screen: 'news',
    form: newsForm,
    changed: { ...newsForm, title: 'Evening hours in Kettering and Troy' },
    picture: 'photo',
    folder: 'news',
    removable: true,
  },
  {
    screen: 'rotator',
    form: { title: 'Same-day MRI', text: 'Call before noon.' },
    changed: { title: 'Same-day MRI and CT', text: 'Call before noon.' },
    picture: 'image',
    folder: 'rotator',
    removable: false,
  },
  {
    screen: 'outreach',
    form: outreachForm,
    changed: { ...outreachForm, title: 'Spring health fair' },
    picture: 'image',
    folder: 'outreach',
    removable: true,
  },
];

type Answer = Awaited<ReturnType<AdminCaller>>;

/** A write of one record (`id`), as the admin screens send it. */
interface Write {
  name: string;
  /** A create writes no revision, so only a failing audit line can stop it. */
  needsRevision: boolean;
  applies: (entity: Entity) => boolean;
  /** What it sends, looked up (the revision to restore) before any insert is refused. */
  prepare: (entity: Entity, id: number) => Promise<() => Promise<Answer>>;
}

const WRITES: Write[] = [
  {
    name: 'create',
    needsRevision: false,
    applies: () => true,
    prepare: async (entity) => () => call('POST', `/api/admin/${entity.screen}`, entity.form),
  },
  {
    name: 'update',
    needsRevision: true,
    applies: () => true,
    prepare: async (entity, id) => () => call('PUT', `/api/admin/${entity.screen}/${id}`, entity.changed),
  },
  {
    name: 'delete',
    needsRevision: true,
    applies: () => true,
    prepare: async (entity, id) => () => call('DELETE', `/api/admin/${entity.screen}/${id}`),
  },
  {
    name: 'picture upload',
    needsRevision: true,
    applies: () => true,
    prepare: async (entity, id) => {
      const { payload, headers } = multipartFile(await picture());
      return () => call('POST', `/api/admin/${entity.screen}/${id}/${entity.picture}`, payload, headers);
    },
  },
  {
    name: 'picture removal',
    needsRevision: true,
    applies: (entity) => entity.removable,
    prepare: async (entity, id) => () => call('DELETE', `/api/admin/${entity.screen}/${id}/${entity.picture}`),
  },
  {
    name: 'draft publish',
    needsRevision: true,
    applies: () => true,
    prepare: async (entity, id) => () => call('POST', `/api/admin/${entity.screen}/${id}/draft/publish`),
  },
  {
    name: 'revision restore',
    needsRevision: true,
    applies: () => true,
    prepare: async (entity, id) => {
      const entityName = encodeURIComponent(REVISION_ENTITIES[entity.screen]);
      const [newest] = (await call('GET', `/api/admin/revisions?entity=${entityName}&id=${id}`)).json() as {
        id: number;
      }[];
      return () => call('POST', `/api/admin/revisions/${newest!.id}/restore`);
    },
  },
];

const TABLES = [
  ['the revision', 'revisions'],
  ['the audit line', 'audit_log'],
] as const;

/**
 * A record with a picture, a revision (of the save that changed it) and a pending draft, so every write has
 * something to change.
 */
async function makeRecord(entity: Entity): Promise<number> {
  const created = await call('POST', `/api/admin/${entity.screen}`, entity.form);
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  const { payload, headers } = multipartFile(await picture());
  expect((await call('POST', `/api/admin/${entity.screen}/${id}/${entity.picture}`, payload, headers)).statusCode).toBe(
    200,
  );
  expect((await call('PUT', `/api/admin/${entity.screen}/${id}/draft`, entity.changed)).statusCode).toBe(200);
  return id;
}

/** Everything a write may change: the record, its list, its draft, the revisions, the audit log, the files. */
async function state(entity: Entity, id: number) {
  const body = async (url: string) => {
    const answer = await call('GET', url);
    return { status: answer.statusCode, body: answer.body };
  };
  const db = testApp.app.db;
  const files = await readdir(path.join(testApp.mediaDir, entity.folder)).catch(() => []);
  return {
    record: await body(`/api/admin/${entity.screen}/${id}`),
    list: await body(`/api/admin/${entity.screen}`),
    draft: await body(`/api/admin/${entity.screen}/${id}/draft`),
    revisions: await db.$count(revisions),
    audit: await db.$count(audit_log),
    files: files.sort(),
  };
}

/**
 * Runs `work` with a trigger refusing every insert into `table`, so the write fails at that step and no
 * earlier; drops it whatever happens. PL/pgSQL runs on PGlite and PostgreSQL alike.
 */
async function refusingInserts<T>(table: string, work: () => Promise<T>): Promise<T> {
  const db = testApp.app.db;
  await db.execute(
    sql.raw(
      `create or replace function refuse_insert() returns trigger language plpgsql as $$ ` +
        `begin raise exception 'refused: insert into %', tg_table_name; end $$`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
  }
}

const cases = ENTITIES.flatMap((entity) =>
  WRITES.filter((write) => write.applies(entity)).flatMap((write) =>
    TABLES.filter(([, table]) => table !== 'revisions' || write.needsRevision).map(
      ([what, table]) => [entity.screen, write.name, what, entity, write, table] as const,
    ),
  ),
);

describe('an admin write that fails part-way', () => {
  it.each(cases)(
    '%s %s: nothing is written when %s cannot be',
    async (_screen, _write, _what, entity, write, table) => {
      const id = await makeRecord(entity);
      const before = await state(entity, id);

      const send = await write.prepare(entity, id);
      const failed = await refusingInserts(table, send);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ error: { code: 'internal_error' } });
      expect(await state(entity, id)).toEqual(before);

      // The same write goes through once the table takes rows again: it failed at that step alone.
      expect((await send()).statusCode).toBeLessThan(300);
    },
  );

  it.each(TABLES)('site settings: nothing is written when %s cannot be', async (_what, table) => {
    const settings = (await call('GET', '/api/admin/settings')).json() as { organization_name: string };
    const read = async () => ({
      settings: (await call('GET', '/api/admin/settings')).body,
      revisions: await testApp.app.db.$count(revisions),
      audit: await testApp.app.db.$count(audit_log),
    });
    const before = await read();
    const changed = { ...settings, organization_name: `${settings.organization_name} Group` };

    const failed = await refusingInserts(table, () => call('PUT', '/api/admin/settings', changed));
    expect(failed.statusCode).toBe(500);
    expect(await read()).toEqual(before);

    expect((await call('PUT', '/api/admin/settings', changed)).statusCode).toBe(200);
  });
});
