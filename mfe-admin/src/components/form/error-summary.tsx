import type { Ref } from 'react';
import type { FieldDef } from './fields.ts';
import { fieldId } from './fields.ts';
import styles from './form.module.css';

/**
 * Everything to correct, above the form. The form moves focus here after a refused save (`ref`), so a
 * screen reader reads it at once; each entry links to its field and focuses it. Errors about no field (a
 * server message about the whole record) show without a link.
 */
export function ErrorSummary({
  formId,
  fields,
  errors,
  ref,
}: {
  formId: string;
  fields: readonly FieldDef[];
  errors: Record<string, string>;
  ref: Ref<HTMLDivElement>;
}) {
  const named = fields.filter((field) => errors[field.name]);
  const others = Object.keys(errors).filter((key) => !fields.some((field) => field.name === key));
  if (named.length + others.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <h2 className={styles.summaryTitle}>Please correct the following</h2>
      <ul>
        {named.map((field) => (
          <li key={field.name}>
            <a
              href={`#${fieldId(formId, field.name)}`}
              onClick={(event) => {
                // Following the fragment would only scroll; staff want to type in the field.
                event.preventDefault();
                document.getElementById(fieldId(formId, field.name))?.focus();
              }}
            >
              {field.label}: {errors[field.name]}
            </a>
          </li>
        ))}
        {others.map((key) => (
          <li key={key}>{errors[key]}</li>
        ))}
      </ul>
    </div>
  );
}
