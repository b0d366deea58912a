import { useId, type ReactNode } from 'react';
import { Link, useParams } from '@site/shared/router';
import { ErrorState, Page } from '@site/shared';
import type { ReleaseReport } from '@site/contracts/schemas';
import { useReleaseReport } from '../../api/releases.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { useAdminSession } from '../../components/session-context.tsx';
import { formatWhen } from '../../content/wording.ts';
import { count } from '../releases/figures.tsx';
import { PageChangeView } from './page-change.tsx';
import { publicPageHref } from './public-page.ts';
import styles from './release-report.module.css';

/** How long the report took, in words: '4.2 seconds', '2 minutes 5 seconds'. */
function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ${rest} ${rest === 1 ? 'second' : 'seconds'}`;
}

/** The report's heading: 'Report of about 1.5.0', or of a rollback and the version it returns to. */
const reportTitle = (report: ReleaseReport) =>
  report.kind === 'rollback'
    ? `Report of the rollback of ${report.remote} to ${report.version}`
    : `Report of ${report.remote} ${report.version}`;

/**
 * /admin/releases/:remote/:id/report (admin role only; docs/design.md#release-reports): what one release or
 * rollback changes on the site, page by page, as the server's report says it. A summary, then the pages it
 * adds, changes and removes, and those it leaves as they were (folded away). Each added or changed page shows
 * its title and description where they differ, its text diff, its code size before and after, and new
 * accessibility problems. Loading, failed and "no report kept" states; editors are told it is for admins.
 */
export function ReleaseReportScreen() {
  const { user: me } = useAdminSession();
  if (me && me.role !== 'admin') {
    return (
      <Page title="Release report">
        <ErrorState title="Only admins see release reports" message="Ask a site admin about this release." />
      </Page>
    );
  }
  return <ReportLoader />;
}

function ReportLoader() {
  const { remote = '', id = '' } = useParams();
  const response = useReleaseReport(remote, id);
  const report = response.data;
  return (
    <Page title={report ? reportTitle(report) : 'Release report'}>
      <p>
        <Link to="/admin/releases/">Back to Releases</Link>
      </p>
      <Loadable response={response} what="report">
        {(loaded) =>
          loaded === null ? (
            <ErrorState
              title="No report is kept for this release"
              message="The history on the Releases screen links to each report that is kept."
            />
          ) : (
            <ReportBody report={loaded} />
          )
        }
      </Loadable>
    </Page>
  );
}

/** A part of the report under its own heading (h2), named by it. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** One term of the summary and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The loaded report: refusal (when a rule refused it), summary, then the pages by change. */
function ReportBody({ report }: { report: ReleaseReport }) {
  const { added, changed, removed, unchanged } = report;
  return (
    <>
      {report.refused_by && (
        <div className={styles.refused}>
          <h2>Refused by a report rule</h2>
          <p>{report.refused_by}</p>
        </div>
      )}

      <Part title="Summary">
        <dl className={styles.summary}>
          <Fact term="Kind">{report.kind === 'rollback' ? 'Rollback' : 'Release'}</Fact>
          <Fact term="Remote">{report.remote}</Fact>
          <Fact term="Version before">
            {report.base_version ?? <span className={table.muted}>None: the remote’s first release</span>}
          </Fact>
          <Fact term="Version after">{report.version}</Fact>
          <Fact term="Made">{formatWhen(report.created_at)}</Fact>
          <Fact term="Took">{duration(report.duration_ms)}</Fact>
          <Fact term="Pages compared">{count(report.pages_compared)}</Fact>
          <Fact term="Added">{count(added.length)}</Fact>
          <Fact term="Changed">{count(changed.length)}</Fact>
          <Fact term="Removed">{count(removed.length)}</Fact>
          <Fact term="Unchanged">{count(unchanged.length)}</Fact>
        </dl>
        {report.axe_rules_skipped.length > 0 && (
          <p className={styles.note}>
            These accessibility rules were not run, because they need the page’s layout, which a render on the server
            does not have: {report.axe_rules_skipped.join(', ')}.
          </p>
        )}
        {report.notes && report.notes.length > 0 && (
          <div className={styles.note}>
            <p>What this report could not check:</p>
            <ul>
              {report.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        )}
        {added.length + changed.length > 0 && (
          <p className={styles.note}>
            In the text of each page, added words are underlined and removed words are struck out.
          </p>
        )}
      </Part>

      {added.length + changed.length + removed.length === 0 && <p>This change adds, changes and removes no page.</p>}
      {added.length > 0 && (
        <Part title={`Added (${count(added.length)})`}>
          {added.map((page) => (
            <PageChangeView key={page.path} page={page} />
          ))}
        </Part>
      )}
      {changed.length > 0 && (
        <Part title={`Changed (${count(changed.length)})`}>
          {changed.map((page) => (
            <PageChangeView key={page.path} page={page} />
          ))}
        </Part>
      )}
      {removed.length > 0 && (
        <Part title={`Removed (${count(removed.length)})`}>
          {/* No links: after the change these pages are no longer on the site. */}
          <ul className={styles.paths}>
            {removed.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {unchanged.length > 0 && (
        <Part title={`Unchanged (${count(unchanged.length)})`}>
          <details className={styles.unchanged}>
            <summary>Show the {unchanged.length === 1 ? 'page' : `${count(unchanged.length)} pages`}</summary>
            <ul className={styles.paths}>
              {unchanged.map((path) => (
                <li key={path}>
                  <a href={publicPageHref(path)}>{path}</a>
                </li>
              ))}
            </ul>
          </details>
        </Part>
      )}
    </>
  );
}
