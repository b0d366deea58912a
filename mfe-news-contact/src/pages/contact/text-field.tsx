import { contactText, type ContactFieldDefinition } from '../../content/contact.ts';
import styles from './fields.module.css';

/** The id of a form field's control; the error summary links to it. */
export const fieldId = (name: string): string => `contact-${name}`;

/** Joins the ids of a control's descriptions, or undefined when there are none. */
export const describedBy = (...ids: (string | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * One labelled single-line field of the contact form (docs/design.md#product-decisions): its hint, then its error (inline, tied to
 * the control with aria-describedby and aria-invalid). Required fields say so in the label's text, so the
 * mark does not rely on colour or an asterisk.
 */
export function TextField({
  field,
  value,
  error,
  onChange,
}: {
  field: ContactFieldDefinition;
  value: string;
  /** The field's error message, if it has one. */
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = fieldId(field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`${styles.field} ${styles[field.width]}`}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      <input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A field's label. The visible '(required)' is hidden from screen readers, which announce the control's
 * `required` state themselves; otherwise they would say it twice.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && <span aria-hidden="true"> {contactText.requiredMarker}</span>}
    </label>
  );
}

/** A field's inline error; its text starts with a hidden 'Error:' so it is not conveyed by colour alone. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
