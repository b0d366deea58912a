import type { Physician } from '@site/shared';

let nextId = 1;

/** A resident or fellow record for tests: every optional field empty unless `overrides` sets it. */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  const id = nextId++;
  return {
    id,
    category: 'resident',
    full_name: `Trainee ${id}, MD`,
    last_name: `Trainee${id}`,
    photo: null,
    subspecialties: [],
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
    ...overrides,
  };
}
