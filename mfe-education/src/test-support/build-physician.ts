import type { Physician } from '@site/shared';
import { buildPhysician as buildPerson } from '@site/shared/fixtures';

/** A resident or fellow record for tests: every optional field empty unless `overrides` sets it. */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  return buildPerson({ category: 'resident', ...overrides });
}
