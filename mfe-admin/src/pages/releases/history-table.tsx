import { useId } from 'react';
import { Link } from '@site/shared/router';
import type { ReleaseStatus, RemoteReleases } from '@site/contracts/schemas';
import { DataTable } from '../../components/data-table/data-table.tsx';
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
      <DataTable
        caption={`${history.length} ${history.length === 1 ? 'release' : 'releases'} of ${remote.remote}, newest first`}
        describedBy={noteId}
        rowHeader={{ header: 'Version', cell: (release) => release.version }}
        columns={[
          {
            header: 'Status',
            cell: (release) => (
              <StatusBadge tone={STATUS_TONES[release.status]}>{RELEASE_STATUS_WORDS[release.status]}</StatusBadge>
            ),
          },
          { header: 'By', cell: (release) => release.released_by },
          {
            header: 'Commit',
            cell: (release) =>
              release.commit ? <code>{release.commit.slice(0, 10)}</code> : <Dash spoken="not given" />,
          },
          { header: 'Asked', cell: (release) => formatWhen(release.created_at) },
          { header: 'Status changed', cell: (release) => formatWhen(release.updated_at) },
          { header: 'Reason', cell: (release) => release.reason ?? <Dash spoken="none" /> },
          {
            header: 'Report',
            cell: (release) =>
              release.has_report ? (
                <Link to={reportScreen(release.remote, release.id)}>
                  Report<span className="visually-hidden"> of {`${release.remote} ${release.version}`}</span>
                </Link>
              ) : (
                <Dash spoken="none kept" />
              ),
          },
        ]}
        rows={history}
        rowKey={(release) => release.id}
      />
    </>
  );
}
