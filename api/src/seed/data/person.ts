import { blankPhysicianDetails } from '@site/contracts/schemas';
import type { Physician } from '@site/contracts/types';

export type PersonSeed = Omit<Physician, 'id'>;

type StatedFields = Pick<PersonSeed, 'category' | 'full_name' | 'last_name' | 'photo' | 'subspecialties'>;

// Anything a record leaves out is null, so each entry states only the facts actually known about the person.
const unknown = blankPhysicianDetails();

/** A person of the demo content: the stated fields, and null for every detail the entry does not give. */
export function person(fields: StatedFields & Partial<PersonSeed>): PersonSeed {
  return { ...unknown, ...fields };
}
