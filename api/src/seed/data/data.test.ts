import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { US_PHONE, isHttpUrl } from '@site/contracts/schemas';
import { MEDIA_KINDS, illustrationTitle, writeDemoMedia } from '../media.ts';
import {
  fellows,
  frequentlyCalledNumbers,
  locations,
  modalities,
  news,
  outreachEvents,
  physicians,
  quickFacts,
  residents,
  rotator,
  settings,
  subspecialties,
  testimonials,
} from './index.ts';

const SUBSPECIALTY_NAMES = [
  'Body Imaging',
  "Women's Imaging",
  'Emergency Radiology',
  'Cardiovascular Imaging',
  'Interventional Imaging',
  'Musculoskeletal Imaging',
  'Neuroradiology',
  'Nuclear Medicine & Molecular Imaging',
];

const allData = {
  physicians,
  residents,
  fellows,
  modalities,
  subspecialties,
  news,
  quickFacts,
  testimonials,
  rotator,
  outreachEvents,
  frequentlyCalledNumbers,
  locations,
  settings,
};
const allText = JSON.stringify(allData);
const people = [...physicians, ...residents, ...fellows];

const FICTIONAL_PHONE = /^\(937\) 555-01\d\d$/;
const PUBLIC_RESOURCES = ['radiologyinfo.org', 'cancer.gov'];

const onHost = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** Only the reserved example domains, or a well-known public resource a patient page may link to. */
function isAllowedHost(host: string): boolean {
  return (
    host.endsWith('.example') ||
    ['example.org', 'example.com', 'example.net'].some((domain) => onHost(host, domain)) ||
    PUBLIC_RESOURCES.some((domain) => onHost(host, domain))
  );
}

describe('physicians', () => {
  const doctors = physicians.filter((p) => p.category === 'physician');
  const assistants = physicians.filter((p) => p.category === 'physician_assistant');

  it('lists 47 physicians and 5 physician assistants, matching the settings', () => {
    expect(doctors).toHaveLength(47);
    expect(assistants).toHaveLength(5);
    expect(physicians).toHaveLength(52);
    expect(settings.physician_count).toBe(doctors.length);
    expect(settings.physician_assistant_count).toBe(assistants.length);
  });

  it('draws 1 to 3 subspecialties from the known names, each held by several physicians', () => {
    const allowed = [...SUBSPECIALTY_NAMES, 'Diagnostic Radiology', 'Physician Assistant'];
    for (const p of physicians) {
      expect(p.subspecialties.length).toBeGreaterThanOrEqual(1);
      expect(p.subspecialties.length).toBeLessThanOrEqual(3);
      for (const name of p.subspecialties) expect(allowed).toContain(name);
      expect(new Set(p.subspecialties).size).toBe(p.subspecialties.length);
    }
    for (const name of [...SUBSPECIALTY_NAMES, 'Diagnostic Radiology']) {
      expect(doctors.filter((p) => p.subspecialties.includes(name)).length).toBeGreaterThanOrEqual(3);
    }
    for (const pa of assistants) expect(pa.subspecialties).toContain('Physician Assistant');
    for (const doctor of doctors) expect(doctor.subspecialties).not.toContain('Physician Assistant');
  });

  it('keeps the fellow and resident fields empty and uses PA fields only for PAs', () => {
    for (const p of physicians) {
      expect(p.why_msk).toBeNull();
      expect(p.why_radiology).toBeNull();
      expect(p.what_did_you_like_dayton).toBeNull();
      expect(p.training_year).toBeNull();
    }
    for (const doctor of doctors) {
      expect(doctor.medical_school).toBeTruthy();
      expect(doctor.board_certified).toBeTruthy();
      expect(doctor.pa_school).toBeNull();
      expect(doctor.nccpa_certified).toBeNull();
    }
    for (const pa of assistants) {
      expect(pa.pa_school).toBeTruthy();
      expect(pa.nccpa_certified).toBeTruthy();
      expect(pa.medical_school).toBeNull();
      expect(pa.residency).toBeNull();
    }
    const military = doctors.filter((p) => p.military !== null);
    expect(military.length).toBeGreaterThanOrEqual(3);
    expect(military.length).toBeLessThanOrEqual(4);
  });

  it('leaves a few without a photo or biography', () => {
    const withoutPhoto = physicians.filter((p) => p.photo === null).length;
    expect(withoutPhoto).toBeGreaterThanOrEqual(3);
    expect(withoutPhoto).toBeLessThanOrEqual(5);
    const withoutBiography = physicians.filter((p) => p.biography === null).length;
    expect(withoutBiography).toBeGreaterThanOrEqual(2);
    expect(withoutBiography).toBeLessThan(10);
  });
});

describe('people shared rules', () => {
  it('names photos lastname-firstname.svg, each used once', () => {
    const ascii = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-');
    const photos: string[] = [];
    for (const p of people) {
      expect(p.last_name).toBeTruthy();
      expect(p.full_name).toContain(p.last_name);
      if (p.photo === null) continue;
      photos.push(p.photo);
      expect(p.photo).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
      expect(p.photo.startsWith(`${ascii(p.last_name)}-`)).toBe(true);
    }
    expect(new Set(photos).size).toBe(photos.length);
  });

  it('writes biographies and fellow answers as paragraphs only', () => {
    const htmlFields = people.flatMap((p) => [p.biography, p.why_msk, p.why_radiology, p.what_did_you_like_dayton]);
    for (const html of htmlFields) {
      if (html === null) continue;
      expect(html).toMatch(/^<p>/);
      expect(html).toMatch(/<\/p>$/);
      const tags = html.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) expect(['<p>', '</p>']).toContain(tag);
    }
  });
});

describe('residents and fellows', () => {
  it('has four residents in each of years 2 to 5', () => {
    expect(residents).toHaveLength(16);
    for (const year of [2, 3, 4, 5]) {
      expect(residents.filter((r) => r.training_year === year)).toHaveLength(4);
    }
    for (const r of residents) {
      expect(r.category).toBe('resident');
      expect(r.subspecialties).toEqual([]);
      expect(r.medical_school).toBeTruthy();
      expect(r.undergrad).toBeTruthy();
      expect(r.interests).toBeTruthy();
    }
  });

  it('has one musculoskeletal and one breast imaging fellow', () => {
    expect(fellows).toHaveLength(2);
    for (const f of fellows) {
      expect(f.category).toBe('fellow');
      expect(f.why_radiology).toBeTruthy();
      expect(f.what_did_you_like_dayton).toBeTruthy();
      expect(f.medical_school).toBeTruthy();
      expect(f.residency).toBeTruthy();
    }
    expect(fellows.filter((f) => f.why_msk !== null)).toHaveLength(1);
    expect(fellows.find((f) => f.why_msk !== null)?.subspecialties).toEqual(['Musculoskeletal Imaging']);
  });
});

describe('services', () => {
  it('lists the eight modalities in order with their routes', () => {
    expect(modalities.map((m) => [m.name, m.url])).toEqual([
      ['Magnetic Resonance Imaging', '/services/modalities/magnetic-resonance-imaging'],
      ['CT Scan', '/services/modalities/ct-scan'],
      ['Ultrasound', '/services/modalities/ultrasound'],
      ['Nuclear Medicine & Molecular Imaging', '/services/modalities/nuclear-medicine-molecular-imaging'],
      ['Radiology (X-ray)', '/services/modalities/radiology-x-ray'],
      ['Interventional Radiology', '/services/modalities/interventional-radiology'],
      ['PET/CT', '/services/modalities/pet-ct'],
      ['Mammography', '/services/modalities/mammography'],
    ]);
  });

  it('lists the eight subspecialties with their routes', () => {
    const slugs = [
      'body-imaging',
      'womens-imaging',
      'emergency-radiology',
      'cardiovascular-imaging',
      'interventional-imaging',
      'musculoskeletal-imaging',
      'neuroradiology',
      'nuclear-medicine-molecular-imaging',
    ];
    expect(subspecialties.map((s) => s.name)).toEqual(SUBSPECIALTY_NAMES);
    expect(subspecialties.map((s) => s.url)).toEqual(slugs.map((slug) => `/services/subspecialties/${slug}`));
  });

  it('keeps each short description to one plain sentence of at most 160 characters', () => {
    for (const service of [...modalities, ...subspecialties]) {
      expect(service.description_short.length).toBeLessThanOrEqual(160);
      expect(service.description_short).not.toMatch(/</);
      expect(service.description_short).toMatch(/\.$/);
    }
  });
});

describe('news', () => {
  it('has at least eight items with pictures and unique titles, newest first', () => {
    expect(news.length).toBeGreaterThanOrEqual(8);
    expect(new Set(news.map((n) => n.title)).size).toBe(news.length);
    for (const item of news) {
      expect(item.photo_small).toMatch(/^news-[a-z0-9-]+-small\.svg$/);
      expect(item.photo_large).toMatch(/^news-[a-z0-9-]+-large\.svg$/);
      // The pictures are generated abstract art: a caption would describe a photograph that is not there.
      expect(item.photo_large_caption).toBeNull();
      expect(item.intro_text).toBeTruthy();
      expect(item.published_date).toMatch(/^20(24|25|26)-\d\d-\d\d$/);
      expect(new Date(`${item.published_date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.published_date);
      const paragraphs = (item.full_text.match(/<p>/g) ?? []).length;
      expect(paragraphs).toBeGreaterThanOrEqual(3);
      expect(paragraphs).toBeLessThanOrEqual(5);
    }
    const dates = news.map((n) => n.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('links the Software Upgrades page from the story of the reporting-system change, and from no other', () => {
    const linking = news.filter((item) => item.full_text.includes('href="/software-upgrades"'));
    expect(linking.map((item) => item.intro_text)).toEqual([expect.stringMatching(/new reporting system/)]);
  });

  it('names only people on the team list, as the team list names them', () => {
    const named = news.flatMap((item) => {
      const text = [item.title, item.intro_text, item.photo_large_caption ?? '', item.full_text].join(' ');
      const doctors = [...text.matchAll(/Dr\. ([A-Z][\w'’-]+ [A-Z][\w'’-]+)/g)].map((match) => `${match[1]},`);
      const withDegree = [...text.matchAll(/[A-Z][\w'’-]+ [A-Z][\w'’-]+, (?:MD|DO|PA-C)\b/g)].map((match) => match[0]);
      return [...doctors, ...withDegree];
    });
    expect(named.length).toBeGreaterThan(5);
    const team = physicians.map((p) => p.full_name);
    for (const name of named)
      expect(team.some((full) => full.startsWith(name)) ? name : `${name} (not on the team)`).toBe(name);
  });

  it('gives a director the post their team profile holds', () => {
    const posts = [
      {
        pattern: /Dr\. ([A-Z]\w+ [A-Z]\w+), program director/,
        post: 'Program Director, Diagnostic Radiology Residency',
      },
      {
        pattern: /Dr\. ([A-Z]\w+ [A-Z]\w+), director of our musculoskeletal/,
        post: 'Director, Musculoskeletal Imaging Fellowship',
      },
      {
        pattern: /Dr\. ([A-Z]\w+ [A-Z]\w+), who directs the breast imaging fellowship/,
        post: 'Director, Breast Imaging Fellowship',
      },
    ];
    const text = news.map((item) => `${item.intro_text} ${item.full_text}`).join(' ');
    for (const { pattern, post } of posts) {
      const name = text.match(pattern)?.[1];
      expect(name).toBeDefined();
      expect(physicians.find((p) => p.full_name.startsWith(`${name},`))?.appointments_committees).toContain(post);
    }
  });
});

describe('other lists', () => {
  it('has three quick facts, six testimonials and three rotator slides', () => {
    expect(quickFacts).toHaveLength(3);
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) {
      expect(t.name).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    }
    expect(rotator.map((s) => s.image)).toEqual(['rotator-1.svg', 'rotator-2.svg', 'rotator-3.svg']);
  });

  it('quotes patients only in the testimonials, never clinicians speaking about their patients or departments', () => {
    for (const t of testimonials) {
      expect(t.text).toMatch(/\b(I|my|me)\b/);
      expect(t.text).not.toMatch(
        /\b(my|our)( \w+)? (patients?|emergency department|department|hospital|practice|clinic)\b/i,
      );
      expect(t.text).not.toMatch(/\bone of my\b|\breferr(ing|al)\b/i);
    }
  });

  it('has six outreach events with well-formed videos and links', () => {
    expect(outreachEvents).toHaveLength(6);
    for (const event of outreachEvents) {
      expect(event.photo_small).toMatch(/^outreach-[a-z0-9-]+\.svg$/);
      if (event.video !== null) expect(event.video).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(event.link === null).toBe(event.link_text === null);
      if (event.link !== null) expect(event.link.startsWith('https://')).toBe(true);
    }
    expect(outreachEvents.filter((e) => e.video !== null)).toHaveLength(2);
    expect(outreachEvents.filter((e) => e.link !== null)).toHaveLength(3);
  });

  it('has six frequently called numbers, one for billing', () => {
    expect(frequentlyCalledNumbers).toHaveLength(6);
    expect(frequentlyCalledNumbers.filter((n) => /billing/i.test(n.title))).toHaveLength(1);
    for (const number of frequentlyCalledNumbers) expect(number.text).toMatch(FICTIONAL_PHONE);
  });
});

describe('locations', () => {
  it('has 15 locations around Dayton with valid coordinates', () => {
    expect(locations).toHaveLength(15);
    expect(new Set(locations.map((l) => l.name)).size).toBe(15);
    for (const location of locations) {
      expect(location.latitude).not.toBeNull();
      expect(location.longitude).not.toBeNull();
      expect(location.latitude).toBeGreaterThan(39.3);
      expect(location.latitude).toBeLessThan(40.2);
      expect(location.longitude).toBeGreaterThan(-84.6);
      expect(location.longitude).toBeLessThan(-83.6);
    }
  });

  it('stores every phone as a phone and every url as a url', () => {
    for (const location of locations) {
      if (location.phone !== null) {
        expect(location.phone).toMatch(US_PHONE);
        expect(location.phone).toMatch(FICTIONAL_PHONE);
      }
      if (location.url !== null) {
        expect(location.url.startsWith('https://')).toBe(true);
        expect(isHttpUrl(location.url)).toBe(true);
      }
    }
  });

  it('leaves some fields empty, as the original listing does', () => {
    expect(locations.filter((l) => l.url === null)).toHaveLength(2);
    expect(locations.filter((l) => l.phone === null)).toHaveLength(1);
    expect(locations.filter((l) => l.address === null)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('describes the fictional practice', () => {
    expect(settings.organization_name).toBe('Riverbend Radiology Physicians');
    expect(settings.founded_year).toBe(1975);
    expect(settings.billing_company_since).toBe('2015-10-01');
    expect(settings.invoices_by_mail_date).toBe('2025-09-01');
    expect(settings.phone).toBe('(937) 555-0100');
    expect(settings.fax).toBe('(937) 555-0101');
    expect(settings.billing_phone).toBe('(937) 555-0140');
    expect(settings.email).toBe('info@riverbendradiology.example');
    expect(settings.analytics_endpoint).toBe('');
    expect(settings.billing_alert_text).not.toMatch(/</);
  });
});

describe('contact details across all data', () => {
  it('uses only the fictional 555-01xx phone range', () => {
    const phones = allText.match(/\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g) ?? [];
    expect(phones.length).toBeGreaterThan(20);
    for (const phone of phones) expect(phone).toMatch(FICTIONAL_PHONE);
  });

  it('uses only reserved example domains for e-mail and web addresses', () => {
    const emails = allText.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email.split('@')[1]?.endsWith('.example')).toBe(true);

    const urls = allText.match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url.startsWith('https://')).toBe(true);
      expect(isAllowedHost(new URL(url).hostname)).toBe(true);
    }
  });
});

describe('writeDemoMedia', () => {
  let mediaDir = '';

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'demo-media-'));
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  const referenced: [string, string][] = [
    ['physicians', 'default.svg'],
    ...people.flatMap((p): [string, string][] => (p.photo ? [['physicians', p.photo]] : [])),
    ...news.flatMap((n): [string, string][] => [
      ['news', n.photo_small ?? ''],
      ['news', n.photo_large ?? ''],
    ]),
    ...rotator.map((s): [string, string] => ['rotator', s.image]),
    ...outreachEvents.map((e): [string, string] => ['outreach', e.photo_small ?? '']),
  ];

  it('creates an SVG with a title for every referenced picture', async () => {
    await writeDemoMedia(mediaDir);
    expect((await readdir(mediaDir)).sort()).toEqual([...MEDIA_KINDS].sort());
    for (const [kind, file] of referenced) {
      const svg = await readFile(join(mediaDir, kind, file), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
    }
    const files = (await Promise.all(MEDIA_KINDS.map((kind) => readdir(join(mediaDir, kind))))).flat();
    expect(files).toHaveLength(new Set(referenced.map(([kind, file]) => `${kind}/${file}`)).size);
  });

  it('titles each generated illustration as the abstract art it is', async () => {
    const illustrations: [string, string, string][] = [
      ...news.flatMap((n): [string, string, string][] => [
        ['news', n.photo_small ?? '', n.title],
        ['news', n.photo_large ?? '', n.title],
      ]),
      ...rotator.map((s): [string, string, string] => ['rotator', s.image, s.title]),
      ...outreachEvents.map((e): [string, string, string] => ['outreach', e.photo_small ?? '', e.title]),
    ];
    for (const [kind, file, subject] of illustrations) {
      const svg = await readFile(join(mediaDir, kind, file), 'utf8');
      const title = svg
        .match(/<title id="[^"]+">([^<]+)<\/title>/)?.[1]
        ?.replace(/&(apos|quot|lt|gt);/g, (_, name: string) => ({ apos: "'", quot: '"', lt: '<', gt: '>' })[name]!)
        .replace(/&amp;/g, '&');
      expect(title).toBe(illustrationTitle(subject));
      expect(title).toMatch(/^Abstract illustration for /);
    }
  });

  it('draws pictures at the stated sizes', async () => {
    const size = async (kind: string, file: string) => {
      const svg = await readFile(join(mediaDir, kind, file), 'utf8');
      return svg.match(/width="(\d+)" height="(\d+)"/)?.slice(1, 3);
    };
    const firstNews = news[0];
    expect(await size('physicians', 'default.svg')).toEqual(['320', '400']);
    expect(await size('news', firstNews?.photo_small ?? '')).toEqual(['480', '320']);
    expect(await size('news', firstNews?.photo_large ?? '')).toEqual(['1200', '675']);
    expect(await size('rotator', 'rotator-1.svg')).toEqual(['1600', '600']);
    expect(await size('outreach', outreachEvents[0]?.photo_small ?? '')).toEqual(['480', '320']);
  });

  it('never overwrites a file that is already there', async () => {
    const existing = join(mediaDir, 'physicians', 'default.svg');
    await writeFile(existing, 'uploaded by staff');
    await writeDemoMedia(mediaDir);
    expect(await readFile(existing, 'utf8')).toBe('uploaded by staff');
  });
});
