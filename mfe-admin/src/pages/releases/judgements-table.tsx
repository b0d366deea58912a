import type { CanaryJudgementsAnswer, CanaryOutcome } from '@site/contracts/schemas';
import table from '../../components/list-states/table.module.css';
import { StatusBadge, type BadgeTone } from '../../components/status-badge/status-badge.tsx';
import { formatWhen } from '../../content/wording.ts';
import styles from './releases.module.css';

/** Judgements shown: the latest few, enough to see how a canary has been doing. */
const JUDGEMENTS_SHOWN = 10;

/** Each outcome in words, as the canary watch means it (docs/design.md#releases). */
const OUTCOME_WORDS: Record<CanaryOutcome, string> = {
  healthy: 'Healthy',
  failing: 'Failing: rolled back',
  inconclusive: 'Hold: not enough to judge',
};

const OUTCOME_TONES: Record<CanaryOutcome, BadgeTone> = {
  healthy: 'success',
  failing: 'accent',
  inconclusive: 'muted',
};

/**
 * The latest canary judgements of a remote (GET /api/admin/releases/:remote/judgements, newest first): when, the
 * canary against the stable version with the canary's share, the outcome in words and the reason. A sentence
 * when none is kept.
 */
export function JudgementsTable({ answer }: { answer: CanaryJudgementsAnswer }) {
  const { remote, judgements } = answer;
  if (judgements.length === 0) {
    return <p className={styles.empty}>No canary of {remote} has been judged yet.</p>;
  }
  const shown = judgements.slice(0, JUDGEMENTS_SHOWN);
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <caption>
          The latest {shown.length} canary {shown.length === 1 ? 'judgement' : 'judgements'} of {remote}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Judged</th>
            <th scope="col">Canary</th>
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((judgement, index) => (
            <tr key={`${judgement.judged_at}-${index}`}>
              <th scope="row">{formatWhen(judgement.judged_at)}</th>
              <td>
                {judgement.canary_version} ({judgement.percent}%){' '}
                <span className={table.muted}>against {judgement.stable_version}</span>
              </td>
              <td>
                <StatusBadge tone={OUTCOME_TONES[judgement.outcome]}>{OUTCOME_WORDS[judgement.outcome]}</StatusBadge>
              </td>
              <td>{judgement.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
