import type { KeyFigure } from '../../content/types.ts';
import styles from './key-figures.module.css';

/**
 * Figures worth a glance (e.g. '96%' board pass rate, '71,000' screening mammograms) as a list, each value
 * read together with its label. `label` names the list for assistive technology.
 */
export function KeyFigures({ figures, label }: { figures: readonly KeyFigure[]; label: string }) {
  return (
    <ul className={styles.figures} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.value}>{figure.value}</span> <span className={styles.label}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
