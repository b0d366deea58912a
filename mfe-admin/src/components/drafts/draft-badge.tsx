import { StatusBadge } from '../status-badge/status-badge.tsx';
import styles from './drafts.module.css';

/** What the lists and the notice on an edit screen call a record's pending draft. */
export const UNPUBLISHED_CHANGES = 'Unpublished changes';

/**
 * The badge a list screen shows beside a record that has a pending draft (docs/design.md#product-decisions):
 * visitors still see the published version, and someone has changes waiting to be published or discarded.
 */
export function DraftBadge() {
  return (
    <span className={styles.beside}>
      <StatusBadge tone="brand">{UNPUBLISHED_CHANGES}</StatusBadge>
    </span>
  );
}
