import type { CanaryJudgementsAnswer, CanaryOutcome } from '@site/contracts/schemas';
import { DataTable } from '../../components/data-table/data-table.tsx';
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
  const shown = judgements.slice(0, JUDGEMENTS_SHOWN);
  return (
    <DataTable
      caption={`The latest ${shown.length} canary ${shown.length === 1 ? 'judgement' : 'judgements'} of ${remote}, newest first`}
      rowHeader={{ header: 'Judged', cell: (judgement) => formatWhen(judgement.judged_at) }}
      columns={[
        {
          header: 'Canary',
          cell: (judgement) => (
            <>
              {judgement.canary_version} ({judgement.percent}%){' '}
              <span className={table.muted}>against {judgement.stable_version}</span>
            </>
          ),
        },
        {
          header: 'Outcome',
          cell: (judgement) => (
            <StatusBadge tone={OUTCOME_TONES[judgement.outcome]}>{OUTCOME_WORDS[judgement.outcome]}</StatusBadge>
          ),
        },
        { header: 'Reason', cell: (judgement) => judgement.reason },
      ]}
      rows={shown}
      rowKey={(judgement, index) => `${judgement.judged_at}-${index}`}
      empty={<p className={styles.empty}>No canary of {remote} has been judged yet.</p>}
    />
  );
}
