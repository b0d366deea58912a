import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PracticeContactGroup } from '@site/contracts/types';
import { fellows, physicians, practiceContacts, residents, subspecialties } from './index.ts';

// Leaders and programme directors are people of the team list: the same records Meet Our Team shows.
const team = new Map(physicians.map((person) => [person.full_name, person]));
const clinicianSurnames = new Set([...physicians, ...residents, ...fellows].map((person) => person.last_name));

const inGroup = (group: PracticeContactGroup) => practiceContacts.filter((contact) => contact.group === group);
const LEADERSHIP_GROUPS: PracticeContactGroup[] = [
  'leaders',
  'executive-committee',
  'medical-directors',
  'clinical-leadership',
  'educational-leadership',
];
const leadership = LEADERSHIP_GROUPS.flatMap(inGroup);

/** The chief executive is the one leader who is not a clinician, so the only name not on the team list. */
const CHIEF_EXECUTIVE = 'Diane Castellano, MBA';

const PROGRAMS: { group: PracticeContactGroup; program: string }[] = [
  { group: 'residency', program: 'Diagnostic Radiology Residency' },
  { group: 'breast-fellowship', program: 'Breast Imaging Fellowship' },
  { group: 'msk-fellowship', program: 'Musculoskeletal Imaging Fellowship' },
];

/** The posts a team profile lists, e.g. 'President, Riverbend Radiology Physicians'. */
const postsOf = (name: string) =>
  (team.get(name)?.appointments_committees ?? '')
    .split(';')
    .map((post) => post.trim())
    .filter(Boolean);

/** The section a chief leads, as the team list names the subspecialty. */
function subspecialtyOf(title: string): string {
  const section = title.replace(/^Chief, /, '').replace('’', "'");
  // The section that performs procedures is called Interventional Radiology; its subspecialty, Interventional Imaging.
  return section === 'Interventional Radiology' ? 'Interventional Imaging' : section;
}

describe('practice contacts in the seed', () => {
  it('fills every group the pages show', () => {
    for (const group of [...LEADERSHIP_GROUPS, ...PROGRAMS.map((p) => p.group), 'careers', 'reading-rooms'] as const) {
      expect([group, inGroup(group).length > 0]).toEqual([group, true]);
    }
  });

  it('names every leader exactly as the team list does, except the chief executive', () => {
    for (const { full_name } of leadership) {
      if (full_name === CHIEF_EXECUTIVE) continue;
      expect(team.has(full_name!) ? full_name : `${full_name} (not on the team list)`).toBe(full_name);
    }
  });

  it('profiles leaders whose team profile holds the same title and has a photo', () => {
    for (const leader of inGroup('leaders')) {
      expect(team.get(leader.full_name!)?.photo).toEqual(expect.any(String));
      expect(postsOf(leader.full_name!).some((post) => post.startsWith(leader.title))).toBe(true);
    }
  });

  it('makes each section chief a physician of that subspecialty', () => {
    const chiefs = leadership.filter((member) => member.title.startsWith('Chief, '));
    expect(chiefs.length).toBeGreaterThanOrEqual(8);
    for (const chief of chiefs) {
      expect(team.get(chief.full_name!)?.subspecialties).toContain(subspecialtyOf(chief.title));
    }
  });

  it('gives each educational leader the same title on their team profile', () => {
    for (const educator of inGroup('educational-leadership')) {
      expect(postsOf(educator.full_name!).some((post) => post.startsWith(educator.title))).toBe(true);
    }
  });

  it.each(PROGRAMS)(
    'names as directors of the $program the educational leaders who hold that post',
    ({ group, program }) => {
      const directors = inGroup(group).filter((contact) => /Director/.test(contact.title));
      expect(directors.length).toBeGreaterThan(0);
      for (const director of directors) {
        // The Leadership page lists the same person with the same post: 'Associate Program Director, Diagnostic
        // Radiology Residency' there, 'Associate Program Director' on the residency page.
        const posts = inGroup('educational-leadership')
          .filter((leader) => leader.full_name === director.full_name && leader.title.includes(program))
          .map((leader) => leader.title);
        expect([director.full_name, posts]).toEqual([director.full_name, [expect.stringMatching(/Director/)]]);
        expect(posts[0]!.startsWith('Associate')).toBe(director.title.startsWith('Associate'));
      }
    },
  );

  it('names the chief executive the same way on Leadership and on Career Opportunities', () => {
    const executive = leadership.find((member) => member.full_name === CHIEF_EXECUTIVE);
    const contact = inGroup('careers').find((person) => person.full_name === CHIEF_EXECUTIVE);
    expect(executive?.title).toMatch(/^Chief Executive Officer\b/);
    expect(contact?.title).toBe('Chief Executive Officer');
  });

  it('gives staff who are not clinicians surnames no clinician has, so no one mistakes one for the other', () => {
    for (const contact of practiceContacts) {
      if (!contact.full_name || team.has(contact.full_name)) continue;
      const surname = contact.full_name.split(',')[0]!.trim().split(/\s+/).at(-1)!;
      expect(
        clinicianSurnames.has(surname) ? `${contact.full_name} shares a clinician's surname` : contact.full_name,
      ).toBe(contact.full_name);
    }
  });

  it('gives each subspecialty one reading-room line with a phone and hours, and no person', () => {
    const rooms = inGroup('reading-rooms');
    expect(rooms.map((room) => room.title).sort()).toEqual(subspecialties.map((s) => s.name).sort());
    for (const room of rooms)
      expect(room).toMatchObject({ full_name: null, phone: expect.any(String), hours: expect.any(String) });
  });

  it('carries the same contacts into a database seeded before they were data (migration 0007)', async () => {
    const sql = await readFile(join(__dirname, '..', '..', '..', 'drizzle', '0007_practice_facts.sql'), 'utf8');
    const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);
    practiceContacts.forEach((c, index) => {
      const row = [index + 1, ...[c.group, c.title, c.full_name, c.phone, c.email, c.hours].map(literal)].join(', ');
      expect(sql).toContain(`(${row})`);
    });
  });
});
