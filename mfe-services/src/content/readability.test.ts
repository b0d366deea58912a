import readability from 'text-readability';
import { catalogue } from './catalogue.ts';
import { pageText } from './plain-text.ts';
import { content as referringPhysicians } from './referring-physicians.ts';

/**
 * Measures every page's body text with text-readability (a port of textstat): word count and
 * Flesch-Kincaid grade level. Run `npx jest --selectProjects mfe-services src/content/readability` to print
 * the table. Patient text must read at grade 9 or below (a level a general patient can follow).
 */
const MAX_GRADE = 9;
const rows: { page: string; words: number; grade: number; readingEase: number }[] = [];

function measure(page: string, text: string) {
  const row = {
    page,
    words: readability.lexiconCount(text),
    grade: readability.fleschKincaidGrade(text),
    readingEase: readability.fleschReadingEase(text),
  };
  rows.push(row);
  return row;
}

afterAll(() => {
  console.log(
    [
      'page | words | Flesch-Kincaid grade | Flesch reading ease',
      ...rows.map((r) => `${r.page} | ${r.words} | ${r.grade} | ${r.readingEase}`),
    ].join('\n'),
  );
});

test.each(catalogue)('$title ($kind) reads at grade 9 or below', async (entry) => {
  const content = await entry.load();
  const { grade, words } = measure(`${entry.kind} ${entry.slug}`, pageText(content.intro, content.sections));
  expect(words).toBeGreaterThan(300);
  expect(grade).toBeLessThanOrEqual(MAX_GRADE);
});

test('For Referring Physicians reads at grade 9 or below', () => {
  const { grade } = measure('referring-physicians', pageText(referringPhysicians.intro, referringPhysicians.sections));
  expect(grade).toBeLessThanOrEqual(MAX_GRADE);
});

test('the measure tells plain text from hard text', () => {
  const plain = 'You lie on a table. The scan takes ten minutes. Then you can go home.';
  const hard =
    'Gadolinium-based intravenous contrast administration necessitates comprehensive evaluation of glomerular filtration capability preceding examination.';
  expect(readability.fleschKincaidGrade(plain)).toBeLessThanOrEqual(MAX_GRADE);
  expect(readability.fleschKincaidGrade(hard)).toBeGreaterThan(MAX_GRADE);
});
