import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '@site/shared';
import { ErrorSummary } from './error-summary.tsx';
import type { FieldDef, FormValues } from './fields.ts';
import { FormField } from './form-field.tsx';
import type { FormStatus } from './use-admin-form.ts';
import styles from './form.module.css';

/**
 * An admin form: the error summary, the fields in order, the save outcome and the save button. Browser
 * validation is off (the shared schema speaks instead). `children` go after the fields, before the button;
 * `actions` beside the button (e.g. Cancel); `showSubmit: false` leaves the button out when the screen's own
 * actions replace it (a record with a pending draft is published, not saved).
 */
export function AdminForm({
  id,
  fields,
  values,
  errors,
  status,
  summaryRef,
  onChange,
  onSubmit,
  submitLabel = 'Save',
  showSubmit = true,
  children,
  actions,
}: {
  id: string;
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  status: FormStatus;
  summaryRef: Ref<HTMLDivElement>;
  onChange: (name: string, value: string | string[]) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** May hold visually hidden words, so several forms on one screen have buttons of distinct names. */
  submitLabel?: ReactNode;
  showSubmit?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const saving = status.kind === 'saving';
  // Another action of the screen names itself while it runs; the Save button says Saving… for its own save only.
  const busy = status.kind === 'saving' ? status.busy : undefined;
  return (
    <form id={id} noValidate onSubmit={onSubmit} className={styles.form}>
      <ErrorSummary ref={summaryRef} formId={id} fields={fields} errors={errors} />
      {fields.some((field) => field.required) && (
        <p className={styles.hint}>Fields marked (required) must be filled in.</p>
      )}
      <div className={styles.grid}>
        {fields.map((field) => (
          <FormField
            key={field.name}
            formId={id}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
      </div>
      {children}
      {status.kind === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{status.message}</p>
          <p>Nothing you typed was lost.</p>
        </div>
      )}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        {showSubmit && (
          <Button type="submit" aria-disabled={saving || undefined}>
            {saving && !busy ? 'Saving…' : submitLabel}
          </Button>
        )}
        {actions}
        <p role="status" className={styles.saved}>
          {status.kind === 'saved' ? status.message : saving ? (busy ?? 'Saving…') : ''}
        </p>
      </div>
    </form>
  );
}
