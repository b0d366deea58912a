import { physicians } from '../../../api/src/seed/data/physicians.ts';
import { careersContent } from './careers.ts';
import { leadershipContent } from './leadership.ts';

// The team list is the API's seed: a leader named here must be someone a visitor can also find on Meet Our Team.
const team = new Map(physicians.map((person) => [person.full_name, person]));

/** The chief executive is the one leader who is not a clinician, so the only name not on the team list. */
const CHIEF_EXECUTIVE = 'Diane Castellano, MBA';

const everyone = [
  ...leadershipContent.leaders.map(({ name, role }) => ({ name, role })),
  ...leadershipContent.groups.flatMap((group) => group.members),
];

/** The section a chief leads, as the team list names the subspecialty. */
function subspecialtyOf(role: string): string {
  const section = role.replace(/^Chief, /, '').replace('’', "'");
  // The section that performs procedures is called Interventional Radiology; its subspecialty, Interventional Imaging.
  return section === 'Interventional Radiology' ? 'Interventional Imaging' : section;
}

describe('Leadership content agrees with the team list', () => {
  it('names every leader exactly as the team list does, except the chief executive', () => {
    for (const { name } of everyone) {
      if (name === CHIEF_EXECUTIVE) continue;
      expect(team.has(name) ? name : `${name} (not on the team list)`).toBe(name);
    }
  });

  it('shows each leader profile with the photo and the title their team profile gives', () => {
    for (const leader of leadershipContent.leaders) {
      const person = team.get(leader.name);
      expect(person?.photo).toBe(leader.photo);
      expect(person?.appointments_committees).toContain(leader.role);
    }
  });

  it('makes each section chief a physician of that subspecialty', () => {
    const chiefs = everyone.filter((member) => member.role.startsWith('Chief, '));
    expect(chiefs.length).toBeGreaterThanOrEqual(8);
    for (const chief of chiefs) {
      expect(team.get(chief.name)?.subspecialties).toContain(subspecialtyOf(chief.role));
    }
  });

  it('gives each educational leader the same title on their team profile', () => {
    const educators = leadershipContent.groups.find((group) => group.title === 'Educational Leadership')!.members;
    expect(educators.length).toBeGreaterThan(0);
    for (const educator of educators) {
      expect(team.get(educator.name)?.appointments_committees).toContain(educator.role);
    }
  });

  it('names the chief executive the same way on Leadership and on Career Opportunities', () => {
    const executive = everyone.find((member) => member.name === CHIEF_EXECUTIVE);
    const contact = careersContent.contacts.find((person) => person.name === CHIEF_EXECUTIVE);
    expect(executive?.role).toMatch(/^Chief Executive Officer\b/);
    expect(contact?.role).toBe('Chief Executive Officer');
  });

  it('gives staff who are not clinicians surnames no clinician has, so no one mistakes one for the other', () => {
    const clinicianSurnames = new Set(physicians.map((person) => person.last_name));
    for (const contact of careersContent.contacts) {
      const surname = contact.name.split(',')[0]!.trim().split(/\s+/).at(-1)!;
      if (team.has(contact.name)) continue;
      expect(clinicianSurnames.has(surname) ? `${contact.name} shares a clinician's surname` : contact.name).toBe(
        contact.name,
      );
    }
  });
});
