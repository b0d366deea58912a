import type { ReactNode } from 'react';
import { ErrorState, LoadingStatus, Skeleton, type ApiError } from '@site/shared';

/** What Loadable reads of an SWR answer (or of several joined): the data, the error, and how to load again. */
export interface LoadableResponse<T> {
  data: T | undefined;
  error: ApiError | undefined;
  mutate: () => Promise<unknown>;
}

/**
 * The three states of loaded admin data: skeleton rows with a screen-reader status while it loads, an error
 * with Retry when it fails (a missing record says so), and `children(data)` once it is there.
 */
export function Loadable<T>({
  response,
  what,
  children,
}: {
  response: LoadableResponse<T>;
  /** What is loading, e.g. 'physicians', for the messages. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, mutate } = response;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    if (error.status === 404) return <ErrorState title="Not found" message={error.message} />;
    if (error.status === 401) {
      return <ErrorState title="Your session has ended" message="Sign in again to see this page." />;
    }
    return (
      <ErrorState
        title={`We could not load the ${what}`}
        message="Please try again. If it keeps failing, the server may be down."
        onRetry={() => void mutate()}
      />
    );
  }
  return (
    <>
      <LoadingStatus label={`Loading the ${what}…`} />
      <div aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="2.5rem" style={{ marginBottom: '0.5rem' }} />
        ))}
      </div>
    </>
  );
}
