import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

/** The colours a badge may repeat its word in: muted (dashed, e.g. a draft story), accent, success, brand. */
export type BadgeTone = 'muted' | 'accent' | 'success' | 'brand';

/**
 * A record's state in a list (a story's status, unpublished changes) as a badge: `children` are the word itself,
 * so it is never told by colour alone (docs/design.md#accessibility); `tone` only repeats it.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
