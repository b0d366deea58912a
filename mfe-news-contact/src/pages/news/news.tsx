import { Link } from '@site/shared/router';
import { ErrorState, formatLongDate, LoadingStatus, mediaUrl, Page, Skeleton, useNews } from '@site/shared';
import type { NewsItem } from '@site/contracts/types';
import { newsPhotoSize, newsText } from '../../content/news.ts';
import styles from './news.module.css';

const SKELETON_CARDS = 3;

/**
 * The News list page, /news (docs/requirements.md#screens-and-routes): a card per story with its small photo, title, intro text and
 * published date ('MMMM Do, YYYY'), linking to /news/{id}. Skeleton cards while loading, a message when
 * there is no news, and an error with Retry when the call fails (docs/design.md#product-decisions).
 */
export function News() {
  const { data, error, mutate } = useNews();

  return (
    <Page title="News" intro={newsText.intro}>
      {data ? (
        data.length > 0 ? (
          <ul className={styles.grid}>
            {data.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>{newsText.emptyTitle}</h2>
            <p>{newsText.emptyMessage}</p>
          </div>
        )
      ) : error ? (
        <ErrorState title={newsText.errorTitle} message={newsText.errorMessage} onRetry={() => mutate()} />
      ) : (
        <>
          <LoadingStatus label={newsText.loading} />
          <div aria-hidden="true" className={styles.grid}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className={styles.card} data-testid="news-card-skeleton">
                <Skeleton height="auto" style={{ aspectRatio: '3 / 2' }} />
                <div className={styles.body}>
                  <Skeleton width="85%" height="1.5rem" />
                  <Skeleton width="40%" />
                  <Skeleton height="3rem" />
                </div>
              </div>
            ))}
          </div>
        </>
      )}
    </Page>
  );
}

/** One story's card; the whole card is clickable through its title link. */
function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`/news/${item.id}`} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={item.published_date}>{formatLongDate(item.published_date)}</time>
        </p>
        <p className={styles.intro}>{item.intro_text}</p>
      </div>
      {item.photo_small && (
        // Decorative: the headline beside it names the story, and the data holds no description of the
        // picture; an alt repeating the title would be read twice (WCAG technique H67).
        <img
          className={styles.photo}
          src={mediaUrl('news', item.photo_small)}
          alt=""
          width={newsPhotoSize.small.width}
          height={newsPhotoSize.small.height}
          loading="lazy"
          decoding="async"
        />
      )}
    </article>
  );
}
