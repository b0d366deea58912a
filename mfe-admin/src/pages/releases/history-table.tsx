import { useId } from 'react';
import { Link } from '@site/shared/router';
import type { ReleaseStatus, RemoteReleases } from '@site/contracts/schemas';
import table from '../../components/list-states/table.module.css';
import { StatusBadge, type BadgeTone } from '../../components/status-badge/status-badge.tsx';
import { formatWhen, RELEASE_STATUS_WORDS } from '../../content/wording.ts';
import { Dash } from './figures.tsx';
import styles from './releases.module.css';

const STATUS_TONES: Record<ReleaseStatus, BadgeTone> = {
  verifying: 'muted',
  canary: 'brand',
  live: 'success',
  failed: 'accent',
  rolled_back: 'accent',
  superseded: 'muted',
};

/** The admin screen of one release's report (the route in routes.tsx). */
const reportScreen = (remote: string, id: string) =>
  `/admin/releases/${encodeURIComponent(remote)}/${encodeURIComponent(id)}/report`;

/**
 * A remote's releases, newest first as the API orders them (docs/design.md#releases): version, status, who
 * asked, the commit, when it was asked for, when its status last changed, the reason, and a link to its
 * release report when one is kept. A sentence when none is recorded yet.
 */
export function HistoryTable({ remote }: { remote: RemoteReleases }) {
  const noteId = useId();
  const { history } = remote;
  if (history.length === 0) {
    return <p className={styles.empty}>No releases of {remote.remote} are recorded yet.</p>;
  }
  return (
    <>
      <p id={noteId} className={`${table.muted} ${styles.note}`}>
        Status changed: when the release got its status. For Canary and Live, that is when visitors began to get it.
      </p>
      <div className={table.scroll}>
        <table className={table.table} aria-describedby={noteId}>
          <caption>
            {history.length} {history.length === 1 ? 'release' : 'releases'} of {remote.remote}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
              <th scope="col">Commit</th>
              <th scope="col">Asked</th>
              <th scope="col">Status changed</th>
              <th scope="col">Reason</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {history.map((release) => (
              <tr key={release.id}>
                <th scope="row">{release.version}</th>
                <td>
                  <StatusBadge tone={STATUS_TONES[release.status]}>{RELEASE_STATUS_WORDS[release.status]}</StatusBadge>
                </td>
                <td>{release.released_by}</td>
                <td>{release.commit ? <code>{release.commit.slice(0, 10)}</code> : <Dash spoken="not given" />}</td>
                <td>{formatWhen(release.created_at)}</td>
                <td>{formatWhen(release.updated_at)}</td>
                <td>{release.reason ?? <Dash spoken="none" />}</td>
                <td>
                  {release.has_report ? (
                    <Link to={reportScreen(release.remote, release.id)}>
                      Report<span className="visually-hidden"> of {`${release.remote} ${release.version}`}</span>
                    </Link>
                  ) : (
                    <Dash spoken="none kept" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
