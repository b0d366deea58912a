/* eslint-disable no-restricted-imports -- This test reads the remotes' page text as data, to check it against
   the seed; the API itself never imports front-end code. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { careersContent } from '../../../../mfe-about/src/content/careers.ts';
import { breastFellowship } from '../../../../mfe-education/src/content/breast-fellowship.ts';
import { mskFellowship } from '../../../../mfe-education/src/content/msk-fellowship.ts';
import { residency } from '../../../../mfe-education/src/content/residency.ts';
import { billingCompanies } from '../../../../mfe-patient/src/content/billing.ts';
import { content as referringPhysicians } from '../../../../mfe-services/src/content/referring-physicians.ts';
import { frequentlyCalledNumbers, locations, settings } from './index.ts';
/* eslint-enable no-restricted-imports */

// The referring physicians' page imports its drawing; the bundler gives it a URL, and here any string will do.
jest.mock('../../../../mfe-services/src/illustrations/referring-physicians.svg', () => ({ default: 'drawing.svg' }));

/** One phone number as a page shows it, with what calling it is for and where it is listed. */
interface Line {
  phone: string;
  purpose: string;
  source: string;
}

const PHONE = /\(\d{3}\) \d{3}-\d{4}/g;
const REPO = join(__dirname, '..', '..', '..', '..');
/** The public remotes whose page text is in `src/content`; the admin remote's only number is a format example. */
const REMOTES = ['mfe-about', 'mfe-education', 'mfe-news-contact', 'mfe-patient', 'mfe-services'];

// The frequently called numbers repeat the settings' lines under their own titles: the same purpose, not a clash.
const SETTINGS_PURPOSE = { phone: 'main office', fax: 'fax', billing_phone: 'billing' } as const;
const LIST_TITLE_PURPOSE: Record<string, string> = {
  'Main office': SETTINGS_PURPOSE.phone,
  Fax: SETTINGS_PURPOSE.fax,
  'Billing questions': SETTINGS_PURPOSE.billing_phone,
};

/** A person's line is for reaching that person, on whichever page lists them. */
const personLines = (source: string, contacts: readonly { name: string; phone: string | null }[]): Line[] =>
  contacts.flatMap(({ name, phone }) => (phone ? [{ phone, purpose: `reach ${name}`, source }] : []));

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
  ...personLines('Career Opportunities', careersContent.contacts),
  ...personLines('Radiology Residency', residency.contacts),
  ...personLines('Breast Imaging Fellowship', breastFellowship.contacts),
  ...personLines('Musculoskeletal Imaging Fellowship', mskFellowship.contacts),
  ...billingCompanies.flatMap((company) =>
    company.phone ? [{ phone: company.phone, purpose: company.name, source: 'Billing Information' }] : [],
  ),
  ...referringPhysicians.readingRooms.lines.map((line) => ({
    phone: line.phone,
    purpose: `reading room ${line.path}`,
    source: 'Referring Physicians',
  })),
];

/** The source files of every content folder and of the seed data, tests left out. */
async function contentFiles(): Promise<string[]> {
  const folders = [...REMOTES.map((remote) => join(REPO, remote, 'src', 'content')), __dirname];
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(folder, { recursive: true }))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => join(folder, name)),
    ),
  );
  return files.flat();
}

describe('phone numbers across the seed and the pages', () => {
  it('gathers every number that appears in the content, so none escapes the check below', async () => {
    const gathered = new Set(lines.map((line) => line.phone));
    const written = new Set<string>();
    for (const file of await contentFiles()) {
      for (const [phone] of (await readFile(file, 'utf8')).matchAll(PHONE)) written.add(phone);
    }
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((phone) => !gathered.has(phone))).toEqual([]);
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
