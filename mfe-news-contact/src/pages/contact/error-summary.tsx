import type { Ref } from 'react';
import { contactFieldLabels, contactText, type ContactFieldName } from '../../content/contact.ts';
import { fieldId } from './text-field.tsx';
import styles from './contact-form.module.css';

const isField = (key: string): key is ContactFieldName => Object.hasOwn(contactFieldLabels, key);

/**
 * The list of everything to correct, above the form (docs/design.md#product-decisions). The form moves focus here after a refused
 * submission (`ref`), so screen readers read it at once; each entry links to its field and focuses it.
 * `errors` maps field names to messages; entries for other keys (messages from the server about the
 * whole form) show without a link. `order` is the fields' order on screen.
 */
export function ErrorSummary({
  errors,
  order,
  ref,
}: {
  errors: Record<string, string>;
  order: readonly ContactFieldName[];
  ref: Ref<HTMLDivElement>;
}) {
  const fieldKeys = order.filter((name) => errors[name]);
  const otherKeys = Object.keys(errors).filter((key) => !isField(key));
  if (fieldKeys.length + otherKeys.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <h3 className={styles.summaryTitle}>{contactText.summaryTitle}</h3>
      <ul className={styles.summaryList}>
        {fieldKeys.map((name) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                // Following the fragment would only scroll; the visitor wants to type in the field.
                event.preventDefault();
                document.getElementById(fieldId(name))?.focus();
              }}
            >
              {contactFieldLabels[name]}: {errors[name]}
            </a>
          </li>
        ))}
        {otherKeys.map((key) => (
          <li key={key}>{errors[key]}</li>
        ))}
      </ul>
    </div>
  );
}
