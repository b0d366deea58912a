import { fellows } from '../../../api/src/seed/data/fellows.ts';
import { physicians } from '../../../api/src/seed/data/physicians.ts';
import { residents } from '../../../api/src/seed/data/residents.ts';
import type { PersonSeed } from '../../../api/src/seed/data/person.ts';
import { breastFellowship } from './breast-fellowship.ts';
import { mskFellowship } from './msk-fellowship.ts';
import { residency } from './residency.ts';
import { fellowsPage, residentsPage } from './trainees.ts';
import type { ProgramContact } from './types.ts';

// The people and profiles these pages speak of are the API's seed, the same records Meet Our Team,
// Meet Our Residents and Meet Our Fellows show.
const team = new Map(physicians.map((person) => [person.full_name, person]));
const clinicianSurnames = new Set([...physicians, ...residents, ...fellows].map((person) => person.last_name));

const programs: { program: string; contacts: readonly ProgramContact[] }[] = [
  { program: 'Diagnostic Radiology Residency', contacts: residency.contacts },
  { program: 'Breast Imaging Fellowship', contacts: breastFellowship.contacts },
  { program: 'Musculoskeletal Imaging Fellowship', contacts: mskFellowship.contacts },
];

describe('program contacts', () => {
  it.each(programs)(
    'names a director of the $program who is on the team list with that title',
    ({ program, contacts }) => {
      const directors = contacts.filter((contact) => /Director/.test(contact.role));
      expect(directors.length).toBeGreaterThan(0);
      for (const director of directors) {
        const person = team.get(director.name);
        expect(person ? director.name : `${director.name} (not on the team list)`).toBe(director.name);
        // The team profile holds the same post: 'Associate Program Director, Diagnostic Radiology Residency'.
        const titles = (person?.appointments_committees ?? '')
          .split(';')
          .map((title) => title.trim())
          .filter((title) => title.includes(program) && /Director/.test(title));
        expect(titles).toHaveLength(1);
        expect(titles[0]!.startsWith('Associate')).toBe(director.role.startsWith('Associate'));
      }
    },
  );

  it.each(programs)('lists $program staff who are not clinicians under surnames no clinician has', ({ contacts }) => {
    for (const contact of contacts.filter((person) => !team.has(person.name))) {
      const surname = contact.name.split(/\s+/).at(-1)!;
      expect(clinicianSurnames.has(surname) ? `${contact.name} shares a clinician's surname` : contact.name).toBe(
        contact.name,
      );
    }
  });
});

/** What an intro may promise, and the field every profile must have for the promise to hold. */
const promises: { phrase: RegExp; field: keyof PersonSeed }[] = [
  { phrase: /where they studied/, field: 'medical_school' },
  { phrase: /what interests them/, field: 'interests' },
  { phrase: /why they chose radiology/, field: 'why_radiology' },
  { phrase: /like about Dayton/, field: 'what_did_you_like_dayton' },
];

describe('trainee page intros', () => {
  it.each([
    { page: 'Meet Our Residents', intro: residentsPage.intro, people: residents },
    { page: 'Meet Our Fellows', intro: fellowsPage.intro, people: fellows },
  ])('$page promises only what every profile shows', ({ intro, people }) => {
    const made = promises.filter(({ phrase }) => phrase.test(intro));
    expect(made.length).toBeGreaterThan(0);
    for (const { field } of made) {
      for (const person of people)
        expect([person.full_name, field, person[field]]).toEqual([person.full_name, field, expect.anything()]);
    }
  });
});
