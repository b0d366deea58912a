import { SanitizedHtml } from '@site/shared';
import type { FellowshipSubmissionStep } from '@site/contracts/types';
import styles from './submission-steps.module.css';

/**
 * The numbered items a fellowship applicant sends (docs/requirements.md#fellowship-submission-step): each headline, then
 * its optional `additional` text, which may hold HTML and is rendered sanitized. `label` names the list.
 */
export function SubmissionSteps({ steps, label }: { steps: readonly FellowshipSubmissionStep[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.headline} className={styles.step}>
          <span className={styles.headline}>{step.headline}</span>
          {step.additional && <SanitizedHtml html={step.additional} className={styles.additional} />}
        </li>
      ))}
    </ol>
  );
}
