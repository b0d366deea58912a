import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@site/shared';
import { fieldErrors } from '@site/contracts/schemas';
import { useAdminSession } from '../session-context.tsx';
import type { FormValues } from './fields.ts';

/** Where a form stands: being edited, saving, saved (with a message), or failed as a whole. */
export type FormStatus =
  { kind: 'editing' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

/** What to tell staff when a save fails other than by field errors: the server's own words for a refusal. */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return 'Something went wrong on our side. Please try again.';
  if (error.status === 0) return 'We could not reach the server. Check your connection and try again.';
  if (error.status === 401) return 'Your session has ended. Sign in again, then save once more.';
  return error.message || 'The server refused this change.';
}

/**
 * The state of one admin form (forms validate with the shared zod schemas in the browser and on the
 * server, show errors inline and in a summary that takes focus, and never lose typed input on a failed
 * save). `schema` validates what the form holds; `save` gets the schema's output and returns a message for
 * success. Field errors from the server (400 with `fields`) show like the browser's own; a 401 asks the
 * admin frame to sign the person in again while everything typed stays.
 */
export function useAdminForm<S extends z.ZodType>({
  initial,
  schema,
  save,
  signIn = false,
}: {
  initial: FormValues;
  schema: S;
  save: (data: z.output<S>) => Promise<string>;
  /** The sign-in form: a 401 there means wrong credentials, not an ended session. */
  signIn?: boolean;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const [summaryRequests, setSummaryRequests] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { sessionEnded } = useAdminSession();

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  const setValue = (name: string, value: string | string[]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A corrected field loses its error at once; other errors stay until the next save.
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _fixed, ...rest } = previous;
      return rest;
    });
    if (status.kind === 'saved') setStatus({ kind: 'editing' });
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setStatus({ kind: 'editing' });
    setSummaryRequests((count) => count + 1);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'saving') return;
    const result = schema.safeParse(values);
    if (!result.success) {
      showErrors(fieldErrors(result.error));
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      setStatus({ kind: 'saved', message: await save(result.data) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        showErrors(error.fields);
        return;
      }
      const refusedSignIn = signIn && error instanceof ApiError && error.status === 401;
      if (error instanceof ApiError && error.status === 401 && !signIn) sessionEnded();
      setStatus({ kind: 'failed', message: refusedSignIn ? error.message : failureText(error) });
    }
  };

  // What AdminForm takes from this state, so every form passes it whole: `<AdminForm {...form.formProps} …>`.
  const formProps = { values, errors, status, summaryRef, onChange: setValue, onSubmit: handleSubmit };
  return { values, setValue, setValues, errors, status, handleSubmit, summaryRef, formProps };
}
