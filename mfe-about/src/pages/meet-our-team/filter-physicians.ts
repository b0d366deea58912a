import type { Physician } from '@site/contracts/types';

/** Always offered, whether or not the subspecialty list names it (docs/requirements.md#constants). */
export const DIAGNOSTIC_RADIOLOGY = 'Diagnostic Radiology';
/** Always offered, and always last (docs/requirements.md#constants). */
export const PHYSICIAN_ASSISTANT = 'Physician Assistant';

/** What the visitor chose on Meet Our Team: the typed name text and the pressed subspecialty buttons. */
export interface TeamFilter {
  name: string;
  subspecialties: readonly string[];
}

/**
 * The subspecialty buttons of Meet Our Team (docs/requirements.md#constants): the given subspecialty names plus 'Diagnostic
 * Radiology', each once, sorted alphabetically, then 'Physician Assistant' last.
 */
export function subspecialtyButtons(names: readonly string[]): string[] {
  const unique = new Set([...names, DIAGNOSTIC_RADIOLOGY]);
  unique.delete(PHYSICIAN_ASSISTANT);
  return [...[...unique].sort((a, b) => a.localeCompare(b, 'en')), PHYSICIAN_ASSISTANT];
}

// A physician assistant belongs under the 'Physician Assistant' button even if a record forgot the tag:
// the category is the authoritative fact, the tag a convenience of the data.
const tagsOf = (physician: Physician): readonly string[] =>
  physician.category === 'physician_assistant'
    ? [...physician.subspecialties, PHYSICIAN_ASSISTANT]
    : physician.subspecialties;

/**
 * Whether `physician` shows under `filter` (docs/requirements.md#validation): no subspecialty is selected or at least one of theirs
 * is (any-match), and the full name contains the typed text, trimmed, ignoring case.
 */
export function matchesFilter(physician: Physician, filter: TeamFilter): boolean {
  const text = filter.name.trim().toLocaleLowerCase('en');
  const nameMatches = physician.full_name.toLocaleLowerCase('en').includes(text);
  if (!nameMatches) return false;
  if (filter.subspecialties.length === 0) return true;
  const tags = tagsOf(physician);
  return filter.subspecialties.some((selected) => tags.includes(selected));
}

/** The physicians that show under `filter`, in their original order (docs/requirements.md#validation). */
export function filterPhysicians(physicians: readonly Physician[], filter: TeamFilter): Physician[] {
  return physicians.filter((physician) => matchesFilter(physician, filter));
}

/** `selected` with `name` added when absent, removed when present: one press of a toggle button. */
export function toggleSubspecialty(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name];
}
