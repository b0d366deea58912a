import {
  ErrorState,
  LoadingStatus,
  Page,
  Skeleton,
  telHref,
  useFrequentlyCalledNumbers,
  useSettings,
} from '@site/shared';
import { numbersText } from '../../content/numbers.ts';
import { pages } from '../../content/pages.ts';
import styles from './frequently-called-numbers.module.css';

/**
 * Frequently Called Numbers (docs/requirements.md#screens-and-routes): a card per number from GET /api/frequently-called-numbers with its
 * title, optional subtitle and the number as a tel: link. Skeletons while loading, Retry on failure (docs/design.md#product-decisions).
 */
export function FrequentlyCalledNumbers() {
  const { data: numbers, error, mutate } = useFrequentlyCalledNumbers();
  const { data: settings } = useSettings();

  let body;
  // Data first: a prerendered page has its numbers before SWR's own request settles.
  if (error && !numbers) {
    body = <ErrorState message={numbersText.error} onRetry={() => void mutate()} />;
  } else if (!numbers) {
    body = (
      <>
        <LoadingStatus label={numbersText.loading} />
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton width="90%" style={{ marginTop: '0.75rem' }} />
              <Skeleton width="45%" height="1.4rem" style={{ marginTop: '0.75rem' }} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (numbers.length === 0) {
    body = (
      <p className={styles.empty}>
        {numbersText.empty}{' '}
        {settings && (
          <>
            {numbersText.emptyCall} <a href={telHref(settings.phone)}>{settings.phone}</a>.
          </>
        )}
      </p>
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {numbers.map((number) => (
          <li key={`${number.title}-${number.text}`} className={styles.card}>
            <h2 className={styles.title}>{number.title}</h2>
            {number.subtitle && <p className={styles.subtitle}>{number.subtitle}</p>}
            <a className={styles.phone} href={telHref(number.text)}>
              {number.text}
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={pages.frequentlyCalledNumbers.title} intro={numbersText.intro}>
      {body}
    </Page>
  );
}
