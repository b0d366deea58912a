import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@site/shared';
import { fieldErrors } from '@site/contracts/schemas';
import { useAdminSession } from '../session-context.tsx';
import type { FormValues } from './fields.ts';

/**
 * Where a form stands: being edited, busy (saving, or another action named by `busy`, e.g. 'Publishing…'),
 * done (with a message), or failed as a whole.
 */
export type FormStatus =
  | { kind: 'editing' }
  | { kind: 'saving'; busy?: string }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

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
 * admin frame to sign the person in again while everything typed stays. `submit` and `run` give other actions
 * of the screen (a draft, a preview) the same checks, busy state and messages; `setValues` loads stored values,
 * and `dirty` says whether what the form holds differs from the values last loaded.
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
  const [values, setFormValues] = useState<FormValues>(initial);
  // What is stored, as the form last loaded it: the form is dirty while it holds anything else.
  const [stored, setStored] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const [summaryRequests, setSummaryRequests] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { sessionEnded } = useAdminSession();

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  const setValue = (name: string, value: string | string[]) => {
    setFormValues((previous) => ({ ...previous, [name]: value }));
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

  /** Runs `work` with the form busy (`busy` names it) and shows its message, or its errors as a save's. */
  const run = async (work: () => Promise<string>, busy?: string): Promise<boolean> => {
    if (status.kind === 'saving') return false;
    setErrors({});
    setStatus(busy ? { kind: 'saving', busy } : { kind: 'saving' });
    try {
      setStatus({ kind: 'saved', message: await work() });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        showErrors(error.fields);
        return false;
      }
      const refusedSignIn = signIn && error instanceof ApiError && error.status === 401;
      if (error instanceof ApiError && error.status === 401 && !signIn) sessionEnded();
      setStatus({ kind: 'failed', message: refusedSignIn ? error.message : failureText(error) });
      return false;
    }
  };

  /** Checks what the form holds with the schema, then runs `action` on its output as `run` does. */
  const submit = async (action: (data: z.output<S>) => Promise<string>, busy?: string): Promise<boolean> => {
    if (status.kind === 'saving') return false;
    const result = schema.safeParse(values);
    if (!result.success) {
      showErrors(fieldErrors(result.error));
      return false;
    }
    return run(() => action(result.data), busy);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submit(save);
  };

  /** Loads stored values (a saved record, a draft) into the form; they are what `dirty` compares with. */
  const setValues = (next: FormValues) => {
    setFormValues(next);
    setStored(next);
  };

  const dirty = Object.keys({ ...values, ...stored }).some(
    (name) => JSON.stringify(values[name]) !== JSON.stringify(stored[name]),
  );

  // What AdminForm takes from this state, so every form passes it whole: `<AdminForm {...form.formProps} …>`.
  const formProps = { values, errors, status, summaryRef, onChange: setValue, onSubmit: handleSubmit };
  return {
    values,
    setValue,
    setValues,
    dirty,
    errors,
    status,
    setStatus,
    submit,
    run,
    handleSubmit,
    summaryRef,
    formProps,
  };
}
