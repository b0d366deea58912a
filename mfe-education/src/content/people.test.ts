import { fellows } from '../../../api/src/seed/data/fellows.ts';
import { residents } from '../../../api/src/seed/data/residents.ts';
import type { PersonSeed } from '../../../api/src/seed/data/person.ts';
import { fellowsPage, residentsPage } from './trainees.ts';

// The people these pages speak of are the API's seed, the same records Meet Our Residents and Meet Our Fellows
// show. Whether the programme contacts agree with Leadership is the seed's own test (practice-contacts.test.ts).

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
