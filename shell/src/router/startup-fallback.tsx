import { LoadingStatus, Skeleton } from '@site/shared';

/** What shows for the moment between the shell starting and the first page's section arriving. */
export function StartupFallback() {
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-4) var(--space-3)' }}>
      <LoadingStatus label="Loading the page…" />
      <Skeleton height="3rem" width="60%" />
      <Skeleton height="1rem" style={{ marginTop: '1rem' }} />
      <Skeleton height="1rem" width="80%" style={{ marginTop: '0.5rem' }} />
    </div>
  );
}
