import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '@site/shared';
import { AdminSessionContext } from './session-context.tsx';
import { useAction } from './use-action.ts';

function setup() {
  const sessionEnded = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminSessionContext.Provider value={{ user: null, sessionEnded }}>{children}</AdminSessionContext.Provider>
  );
  const { result } = renderHook(() => useAction(), { wrapper });
  return { result, sessionEnded };
}

/** Work that runs until `finish` is called. */
function pending() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish: () => finish() };
}

describe('useAction', () => {
  it('is busy while its work runs, and runs no second work meanwhile', async () => {
    const { result } = setup();
    const first = pending();
    const second = jest.fn(() => Promise.resolve());
    let ran: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ran = result.current.run(first.work);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => expect(await result.current.run(second)).toBe(false));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.finish();
      expect(await ran).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.problem).toBeNull();
  });

  it('keeps a failure as its problem in words, and clears it on the next run', async () => {
    const { result, sessionEnded } = setup();
    await act(async () => {
      expect(
        await result.current.run(() => Promise.reject(new ApiError(409, 'conflict', 'about changed meanwhile.'))),
      ).toBe(false);
    });
    expect(result.current.problem).toBe('about changed meanwhile.');
    expect(result.current.busy).toBe(false);
    expect(sessionEnded).not.toHaveBeenCalled();
    await act(async () => void (await result.current.run(() => Promise.resolve())));
    expect(result.current.problem).toBeNull();
  });

  it('asks the frame to sign in again on a 401', async () => {
    const { result, sessionEnded } = setup();
    await act(async () => void (await result.current.run(() => Promise.reject(new ApiError(401, 'x', 'No session.')))));
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toBe('Your session has ended. Sign in again, then save once more.');
  });

  it('throws a failure on with rethrow, for a dialog that shows it, and keeps no problem', async () => {
    const { result } = setup();
    const refusal = new ApiError(400, 'refused', 'Nothing to roll back to.');
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(refusal), { rethrow: true })).rejects.toBe(refusal);
    });
    expect(result.current.problem).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});
