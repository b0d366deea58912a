import { PhysicianCardSkeleton } from '@site/shared/physician-card';
import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

/** A responsive grid list of cards: one column on phones, more as the screen widens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** One cell of a CardGrid. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/**
 * `count` grey card placeholders in the grid's layout while a list loads (docs/requirements.md#states). The whole grid is hidden
 * from assistive technology, which hears the page's LoadingStatus instead of a list of empty items.
 */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true">
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <PhysicianCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
