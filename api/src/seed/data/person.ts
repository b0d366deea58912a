import type { Physician } from '@site/contracts/types';

export type PersonSeed = Omit<Physician, 'id'>;

type StatedFields = Pick<PersonSeed, 'category' | 'full_name' | 'last_name' | 'photo' | 'subspecialties'>;

// Profiles show a field only when it has a value, so anything a record leaves out must be null rather than
// an empty string; starting from all-null keeps each entry down to the facts actually known about the person.
const unknown: Omit<PersonSeed, keyof StatedFields> = {
  medical_school: null,
  residency: null,
  fellowship: null,
  board_certified: null,
  appointments_committees: null,
  military: null,
  bachelor_education: null,
  masters_education: null,
  pa_school: null,
  nccpa_certified: null,
  undergrad: null,
  biography: null,
  why_msk: null,
  why_radiology: null,
  what_did_you_like_dayton: null,
  interests: null,
  training_year: null,
};

export function person(fields: StatedFields & Partial<PersonSeed>): PersonSeed {
  return { ...unknown, ...fields };
}
