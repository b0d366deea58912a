import type { RemoteReleases } from '@site/contracts/schemas';
import table from '../../components/list-states/table.module.css';
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
  if (remote.health.length === 0) {
    return <p className={styles.empty}>No page views recorded for {remote.remote} yet.</p>;
  }
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <caption>Page views and errors of {remote.remote} by version</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Serves as</th>
            <th scope="col">Page views</th>
            <th scope="col">Errors</th>
            <th scope="col">Error rate</th>
          </tr>
        </thead>
        <tbody>
          {remote.health.map((line) => (
            <tr key={line.version}>
              <th scope="row">{line.version}</th>
              <td>{versionRole(remote, line.version)}</td>
              <td>{count(line.views)}</td>
              <td>{count(line.errors)}</td>
              <td>{line.error_rate === null ? <Dash spoken="none yet" /> : percentage(line.error_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
