import { useRef } from 'react';
import { ApiError, Button } from '@site/shared';
import type { RemoteReleases } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { advanceCanary, promoteCanary, rollBackRemote } from '../../api/releases.ts';
import { ConfirmAction } from '../../components/confirm-dialog/confirm-dialog.tsx';
import table from '../../components/list-states/table.module.css';
import { useAction } from '../../components/use-action.ts';
import { formatWhen } from '../../content/wording.ts';
import { CanaryPercentForm } from './canary-percent-form.tsx';
import { CanaryStages } from './canary-stages.tsx';
import { HealthCharts } from './health-charts.tsx';
import { HealthTable } from './health-table.tsx';
import { HistoryTable } from './history-table.tsx';
import { PinVersionForm } from './pin-version-form.tsx';
import styles from './releases.module.css';

/** The id of a remote section's heading, which takes focus when an action removes its own button. */
export const remoteHeadingId = (remote: string) => `releases-${remote}`;

/**
 * One remote on the Releases screen (docs/design.md#releases), under its heading: its versions, this browser's
 * pin, the actions (Promote canary to everyone, Roll back, a staged canary's "Advance to N %"; one at a time, a
 * refusal shown beside them or in Roll back's dialog), the canary's percentage, the pin form, its health per
 * version and over time, and its release history. `reload` loads the overview again after a change; `announce` says what
 * an action did.
 */
export function RemoteSection({
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
  const sectionHeadingId = remoteHeadingId(name);
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useAction();
  const { send } = useAdminWrites();
  const { busy, problem } = action;

  /**
   * One action of this remote, for `action.run`: `work`, then the overview reloaded and `work`'s message
   * announced. A 409 (the remote changed meanwhile) reloads the overview too.
   */
  const act = (work: () => Promise<string>) => async (): Promise<void> => {
    announce('');
    try {
      const done = await work();
      await reload();
      announce(done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void reload();
      throw error;
    }
  };

  const promote = async () => {
    const promoted = await action.run(
      act(async () => {
        const answer = await promoteCanary(send, name);
        return `${name} ${answer.version} now reaches every visitor.`;
      }),
    );
    // The Promote button is gone with the canary: focus goes to the section rather than the page's start.
    if (promoted) heading.current?.focus();
  };

  const advance = async () => {
    const advanced = await action.run(
      act(async () => {
        const answer = await advanceCanary(send, name);
        return answer.status === 'live'
          ? `${name} ${answer.version} now reaches every visitor: its last stage.`
          : `The canary of ${name} (${answer.version}) now reaches ${answer.percent}% of visitors.`;
      }),
    );
    // The button goes with the manual stage: focus goes to the section rather than the page's start.
    if (advanced) heading.current?.focus();
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
      <Versions remote={remote} />
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
          // The dialog shows a refusal itself, and stays open.
          onConfirm={async () => {
            await action.run(
              act(async () => {
                const answer = await rollBackRemote(send, name);
                return canary
                  ? `The canary of ${name} has ended: every visitor gets ${answer.to} again.`
                  : `${name} is back on version ${answer.to}.`;
              }),
              { rethrow: true },
            );
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

/** A remote's current, previous and canary versions, each with when it was released. */
function Versions({ remote: { current, previous, canary } }: { remote: RemoteReleases }) {
  return (
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
  );
}
