import { useRef, useState } from 'react';
import { Link } from '@site/shared/router';
import { ApiError, Button, ErrorState, Page } from '@site/shared';
import type { CanaryRule, ReleasesOverview, RemoteReleases } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { advanceCanary, promoteCanary, RELEASES_PATH, rollBackRemote } from '../../api/releases.ts';
import { ConfirmAction } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { failureText } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { useAdminSession } from '../../components/session-context.tsx';
import { formatWhen } from '../../content/wording.ts';
import { CanaryPercentForm } from './canary-percent-form.tsx';
import { CanaryStages } from './canary-stages.tsx';
import { count } from './figures.tsx';
import { HealthCharts } from './health-charts.tsx';
import { HealthTable } from './health-table.tsx';
import { HistoryTable } from './history-table.tsx';
import { PinnedNotice } from './pinned-notice.tsx';
import { PinVersionForm } from './pin-version-form.tsx';
import styles from './releases.module.css';

/** The automatic rollback rule in one sentence. */
function ruleSentence({ min_views, margin }: CanaryRule): string {
  const views = `${count(min_views)} page ${min_views === 1 ? 'view' : 'views'}`;
  const points = Number((margin * 100).toFixed(1));
  return (
    `A canary is rolled back automatically when, after ${views}, its error rate exceeds the stable version’s ` +
    `by more than ${points} ${points === 1 ? 'point' : 'points'}.`
  );
}

/**
 * /admin/releases/ (admin role only; docs/design.md#releases): for each remote its current, previous and
 * canary versions, page views and client errors per version, its health over time as charts with the latest
 * canary judgements (behind "Show charts"), the history of its releases, and the actions:
 * Promote canary to everyone, the canary's percentage, and Roll back (asked first); a staged canary's stages with
 * when its next step is due and, at a manual stage, "Advance to N %" (docs/design.md#canary-stages); and a form per remote that
 * pins this browser to one of its released versions, to try it before promoting, with a notice and Unpin while
 * this browser is pinned. Also the automatic rollback rule and a link to the Deploy tokens screen. Editors are
 * told the screen is for admins; the API refuses them too.
 */
export function Releases() {
  const { user: me } = useAdminSession();
  if (me && me.role !== 'admin') {
    return (
      <Page title="Releases">
        <ErrorState title="Only admins manage releases" message="Ask a site admin to promote or roll back a release." />
      </Page>
    );
  }
  return <ReleasesScreen />;
}

function ReleasesScreen() {
  const response = useAdmin<ReleasesOverview>(RELEASES_PATH);
  const [status, setStatus] = useState('');
  return (
    <Page
      title="Releases"
      intro="Which version of each section of the site visitors get, how each version is doing, and the way back."
    >
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <p>
        <Link to="/admin/deploy-tokens/">Deploy tokens: who may release each remote</Link>
      </p>
      <Loadable response={response} what="releases">
        {(overview) => (
          <>
            {Object.keys(overview.pinned).length > 0 && (
              <PinnedNotice
                pinned={overview.pinned}
                reload={response.mutate}
                announce={setStatus}
                // The notice and its button go with the pins: focus moves on to the first remote's section.
                afterUnpin={() => {
                  const first = overview.remotes[0];
                  if (first) document.getElementById(headingId(first.remote))?.focus();
                }}
              />
            )}
            <p className={styles.rule}>{ruleSentence(overview.rule)}</p>
            {overview.remotes.length === 0 ? (
              <p className={styles.empty}>
                No remote has been released yet. Release one with npm run release, or from a team’s CI with a deploy
                token.
              </p>
            ) : (
              overview.remotes.map((remote) => (
                <RemoteSection
                  key={remote.remote}
                  remote={remote}
                  pinned={overview.pinned[remote.remote]}
                  reload={response.mutate}
                  announce={setStatus}
                />
              ))
            )}
          </>
        )}
      </Loadable>
    </Page>
  );
}

/** The id of a remote section's heading. */
const headingId = (remote: string) => `releases-${remote}`;

/** One remote: its versions, actions, pin form, health per version and release history. */
function RemoteSection({
  remote,
  pinned,
  reload,
  announce,
}: {
  remote: RemoteReleases;
  /** The version this browser is pinned to for the remote, if it is. */
  pinned: string | undefined;
  reload: () => Promise<unknown>;
  announce: (message: string) => void;
}) {
  const { remote: name, current, previous, canary } = remote;
  const sectionHeadingId = headingId(name);
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /**
   * Runs one action of this remote, then reloads the overview and announces `work`'s message. A refusal is
   * thrown on; a 409 (the remote changed meanwhile) reloads the overview too.
   */
  const act = async (work: () => Promise<string>): Promise<void> => {
    setBusy(true);
    setProblem(null);
    announce('');
    try {
      const done = await work();
      await reload();
      announce(done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void reload();
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const promote = async () => {
    if (busy) return;
    try {
      await act(async () => {
        const answer = await promoteCanary(name);
        return `${name} ${answer.version} now reaches every visitor.`;
      });
      // The Promote button is gone with the canary: focus goes to the section rather than the page's start.
      heading.current?.focus();
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const advance = async () => {
    if (busy) return;
    try {
      await act(async () => {
        const answer = await advanceCanary(name);
        return answer.status === 'live'
          ? `${name} ${answer.version} now reaches every visitor: its last stage.`
          : `The canary of ${name} (${answer.version}) now reaches ${answer.percent}% of visitors.`;
      });
      // The button goes with the manual stage: focus goes to the section rather than the page's start.
      heading.current?.focus();
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const rollback = canary
    ? {
        title: `End the canary of ${name}?`,
        description: `Every visitor gets ${current.version} again, and ${canary.version} is no longer served.`,
      }
    : previous
      ? {
          title: `Roll ${name} back to version ${previous.version}?`,
          description: `Every visitor gets ${previous.version} instead of ${current.version}, from now on.`,
        }
      : null;

  return (
    <section aria-labelledby={sectionHeadingId} className={styles.remote}>
      <h2 id={sectionHeadingId} ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <dl className={styles.versions}>
        <div>
          <dt>Current version</dt>
          <dd>
            {current.version}
            {current.released_at && <span className={table.muted}> since {formatWhen(current.released_at)}</span>}
          </dd>
        </div>
        <div>
          <dt>Previous version</dt>
          <dd>
            {previous ? (
              <>
                {previous.version}
                {previous.released_at && (
                  <span className={table.muted}> released {formatWhen(previous.released_at)}</span>
                )}
              </>
            ) : (
              <span className={table.muted}>None</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {canary ? (
              <>
                {canary.version}{' '}
                {canary.percent === 0 ? '(Preview only: no visitor)' : `for ${canary.percent}% of visitors`}
                {canary.released_at && <span className={table.muted}> since {formatWhen(canary.released_at)}</span>}
              </>
            ) : (
              'No canary'
            )}
          </dd>
        </div>
      </dl>
      {pinned && <p className={styles.pinnedHere}>Pinned in this browser: {pinned}</p>}

      <div className={styles.actions}>
        {canary && (
          <Button aria-disabled={busy || undefined} onClick={() => void promote()}>
            Promote canary to everyone<span className="visually-hidden"> on {name}</span>
          </Button>
        )}
        <ConfirmAction
          triggerLabel={
            <>
              Roll back<span className="visually-hidden"> {name}</span>
            </>
          }
          title={rollback?.title ?? `Roll back ${name}?`}
          description={rollback?.description ?? 'There is no earlier version to go back to.'}
          confirmLabel="Roll back"
          busyLabel="Rolling back…"
          failure={`${name} could not be rolled back. Please try again.`}
          disabled={busy || !rollback}
          onConfirm={async () => {
            await act(async () => {
              const answer = await rollBackRemote(name);
              return canary
                ? `The canary of ${name} has ended: every visitor gets ${answer.to} again.`
                : `${name} is back on version ${answer.to}.`;
            });
          }}
        />
        {!rollback && <p className={table.muted}>Nothing to roll back to: no earlier version is kept.</p>}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {canary?.plan && <CanaryStages remote={name} plan={canary.plan} busy={busy} onAdvance={() => void advance()} />}
      {canary && (
        <CanaryPercentForm
          key={canary.version}
          remote={name}
          canary={canary}
          current={current.version}
          onChanged={reload}
        />
      )}

      {remote.versions.length > 0 && (
        <div className={styles.trial}>
          <h3>Try a version in this browser</h3>
          <PinVersionForm remote={remote} pinned={pinned} onChanged={reload} />
        </div>
      )}

      <HealthTable remote={remote} />
      <HealthCharts remote={name} />
      <HistoryTable remote={remote} />
    </section>
  );
}
