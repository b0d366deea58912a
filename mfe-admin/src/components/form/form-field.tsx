import type { FieldDef } from './fields.ts';
import { fieldId } from './fields.ts';
import { HtmlField } from './html-field.tsx';
import styles from './form.module.css';

/** Joins the ids of a control's descriptions, or undefined when there are none. */
const describedBy = (...ids: (string | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/**
 * One labelled field of an admin form: label (with '(required)' spelled out), hint, inline error tied to the
 * control with aria-describedby and aria-invalid, then the control for `field.kind`.
 */
export function FormField({
  formId,
  field,
  value,
  error,
  onChange,
}: {
  formId: string;
  field: FieldDef;
  value: string | string[];
  error?: string;
  onChange: (value: string | string[]) => void;
}) {
  const id = fieldId(formId, field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = describedBy(hintId, errorId);
  const className = `${styles.field} ${field.width === 'half' ? styles.half : ''}`;
  const hint = field.hint && (
    <p id={hintId} className={styles.hint}>
      {field.hint}
    </p>
  );
  const errorText = <FieldError id={errorId} message={error} />;

  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className={`${className} ${styles.fieldset}`} aria-describedby={described} id={id} tabIndex={-1}>
        <legend className={styles.label}>{field.label}</legend>
        {hint}
        {errorText}
        <div className={styles.choices}>
          {(field.options ?? []).map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;

  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {field.required && <span aria-hidden="true"> (required)</span>}
      </label>
      {hint}
      {errorText}
      {field.kind === 'html' ? (
        <HtmlField {...common} label={field.label} value={text} onChange={onChange} />
      ) : field.kind === 'textarea' ? (
        <textarea
          {...common}
          className={`${styles.control} ${styles.textarea}`}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : field.kind === 'select' ? (
        <select {...common} className={styles.control} value={text} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.autoComplete}
          className={styles.control}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** A field's inline error; it starts with a hidden 'Error:' so it is not told by colour alone. */
function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
