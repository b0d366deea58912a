import { Link } from '@site/shared/router';
import type { ReleasesOverview, RemoteReleases, VersionHealth } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { RELEASES_PATH } from '../../api/releases.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { count, percentage } from '../releases/figures.tsx';
import styles from './dashboard.module.css';

/** Where every line leads: the screen that steers the remote. */
const RELEASES_SCREEN = '/admin/releases/';

/** Which visitors get what: every visitor the live version, or a canary's share (and its stage when staged). */
function laneWords({ canary }: RemoteReleases): string {
  if (!canary) return 'Live: every visitor';
  if (canary.percent === 0) return `Preview of ${canary.version} (no visitor)`;
  const stage = canary.plan ? ` (stage ${canary.plan.stage + 1} of ${canary.plan.stages.length})` : '';
  return `Canary ${canary.version} at ${canary.percent}%${stage}`;
}

/** One version's errors per page view since its release, or that it has no view yet. */
const rateWords = (line: VersionHealth | undefined): string =>
  line && line.views > 0 && line.error_rate !== null
    ? `${percentage(line.error_rate)} errors per view (${count(line.views)} ${line.views === 1 ? 'view' : 'views'})`
    : 'no page views yet';

/** The errors per page view of the live version, and of the canary when there is one. */
function healthWords({ current, canary, health }: RemoteReleases): string {
  const of = (version: string) => health.find((line) => line.version === version);
  const live = `Live: ${rateWords(of(current.version))}`;
  return canary ? `${live}. Canary: ${rateWords(of(canary.version))}` : live;
}

/**
 * The admin home's "Sections" (docs/design.md#releases): one line per remote from the releases overview
 * (`GET /api/admin/releases`), with its live version, its lane (live for everyone, or a canary's version, share
 * and stage) and its health (errors per page view of each lane's version), each linking to the Releases screen.
 * Loading, failed (with Retry) and empty states as the rest of the dashboard. Only for admins, as the overview
 * is: callers render it for them alone.
 */
export function Sections() {
  const response = useAdmin<ReleasesOverview>(RELEASES_PATH);
  return (
    <section aria-labelledby="dashboard-sections" className={styles.sections}>
      <h2 id="dashboard-sections">Sections</h2>
      <Loadable response={response} what="sections">
        {({ remotes }) => (
          <DataTable
            caption="Each section’s live version, lane and health"
            captionHidden
            rowHeader={{
              header: 'Section',
              cell: (remote) => (
                <Link to={RELEASES_SCREEN}>
                  {remote.remote}
                  <span className="visually-hidden"> on the Releases screen</span>
                </Link>
              ),
            }}
            columns={[
              { header: 'Live version', cell: (remote) => remote.current.version },
              { header: 'Lane', cell: (remote) => laneWords(remote) },
              { header: 'Health', cell: (remote) => healthWords(remote) },
            ]}
            rows={remotes}
            rowKey={(remote) => remote.remote}
            empty={<p>No section has been released yet.</p>}
          />
        )}
      </Loadable>
    </section>
  );
}
