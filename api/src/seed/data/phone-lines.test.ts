import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { frequentlyCalledNumbers, locations, practiceContacts, settings } from './index.ts';

/** One phone number as a page shows it, with what calling it is for and where it is listed. */
interface Line {
  phone: string;
  purpose: string;
  source: string;
}

const PHONE = /\(\d{3}\) \d{3}-\d{4}/g;
const REPO = join(__dirname, '..', '..', '..', '..');
/**
 * Every remote folder but the admin's (whose text is help for staff, with example entries); their page text
 * (`src/content`, where they have one) must hold no phone number of its own.
 */
const remoteFolders = async () =>
  (await readdir(REPO)).filter((name) => name.startsWith('mfe-') && name !== 'mfe-admin');

// The frequently called numbers repeat the settings' lines under their own titles: the same purpose, not a clash.
const SETTINGS_PURPOSE = {
  phone: 'main office',
  fax: 'fax',
  billing_phone: 'billing',
  collections_phone: 'collections',
} as const;
const LIST_TITLE_PURPOSE: Record<string, string> = {
  'Main office': SETTINGS_PURPOSE.phone,
  Fax: SETTINGS_PURPOSE.fax,
  'Billing questions': SETTINGS_PURPOSE.billing_phone,
};

/** Every phone number of the seed: settings, frequently called numbers, locations and practice contacts. */
const lines: Line[] = [
  ...(Object.keys(SETTINGS_PURPOSE) as (keyof typeof SETTINGS_PURPOSE)[]).map((key) => ({
    phone: settings[key],
    purpose: SETTINGS_PURPOSE[key],
    source: `settings.${key}`,
  })),
  ...frequentlyCalledNumbers.map((number) => ({
    phone: number.text,
    purpose: LIST_TITLE_PURPOSE[number.title] ?? number.title.toLowerCase(),
    source: `frequently called numbers: ${number.title}`,
  })),
  ...locations.flatMap((location) =>
    location.phone ? [{ phone: location.phone, purpose: `location ${location.name}`, source: 'locations' }] : [],
  ),
  // A person's line is for reaching that person, in whichever group they are listed; a line without a person
  // is for what its title says.
  ...practiceContacts.flatMap((contact) =>
    contact.phone
      ? [
          {
            phone: contact.phone,
            purpose: contact.full_name ? `reach ${contact.full_name}` : `${contact.group}: ${contact.title}`,
            source: `practice contacts (${contact.group})`,
          },
        ]
      : [],
  ),
];

/** The source files of every remote's content folder and of the seed data, tests left out. */
async function contentFiles(): Promise<string[]> {
  const remotes = (await remoteFolders()).map((remote) => join(REPO, remote, 'src', 'content'));
  const folders = [...remotes.filter((folder) => existsSync(folder)), __dirname];
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(folder, { recursive: true }))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => join(folder, name)),
    ),
  );
  return files.flat();
}

describe('phone numbers across the seed', () => {
  it('gathers every number written in the seed, and the pages’ text writes none of its own', async () => {
    const gathered = new Set(lines.map((line) => line.phone));
    const written: { phone: string; file: string }[] = [];
    for (const file of await contentFiles()) {
      for (const [phone] of (await readFile(file, 'utf8')).matchAll(PHONE)) written.push({ phone, file });
    }
    expect(new Set(written.map((use) => use.phone)).size).toBeGreaterThan(30);
    expect(written.filter((use) => !gathered.has(use.phone))).toEqual([]);
    expect(
      written.filter((use) => !use.file.startsWith(__dirname)).map((use) => `${use.phone} in ${use.file}`),
    ).toEqual([]);
  });

  it('uses each number for one purpose only', () => {
    const byPhone = new Map<string, Line[]>();
    for (const line of lines) byPhone.set(line.phone, [...(byPhone.get(line.phone) ?? []), line]);
    const clashes = [...byPhone]
      .filter(([, uses]) => new Set(uses.map((use) => use.purpose)).size > 1)
      .map(([phone, uses]) => `${phone}: ${uses.map((use) => `${use.purpose} (${use.source})`).join('; ')}`);
    expect(clashes).toEqual([]);
  });

  it('counts a frequently called number as a settings line only when it is that line', () => {
    for (const [key, purpose] of Object.entries(SETTINGS_PURPOSE)) {
      const titles = Object.keys(LIST_TITLE_PURPOSE).filter((title) => LIST_TITLE_PURPOSE[title] === purpose);
      for (const title of titles) {
        expect(frequentlyCalledNumbers.find((number) => number.title === title)?.text).toBe(
          settings[key as keyof typeof SETTINGS_PURPOSE],
        );
      }
    }
  });
});
