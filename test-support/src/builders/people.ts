/** Builders for the people the site lists: physicians, residents, fellows and practice contacts. */
import { blankPhysicianDetails } from '@site/contracts/schemas';
import type { Physician, PracticeContact } from '@site/contracts/types';
import { next } from './sequence.ts';

/**
 * A physician (category 'physician', or what `overrides` says) with every optional field null. Names follow
 * the id, so a test that sets the id gets the matching name.
 */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  const id = overrides.id ?? next();
  return {
    id,
    category: 'physician',
    full_name: `Person ${id}, MD`,
    last_name: `Person ${id}`,
    photo: null,
    subspecialties: [],
    ...blankPhysicianDetails(),
    ...overrides,
  };
}

/** A practice contact: a named person in the residency group, with a phone and an e-mail address. */
export function buildPracticeContact(overrides: Partial<PracticeContact> = {}): PracticeContact {
  const id = overrides.id ?? next();
  return {
    id,
    group: 'residency',
    title: 'Program Director',
    full_name: `Person ${id}, MD`,
    phone: '(937) 555-0160',
    email: `person${id}@practice.example`,
    hours: null,
    ...overrides,
  };
}
