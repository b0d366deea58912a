import type { RemoteReleases } from '@site/contracts/schemas';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { count, Dash, percentage } from './figures.tsx';
import styles from './releases.module.css';

/** What a version is to the remote: current, previous or its canary (with its share). */
function versionRole({ current, previous, canary }: RemoteReleases, version: string): string {
  if (canary?.version === version)
    return canary.percent === 0 ? 'Canary (Preview only: no visitor)' : `Canary (${canary.percent}%)`;
  if (current.version === version) return 'Current';
  if (previous?.version === version) return 'Previous';
  return '';
}

/**
 * A remote's page views, errors and error rate per version, as a table (docs/design.md#releases); a sentence
 * when no view is recorded yet.
 */
export function HealthTable({ remote }: { remote: RemoteReleases }) {
  return (
    <DataTable
      caption={`Page views and errors of ${remote.remote} by version`}
      rowHeader={{ header: 'Version', cell: (line) => line.version }}
      columns={[
        { header: 'Serves as', cell: (line) => versionRole(remote, line.version) },
        { header: 'Page views', cell: (line) => count(line.views) },
        { header: 'Errors', cell: (line) => count(line.errors) },
        {
          header: 'Error rate',
          cell: (line) => (line.error_rate === null ? <Dash spoken="none yet" /> : percentage(line.error_rate)),
        },
      ]}
      rows={remote.health}
      rowKey={(line) => line.version}
      empty={<p className={styles.empty}>No page views recorded for {remote.remote} yet.</p>}
    />
  );
}
