import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, submitContact, telHref } from '@site/shared';
import type { ContactForm as ContactPayload } from '@site/contracts/types';
import { contactFields, contactText, contactFailureText, type ContactFieldName } from '../../content/contact.ts';
import { CommentsField } from './comments-field.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { failureMessage } from './failure-message.ts';
import { TextField } from './text-field.tsx';
import styles from './contact-form.module.css';

type Values = Record<ContactFieldName, string>;
type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'sent' };

const EMPTY: Values = { name: '', address: '', city: '', state: '', zip: '', phone: '', email: '', comments: '' };
const ORDER: readonly ContactFieldName[] = [...contactFields.map((field) => field.name), 'comments'];
const NOTICE_ID = 'contact-medical-notice';

type Schemas = typeof import('@site/contracts/schemas');
let schemas: Schemas | undefined;
/**
 * The validation code (zod, ~24 KB gzip) is fetched when the visitor first focuses a field, not with the page;
 * submitting waits for it if it is not in yet.
 */
const loadSchemas = async (): Promise<Schemas> => (schemas ??= await import('@site/contracts/schemas'));
const preloadSchemas = () => void loadSchemas().catch(() => undefined);

const validate = ({ contactFormSchema }: Schemas, values: Values) =>
  contactFormSchema.safeParse({ submit: true, ...values });

/**
 * After a refused submission, re-checks the fields the visitor is correcting: an error goes away (or its
 * message changes) as soon as the field is right, but no new error appears while someone is still typing.
 */
function stillFailing(loaded: Schemas, previous: Record<string, string>, values: Values): Record<string, string> {
  const result = validate(loaded, values);
  const current = result.success ? {} : loaded.fieldErrors(result.error);
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(previous)) {
    if (!Object.hasOwn(EMPTY, key))
      next[key] = message; // a server message about the whole form
    else if (current[key]) next[key] = current[key];
  }
  return next;
}

/**
 * The contact form (docs/requirements.md#entities, docs/requirements.md#states, docs/requirements.md#validation; docs/design.md#product-decisions). Validates with the shared `contactFormSchema` (browser
 * validation off), shows errors inline and in a summary that takes focus, and sends the spec's fields with
 * `submit: true` plus the `website` honeypot. It switches to the success notice only when the answer's
 * `response` is truthy; any failure (offline, 400, 413, 429, 5xx, a falsy answer) is said in words, keeps
 * everything typed, and the visitor can send again. `phone` is the office number offered as a fallback.
 */
export function ContactForm({ phone }: { phone?: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [summaryRequests, setSummaryRequests] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  const update = (name: ContactFieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A submission was attempted, so the schemas are in.
    if (attempted && schemas) setErrors((previous) => stillFailing(schemas!, previous, next));
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setStatus({ kind: 'editing' });
    setSummaryRequests((count) => count + 1);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    let loaded: Schemas;
    try {
      loaded = await loadSchemas();
    } catch {
      // The validation code could not be fetched: the connection is the likely cause.
      setStatus({ kind: 'failed', message: contactFailureText.network });
      return;
    }
    setAttempted(true);
    const result = validate(loaded, values);
    if (!result.success) {
      showErrors(loaded.fieldErrors(result.error));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const payload: ContactPayload & { website: string } = { ...result.data, website: honeypot };
    try {
      const answer = await submitContact(payload);
      setStatus(answer?.response ? { kind: 'sent' } : { kind: 'failed', message: contactFailureText.notStored });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        showErrors(error.fields);
      } else {
        setStatus({ kind: 'failed', message: failureMessage(error) });
      }
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className={styles.success}>
        <h3 ref={successRef} tabIndex={-1} className={styles.successTitle}>
          {contactText.successTitle}
        </h3>
        <p>{contactText.successMessage}</p>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <form noValidate onSubmit={handleSubmit} onFocus={preloadSchemas} className={styles.form}>
      <div id={NOTICE_ID} className={styles.notice}>
        <p className={styles.noticeTitle}>{contactText.medicalNoticeTitle}</p>
        <p>{contactText.medicalNotice}</p>
      </div>
      <p className={styles.required}>{contactText.requiredNote}</p>
      <ErrorSummary ref={summaryRef} errors={errors} order={ORDER} />
      <div className={styles.fields}>
        {contactFields.map((field) => (
          <TextField
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => update(field.name, value)}
          />
        ))}
        <CommentsField
          value={values.comments}
          error={errors.comments}
          onChange={(value) => update('comments', value)}
          describedById={NOTICE_ID}
        />
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field are refused by the server. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{contactText.honeypotLabel}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {status.kind === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{status.message}</p>
          <p>{contactText.keptInput}</p>
          {phone && (
            <p>
              {contactText.callUs} <a href={telHref(phone)}>{phone}</a>.
            </p>
          )}
        </div>
      )}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <Button type="submit" aria-disabled={sending || undefined}>
          {sending ? contactText.sending : contactText.submit}
        </Button>
        <p role="status" className="visually-hidden">
          {sending ? contactText.sendingStatus : ''}
        </p>
      </div>
    </form>
  );
}
