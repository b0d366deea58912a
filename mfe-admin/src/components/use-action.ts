import { useRef, useState } from 'react';
import { ApiError } from '@site/shared';
import { failureText } from './form/use-admin-form.ts';
import { useAdminSession } from './session-context.tsx';

/** What useAction gives a screen: the action's state and the way to run it. */
export interface Action {
  /** Whether the action runs now; its buttons say so with `aria-disabled`. */
  busy: boolean;
  /** What went wrong the last time, in words for staff; null when nothing did. */
  problem: string | null;
  /** Shows a problem found before anything is sent (e.g. a file of the wrong type), or clears it. */
  setProblem: (problem: string | null) => void;
  /**
   * Runs `work` unless the action already runs (then it resolves to false at once), busy meanwhile and with the
   * last problem cleared; resolves to whether it succeeded. A failure becomes the problem, or, with `rethrow`,
   * is thrown on for a caller that shows it itself (a confirmation dialog).
   */
  run: (work: () => Promise<void>, options?: { rethrow?: boolean }) => Promise<boolean>;
}

/**
 * The busy state and the problem of one action of an admin screen (a button that calls the API, such as
 * Promote or Unpin), or of several that must not run at once. A failure reads as a failed save does
 * (failureText), and a 401 asks the admin frame to sign the person in again, as forms do
 * (docs/design.md#admin-sign-in-and-roles).
 */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The state above is what renders; this one stops a second click that lands before the re-render.
  const running = useRef(false);
  const { sessionEnded } = useAdminSession();

  const run = async (work: () => Promise<void>, { rethrow = false } = {}): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      if (rethrow) throw error;
      setProblem(failureText(error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, run };
}
