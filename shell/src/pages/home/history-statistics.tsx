import { LoadingStatus, Skeleton, useQuickFacts } from '@site/shared';
import { builtInStatistics, statisticsSection, type Statistic } from './content.ts';
import styles from './history-statistics.module.css';

const SKELETON_TILES = 2;

/**
 * The history statistics block of Home (docs/requirements.md#home, docs/requirements.md#quick-fact, docs/requirements.md#constants): the five built-in statistics, then
 * the quick facts from /api/quickfacts/. While the quick facts load, skeleton tiles follow the built-ins; if
 * they fail, the built-ins stand alone (they are the block's content, the quick facts an addition).
 */
export function HistoryStatistics() {
  const { data: quickFacts, error } = useQuickFacts();
  const loading = !quickFacts && !error;
  const statistics: readonly Statistic[] = [...builtInStatistics, ...(quickFacts ?? [])];

  return (
    <section aria-labelledby="home-statistics" className={styles.section}>
      <h2 id="home-statistics" className={styles.heading}>
        {statisticsSection.heading}
      </h2>
      <ul className={styles.tiles}>
        {statistics.map((statistic, i) => (
          <li key={`${i}-${statistic.title}`} className={styles.tile}>
            <span className={styles.number}>{statistic.number}</span>
            <span className={styles.title}>{statistic.title}</span>
          </li>
        ))}
        {loading &&
          Array.from({ length: SKELETON_TILES }, (_, i) => (
            <li key={`skeleton-${i}`} className={styles.tile} aria-hidden="true">
              <Skeleton width="50%" height="2.25rem" />
              <Skeleton width="80%" height="1rem" style={{ marginTop: 'var(--space-2)' }} />
            </li>
          ))}
      </ul>
      {loading && <LoadingStatus label={statisticsSection.loading} />}
    </section>
  );
}
