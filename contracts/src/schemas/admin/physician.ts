/**
 * The physician form (docs/requirements.md#physician: every field, not only the stub's three). Used for physicians,
 * physician assistants, residents and fellows alike; the photo is uploaded on its own and never typed in.
 */
import { z } from 'zod';
import { optionalHtml, optionalText, optionalWholeNumber, requiredText } from './fields.ts';

/** The four kinds of record, with the words staff see. */
export const PHYSICIAN_CATEGORY_LABELS = {
  physician: 'Physician',
  physician_assistant: 'Physician assistant',
  resident: 'Resident',
  fellow: 'Fellow',
} as const;
type Category = keyof typeof PHYSICIAN_CATEGORY_LABELS;
const CATEGORIES = Object.keys(PHYSICIAN_CATEGORY_LABELS) as [Category, ...Category[]];

/** Tags always offered besides the subspecialty list, as Meet Our Team offers them (docs/requirements.md#constants). */
export const EXTRA_SUBSPECIALTY_TAGS = ['Diagnostic Radiology', 'Physician Assistant'] as const;

/** The subspecialty names a physician may carry: the site's list plus the extra tags, each once. */
export function subspecialtyChoices(listNames: readonly string[]): string[] {
  return [...new Set([...listNames, ...EXTRA_SUBSPECIALTY_TAGS])];
}

export const physicianFormSchema = z.object({
  category: z.enum(CATEGORIES, { error: 'Choose a category.' }),
  full_name: requiredText('Enter the full name as shown, such as “Amara Okafor, MD”.', 200),
  last_name: requiredText('Enter the last name.', 100),
  subspecialties: z
    .array(z.string().trim().min(1).max(100), { error: 'Choose subspecialties from the list.' })
    .max(20, 'Choose at most 20 subspecialties.')
    .refine((names) => new Set(names).size === names.length, 'Choose each subspecialty once.')
    .default([]),
  medical_school: optionalText(),
  residency: optionalText(),
  fellowship: optionalText(),
  board_certified: optionalText(),
  appointments_committees: optionalText(1_000),
  military: optionalText(),
  bachelor_education: optionalText(),
  masters_education: optionalText(),
  pa_school: optionalText(),
  nccpa_certified: optionalText(),
  undergrad: optionalText(),
  biography: optionalHtml(),
  why_msk: optionalHtml(),
  why_radiology: optionalHtml(),
  what_did_you_like_dayton: optionalHtml(),
  interests: optionalText(1_000),
  training_year: optionalWholeNumber(1, 5, 'Enter a training year from 1 to 5, or leave it blank.'),
});
export type PhysicianFormInput = z.input<typeof physicianFormSchema>;
export type PhysicianFormOutput = z.output<typeof physicianFormSchema>;
