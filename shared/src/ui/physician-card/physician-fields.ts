import type { Physician } from '@site/contracts/types';

/** A Physician field that the profile shows under a fixed label (docs/requirements.md#entities). */
export type ProfileFieldKey = keyof Pick<
  Physician,
  | 'medical_school'
  | 'residency'
  | 'fellowship'
  | 'board_certified'
  | 'appointments_committees'
  | 'military'
  | 'bachelor_education'
  | 'masters_education'
  | 'pa_school'
  | 'nccpa_certified'
  | 'undergrad'
  | 'biography'
  | 'why_msk'
  | 'why_radiology'
  | 'what_did_you_like_dayton'
  | 'interests'
>;

/**
 * The profile's fields in display order with their fixed labels (docs/requirements.md#entities). `html` marks the fields that hold
 * sanitized HTML. This list is the one place labels live, so physicians, residents and fellows read alike.
 */
export const PROFILE_FIELDS: readonly { key: ProfileFieldKey; label: string; html: boolean }[] = [
  { key: 'medical_school', label: 'Medical School', html: false },
  { key: 'residency', label: 'Residency', html: false },
  { key: 'fellowship', label: 'Fellowship', html: false },
  { key: 'board_certified', label: 'Board Certified', html: false },
  { key: 'appointments_committees', label: 'Appointments & Committees', html: false },
  { key: 'military', label: 'Military Service', html: false },
  { key: 'bachelor_education', label: "Bachelor's Education", html: false },
  { key: 'masters_education', label: "Master's Education", html: false },
  { key: 'pa_school', label: 'PA School', html: false },
  { key: 'nccpa_certified', label: 'NCCPA Certified', html: false },
  { key: 'undergrad', label: 'Undergraduate', html: false },
  { key: 'biography', label: 'Biography', html: true },
  { key: 'why_msk', label: 'Why Musculoskeletal Imaging?', html: true },
  { key: 'why_radiology', label: 'Why Radiology?', html: true },
  { key: 'what_did_you_like_dayton', label: 'What did you like about Dayton?', html: true },
  { key: 'interests', label: 'Interests', html: false },
];

/** One field the profile shows: its key, fixed label, value, and whether the value is HTML. */
export interface PresentField {
  key: ProfileFieldKey;
  label: string;
  value: string;
  html: boolean;
}

// An HTML field such as '<p>&nbsp;</p>' has no words for a visitor, so it counts as absent like a blank string.
const hasText = (value: string, html: boolean): boolean =>
  (html ? value.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ') : value).trim() !== '';

/**
 * The profile fields of `physician` that have a value, in display order, each with its fixed label (docs/requirements.md#entities:
 * 'each field shows only when present'). Null, blank and text-less HTML values are left out.
 */
export function presentFields(physician: Physician): PresentField[] {
  return PROFILE_FIELDS.flatMap(({ key, label, html }) => {
    const value = physician[key];
    return typeof value === 'string' && hasText(value, html) ? [{ key, label, value, html }] : [];
  });
}
