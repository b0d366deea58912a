import './test-support/vm-modules.ts';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseConnection } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { practiceContacts, settings as seedSettings } from '../src/seed/data/index.ts';
import { SETUP_TIMEOUT_MS } from './test-support/test-app.ts';

/**
 * Migration 0007 makes the practice's facts data. A database seeded before it keeps showing what the pages
 * showed from code; a new database gets nothing from it, so the seed (which loads only into empty content
 * tables) still fills it.
 */

let before: string;
let connection: DatabaseConnection | undefined;
beforeAll(async () => {
  // The migrations as they stood before 0007: the same files, with the journal ending at 0006.
  before = await mkdtemp(path.join(tmpdir(), 'migrations-0006-'));
  await cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0007');
  await writeFile(journalFile, JSON.stringify(journal));
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  await connection?.close();
  connection = undefined;
});
afterAll(() => rm(before, { recursive: true, force: true }));

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await connection!.db.execute(query)) as unknown as { rows: T[] }).rows;

it(
  'carries the contacts and company facts into a database seeded before 0007',
  async () => {
    // From initdb, not the suite's migrated template: the migrations up to 0006 must run on their own.
    connection = await openDatabase({ pgliteTemplate: null });
    await connection.migrate(before);
    const s = seedSettings;
    await connection.db.execute(sql`insert into settings (organization_name, street_address, city, state, zip, phone,
      fax, email, social_url, social_name, billing_phone, billing_alert_text, invoices_by_mail_date,
      billing_company_since, founded_year, physician_count, physician_assistant_count) values
      (${s.organization_name}, ${s.street_address}, ${s.city}, ${s.state}, ${s.zip}, ${s.phone}, ${s.fax}, ${s.email},
      ${s.social_url}, ${s.social_name}, ${s.billing_phone}, ${s.billing_alert_text}, ${s.invoices_by_mail_date},
      ${s.billing_company_since}, ${s.founded_year}, ${s.physician_count}, ${s.physician_assistant_count})`);

    await connection.migrate(migrationsFolder());

    const contacts = await rows<Record<string, unknown>>(
      sql`select "group", title, full_name, phone, email, hours from practice_contacts order by position, id`,
    );
    expect(contacts).toEqual(practiceContacts);
    const [facts] = await rows<Record<string, string>>(sql`select * from settings`);
    expect(facts).toMatchObject({
      billing_company_name: s.billing_company_name,
      billing_company_address: s.billing_company_address,
      collections_company_name: s.collections_company_name,
      collections_company_address: s.collections_company_address,
      collections_phone: s.collections_phone,
      payment_url: s.payment_url,
      residency_application_url: s.residency_application_url,
      careers_video_id: '',
      presentation_url: '',
    });
  },
  SETUP_TIMEOUT_MS,
);

it(
  'leaves a new database empty, for the seed to fill',
  async () => {
    connection = await openDatabase();
    await connection.migrate(migrationsFolder());
    expect(await rows(sql`select id from practice_contacts`)).toEqual([]);
    expect(await rows(sql`select id from settings`)).toEqual([]);
  },
  SETUP_TIMEOUT_MS,
);
