import { Link } from '@site/shared/router';
import { formatDayMonth, formatLongDate, LoadingStatus, Skeleton, useNews } from '@site/shared';
import { latestNewsText } from '../../content/news.ts';
import styles from './latest-news.module.css';

/** How many stories Home shows (docs/requirements.md#constants). */
const LATEST_COUNT = 3;

/**
 * The three newest news items for Home (docs/requirements.md#screens-and-routes, docs/requirements.md#constants): each with its day and abbreviated month and a link to
 * /news/{id}. No props. The shell supplies the 'Latest News' heading and the 'Read More News' link, so this
 * renders the list alone (item headings are h3). While loading it shows three skeleton rows; when the call
 * fails it renders nothing, so Home simply goes without it (docs/design.md#contracts).
 */
export function LatestNews() {
  const { data, error } = useNews();

  if (error) return null;
  if (!data) {
    return (
      <>
        <LoadingStatus label={latestNewsText.loading} />
        <div aria-hidden="true" className={styles.list}>
          {Array.from({ length: LATEST_COUNT }, (_, index) => (
            <div key={index} className={styles.item} data-testid="latest-news-skeleton">
              <Skeleton width="4rem" height="4rem" style={{ gridArea: 'date' }} />
              <Skeleton width="80%" height="1.25rem" style={{ gridArea: 'title' }} />
              <Skeleton width="95%" height="2.5rem" style={{ gridArea: 'intro' }} />
            </div>
          ))}
        </div>
      </>
    );
  }
  if (data.length === 0) return <p className={styles.empty}>{latestNewsText.empty}</p>;

  // The API answers newest first (docs/requirements.md#api-calls), so the first three are the newest.
  return (
    <ol className={styles.list}>
      {data.slice(0, LATEST_COUNT).map((item) => {
        const { day, month } = formatDayMonth(item.published_date);
        return (
          <li key={item.id} className={styles.item}>
            <h3 className={styles.title}>
              <Link to={`/news/${item.id}`}>{item.title}</Link>
            </h3>
            {/* The badge is what sighted visitors scan; screen readers get the full date instead. */}
            <time dateTime={item.published_date} className={styles.date}>
              <span aria-hidden="true" className={styles.day}>
                {day}
              </span>
              <span aria-hidden="true" className={styles.month}>
                {month}
              </span>
              <span className="visually-hidden">{formatLongDate(item.published_date)}</span>
            </time>
            <p className={styles.intro}>{item.intro_text}</p>
          </li>
        );
      })}
    </ol>
  );
}
