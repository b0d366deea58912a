import type { CanaryPlanView } from '@site/contracts/schemas';
import { Button } from '@site/shared';
import table from '../../components/list-states/table.module.css';
import { formatWhen } from '../../content/wording.ts';
import styles from './releases.module.css';

/** What a stage does beside giving its share: a held one waits for an admin, 100 % is the promotion. */
const stageNote = (percent: number, manual: boolean) =>
  percent === 100 ? ' (promotes it to everyone)' : manual ? ' (waits for an admin)' : '';

/**
 * A staged canary's stages on the Releases screen (docs/design.md#canary-stages): takes the remote, its plan
 * (CanaryPlanView), whether an action of the remote is running (`busy`) and `onAdvance`, which moves it to the
 * next stage. Lists the stages in order, the current one marked (`aria-current="step"`) and each reached one
 * with when and by whom; then when the canary watch takes the next step if the canary stays healthy, or, at a
 * manual stage, an "Advance to N %" button; at a last stage under 100 %, that promoting is left to an admin.
 */
export function CanaryStages({
  remote,
  plan,
  busy,
  onAdvance,
}: {
  remote: string;
  plan: CanaryPlanView;
  busy: boolean;
  onAdvance: () => void;
}) {
  const current = plan.stages[plan.stage]!;
  const next = plan.stages[plan.stage + 1];
  const headingId = `stages-${remote}`;
  return (
    <div className={styles.stages} aria-labelledby={headingId} role="group">
      <h3 id={headingId}>Stages</h3>
      <ol className={styles.stageList}>
        {plan.stages.map((stage, index) => {
          const reached = plan.changes.findLast((change) => change.stage === index);
          const isCurrent = index === plan.stage;
          return (
            <li key={stage.percent} aria-current={isCurrent ? 'step' : undefined} className={styles.stage}>
              {isCurrent && <span className={styles.stageNow}>Now: </span>}
              {stage.percent}%{stageNote(stage.percent, stage.manual)}
              {reached && (
                <span className={table.muted}>
                  {' '}
                  reached {formatWhen(reached.at)}
                  {reached.by !== 'release' && ` by ${reached.by}`}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {next && !current.manual && plan.next_step_at && (
        <p className={styles.note}>
          Next step, to {next.percent}%: due {formatWhen(plan.next_step_at)} if the canary stays healthy. A step of{' '}
          {plan.step_minutes} {plan.step_minutes === 1 ? 'minute' : 'minutes'}; an inconclusive judgement starts it
          again.
        </p>
      )}
      {next && current.manual && (
        <div className={styles.actions}>
          <p>This stage waits for an admin.</p>
          <Button aria-disabled={busy || undefined} onClick={() => !busy && onAdvance()}>
            {busy ? 'Working…' : `Advance to ${next.percent} %`}
            <span className="visually-hidden"> on {remote}</span>
          </Button>
        </div>
      )}
      {!next && <p className={styles.note}>The last stage: promote the canary to everyone when you are ready.</p>}
    </div>
  );
}
