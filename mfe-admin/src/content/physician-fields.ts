import { PROFILE_FIELDS } from '@site/shared/physician-card';
import { PHYSICIAN_CATEGORY_LABELS } from '@site/contracts/schemas';
import type { FieldDef } from '../components/form/fields.ts';

const label = (key: string) => PROFILE_FIELDS.find((field) => field.key === key)?.label ?? key;

/**
 * The physician form's fields: every field of docs/requirements.md#entities under the labels the public profile uses, HTML fields
 * with the rich-text editor. `subspecialties` gets its options from the site's list when the form renders.
 */
export function physicianFields(subspecialtyOptions: readonly string[]): FieldDef[] {
  const text = (name: string, hint?: string): FieldDef => ({ name, label: label(name), kind: 'text', hint });
  const html = (name: string, hint?: string): FieldDef => ({ name, label: label(name), kind: 'html', hint });
  return [
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      width: 'half',
      hint: 'Decides the page that lists them: team, residents or fellows.',
      options: Object.entries(PHYSICIAN_CATEGORY_LABELS).map(([value, text]) => ({ value, label: text })),
    },
    {
      name: 'training_year',
      label: 'Training year',
      kind: 'number',
      width: 'half',
      hint: 'Residents only: 1 to 5. Leave blank otherwise.',
    },
    {
      name: 'full_name',
      label: 'Full name',
      kind: 'text',
      required: true,
      width: 'half',
      hint: 'As the site shows it, with degrees: “Amara Okafor, MD”.',
    },
    {
      name: 'last_name',
      label: 'Last name',
      kind: 'text',
      required: true,
      width: 'half',
      hint: 'Lists are sorted by it; it also names the photo file.',
    },
    {
      name: 'subspecialties',
      label: 'Subspecialties',
      kind: 'checkboxes',
      hint: 'Meet Our Team filters by these.',
      options: subspecialtyOptions.map((name) => ({ value: name, label: name })),
    },
    text('medical_school'),
    text('residency'),
    text('fellowship'),
    text('board_certified'),
    { name: 'appointments_committees', label: label('appointments_committees'), kind: 'textarea' },
    text('military'),
    text('bachelor_education'),
    text('masters_education'),
    text('pa_school', 'Physician assistants only.'),
    text('nccpa_certified', 'Physician assistants only.'),
    text('undergrad'),
    html('biography'),
    html('why_msk', 'Musculoskeletal fellows only.'),
    html('why_radiology', 'Residents and fellows.'),
    html('what_did_you_like_dayton', 'Residents and fellows.'),
    { name: 'interests', label: label('interests'), kind: 'textarea' },
  ];
}
