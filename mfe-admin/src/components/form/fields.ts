/**
 * How an admin form describes its fields: one definition per field drives its label, control, hint and the
 * conversion between a stored record and what the form holds (text, or a list for checkboxes).
 */
import { ADMIN_ONLY_HINT, adminOnlyFields } from '@site/contracts/schemas';

/**
 * The controls an admin form offers. `html` is the rich-text field (toolbar, source and live preview);
 * `datetime-local` holds a wall-clock time ('YYYY-MM-DDTHH:mm') with no zone, so its label says which.
 */
type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'date'
  | 'datetime-local'
  | 'number'
  | 'password'
  | 'textarea'
  | 'html'
  | 'select'
  | 'checkboxes';

interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** The record's key, as the API names it (docs/requirements.md#entities names). */
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  required?: boolean;
  /** For select and checkboxes. */
  options?: readonly FieldOption[];
  autoComplete?: string;
  /** Half-width fields sit side by side on wide screens. */
  width?: 'full' | 'half';
}

/** What a form holds: text per field, a list of chosen values for checkboxes. */
export type FormValues = Record<string, string | string[]>;

/** The form's starting values from `record` (null and absent become empty; numbers become text). */
export function toFormValues(fields: readonly FieldDef[], record?: object | null): FormValues {
  const source = (record ?? {}) as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of fields) {
    const value = source[field.name];
    if (field.kind === 'checkboxes') values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The id of a field's control; the error summary links to it. */
export const fieldId = (formId: string, name: string): string => `${formId}-${name}`;

/**
 * `fields` with ADMIN_ONLY_HINT ending the hint of each field the shared rule (ADMIN_ONLY_FIELDS; the README's admin section)
 * keeps for admins on the admin screen `form` ('settings', or a list's key such as 'contacts'), so the screen
 * says what the API enforces and an editor learns it before a save is refused.
 */
export function markAdminOnly(form: string, fields: readonly FieldDef[]): FieldDef[] {
  const adminOnly = adminOnlyFields(form);
  return fields.map((field) =>
    adminOnly.includes(field.name)
      ? { ...field, hint: field.hint ? `${field.hint} ${ADMIN_ONLY_HINT}` : ADMIN_ONLY_HINT }
      : field,
  );
}
