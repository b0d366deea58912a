/**
 * npm run check:reading-level: the reading level of the Services section's page text. For each modality and
 * subspecialty page and the page for referring physicians it measures the body text (intro and sections, as
 * pageText gives it) with text-readability, a port of Python's textstat: word count, Flesch-Kincaid grade and
 * Flesch reading ease. It prints the table and exits 1 when a page reads above its audience's grade, or when a
 * modality or subspecialty page has fewer than MIN_WORDS words (too short to explain an exam, and too short
 * for the formulas to mean much).
 *
 * Grades: patient pages (modalities, subspecialties) at most grade 8, the top of the 6–8 range usually asked
 * of patient material; the page for referring physicians, read by clinicians and their office staff, at most
 * grade 10. The pages read at grades 4.0–7.5 as written.
 */
import { registerHooks } from 'node:module';
import readability from 'text-readability';

const PATIENT_GRADE = 8;
const PROFESSIONAL_GRADE = 10;
const MIN_WORDS = 300;

// The content modules import their illustrations for the bundler. Plain Node cannot load an SVG and the text
// needs none, so each SVG import becomes its own URL; the rest of the content is plain TypeScript.
registerHooks({
  load: (url, context, nextLoad) =>
    url.endsWith('.svg')
      ? { format: 'module', source: `export default ${JSON.stringify(url)};`, shortCircuit: true }
      : nextLoad(url, context),
});
const { catalogue } = await import('../../../mfe-services/src/content/catalogue.ts');
const { pageText } = await import('../../../mfe-services/src/content/plain-text.ts');
const { content: referringPhysicians } = await import('../../../mfe-services/src/content/referring-physicians.ts');

interface Page {
  page: string;
  text: string;
  maxGrade: number;
  minWords: number;
}

/** The pages measured, each with the highest grade and the fewest words it may have. */
async function pages(): Promise<Page[]> {
  const services = await Promise.all(
    catalogue.map(async (entry) => {
      const content = await entry.load();
      return {
        page: `${entry.kind} ${entry.slug}`,
        text: pageText(content.intro, content.sections),
        maxGrade: PATIENT_GRADE,
        minWords: MIN_WORDS,
      };
    }),
  );
  return [
    ...services,
    {
      page: 'referring-physicians',
      text: pageText(referringPhysicians.intro, referringPhysicians.sections),
      maxGrade: PROFESSIONAL_GRADE,
      minWords: 0,
    },
  ];
}

// A guard on the measure itself (e.g. after an upgrade of text-readability): it must tell plain from hard text.
const plain = 'You lie on a table. The scan takes ten minutes. Then you can go home.';
const hard =
  'Gadolinium-based intravenous contrast administration necessitates comprehensive evaluation of glomerular filtration capability preceding examination.';
if (!(readability.fleschKincaidGrade(plain) <= PATIENT_GRADE && readability.fleschKincaidGrade(hard) > PATIENT_GRADE)) {
  throw new Error('text-readability no longer tells plain text from hard text; the grades below would mean nothing.');
}

const rows = (await pages()).map(({ page, text, maxGrade, minWords }) => {
  const words = readability.lexiconCount(text);
  const grade = readability.fleschKincaidGrade(text);
  const problems = [
    ...(grade > maxGrade ? [`grade ${grade} is above ${maxGrade}`] : []),
    ...(words < minWords ? [`${words} words, fewer than ${minWords}`] : []),
  ];
  return {
    page,
    words,
    'Flesch-Kincaid grade': grade,
    'grade limit': maxGrade,
    'Flesch reading ease': readability.fleschReadingEase(text),
    result: problems.length ? 'FAIL' : 'ok',
    problems,
  };
});
console.table(rows.map(({ problems: _problems, ...row }) => row));
const failed = rows.filter((row) => row.problems.length > 0);
for (const row of failed) console.error(`${row.page}: ${row.problems.join('; ')}`);
if (failed.length > 0) {
  console.error('Rewrite these pages in plainer words and shorter sentences (or add text to a short one).');
  process.exitCode = 1;
} else {
  console.log(
    `Every page reads at or below its grade (patient pages ${PATIENT_GRADE}, referring physicians ${PROFESSIONAL_GRADE}).`,
  );
}
