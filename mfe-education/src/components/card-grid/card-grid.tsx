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
