import { catalogue, describePath, REFERRING_PHYSICIANS_PATH, servicePath } from './catalogue.ts';
import { section } from '../routes.tsx';
import { blocksText } from './plain-text.ts';
import { content as referringPhysicians } from './referring-physicians.ts';
import { MODALITY_SECTIONS, SUBSPECIALTY_SECTIONS, type ServicePageContent } from './types.ts';

const pages: [string, ServicePageContent][] = [];
beforeAll(async () => {
  for (const entry of catalogue) pages.push([`${entry.kind} ${entry.slug}`, await entry.load()]);
});

/** Every string a visitor reads on a page, for the checks on numbers and addresses below. */
function allText(content: { intro: string; sections: ServicePageContent['sections'] }): string {
  return [content.intro, ...content.sections.flatMap((s) => [s.heading, ...blocksText(s.blocks)])].join('\n');
}

test('the catalogue holds the eight modalities and eight subspecialties of the route table (docs/requirements.md#screens-and-routes)', () => {
  expect(catalogue.filter((e) => e.kind === 'modality').map((e) => e.slug)).toEqual([
    'magnetic-resonance-imaging',
    'ct-scan',
    'ultrasound',
    'nuclear-medicine-molecular-imaging',
    'radiology-x-ray',
    'interventional-radiology',
    'pet-ct',
    'mammography',
  ]);
  expect(catalogue.filter((e) => e.kind === 'subspecialty').map((e) => e.slug)).toEqual([
    'body-imaging',
    'womens-imaging',
    'emergency-radiology',
    'cardiovascular-imaging',
    'interventional-imaging',
    'musculoskeletal-imaging',
    'neuroradiology',
    'nuclear-medicine-molecular-imaging',
  ]);
});

test('every meta description is one sentence', () => {
  for (const entry of catalogue) expect(entry.description).toMatch(/^[A-Z][^.!?]*[.]$/);
});

test('every page has its required sections, in order, and no section id twice', () => {
  for (const entry of catalogue) {
    const content = pages.find(([name]) => name === `${entry.kind} ${entry.slug}`)?.[1];
    const ids = content?.sections.map((s) => s.id) ?? [];
    const required: readonly string[] = entry.kind === 'modality' ? MODALITY_SECTIONS : SUBSPECIALTY_SECTIONS;
    expect({ page: entry.slug, ids: ids.filter((id) => required.includes(id)) }).toEqual({
      page: entry.slug,
      ids: required,
    });
    expect(new Set(ids).size).toBe(ids.length);
  }
});

test('the mammography page says who may book a screening without a referral, and how', async () => {
  const mammography = await catalogue.find((e) => e.slug === 'mammography')?.load();
  const section = mammography?.sections.find((s) => s.id === 'self-scheduling');
  expect(section?.heading).toBe('Screening mammography without a referral');
  const text = blocksText(section?.blocks ?? []).join(' ');
  expect(text).toMatch(/40 or older/);
  expect(text).toMatch(/Call the location/);
});

test.each(catalogue)(
  '$slug has a described illustration of a fixed size, resource links and related pages',
  async (entry) => {
    const content = await entry.load();
    expect(content.illustration.alt.length).toBeGreaterThan(30);
    expect(content.illustration).toMatchObject({ width: 480, height: 360 });
    expect(content.links.length).toBeGreaterThan(0);
    for (const link of content.links)
      expect(link.href).toMatch(
        /^https:\/\/(www\.radiologyinfo\.org|www\.imagewisely\.org|www\.imagegently\.org|www\.sirweb\.org|acsearch\.acr\.org)\//,
      );
    expect(new Set(content.links.map((l) => l.href)).size).toBe(content.links.length);
    expect(content.related.length).toBeGreaterThan(0);
    for (const related of content.related) {
      expect(describePath(related)).toBeDefined();
      expect(related).not.toBe(servicePath(entry.kind, entry.slug));
    }
  },
);

test('phone numbers in the text are in the fictional range and e-mail addresses on .example domains (docs/design.md#demo-content)', () => {
  const texts = [...pages.map(([, content]) => allText(content)), allText(referringPhysicians)];
  for (const text of texts) {
    for (const phone of text.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? []) expect(phone).toMatch(/^\(937\) 555-01\d\d$/);
    for (const email of text.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email).toMatch(/\.example$/);
  }
});

test("the section's menu group lists every page of the section, so new pages need no shell release", () => {
  const urls = section.nav!.items.map((item) => item.url);
  expect(urls).toEqual(
    expect.arrayContaining([...catalogue.map((e) => servicePath(e.kind, e.slug)), REFERRING_PHYSICIANS_PATH]),
  );
});

test('blocksText reads lists, terms, notes and link sentences as separate units', () => {
  expect(
    blocksText([
      'A paragraph.',
      { kind: 'list', items: ['One.', 'Two.'] },
      { kind: 'terms', items: [{ term: 'Term', text: 'Meaning.' }] },
      { kind: 'note', title: 'Note', text: 'Careful.' },
      { kind: 'link', text: 'See more.', label: 'Link', to: '/x' },
    ]),
  ).toEqual(['A paragraph.', 'One.', 'Two.', 'Term', 'Meaning.', 'Note', 'Careful.', 'See more.']);
});
