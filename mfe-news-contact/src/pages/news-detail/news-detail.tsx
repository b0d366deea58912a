import { Link, Navigate, useParams } from '@site/shared/router';
import {
  DocumentTitle,
  ErrorState,
  formatLongDate,
  JsonLd,
  LoadingStatus,
  mediaUrl,
  Page,
  Prose,
  SanitizedHtml,
  Skeleton,
  useNewsItem,
  useSettings,
  useSiteOrigin,
} from '@site/shared';
import { newsArticleJsonLd } from '@site/shared/schema-org';
import type { NewsItem } from '@site/contracts/types';
import { newsDetailText, newsPhotoSize, newsText } from '../../content/news.ts';
import styles from './news-detail.module.css';

/** News ids are positive integers; anything else cannot name a story, so it goes to /404 without a request. */
const NEWS_ID = /^[1-9]\d*$/;

/**
 * The News detail page, /news/:id (docs/requirements.md#screens-and-routes): the headline as h1 and as the page title (docs/design.md#product-decisions), the
 * published date, the large photo (decorative: its caption, when staff wrote one, describes it) and the full
 * text from the API's sanitized HTML (docs/design.md#data), and the story as schema.org NewsArticle data for search
 * engines. An unknown id replaces the entry with /404; other failures show an error with Retry.
 */
export function NewsDetail() {
  const { id } = useParams();
  const validId = id !== undefined && NEWS_ID.test(id) ? id : undefined;
  const { data: item, error, mutate } = useNewsItem(validId);

  if (validId === undefined || error?.status === 404) return <Navigate to="/404" replace />;

  if (!item) {
    if (error) {
      return (
        <Page title={newsDetailText.fallbackTitle}>
          <ErrorState
            title={newsDetailText.errorTitle}
            message={newsDetailText.errorMessage}
            onRetry={() => mutate()}
          />
          <BackLink />
        </Page>
      );
    }
    return <DetailSkeleton />;
  }

  return (
    <Page
      title={item.title}
      intro={
        <>
          {newsText.publishedPrefix} <time dateTime={item.published_date}>{formatLongDate(item.published_date)}</time>
        </>
      }
    >
      <DocumentTitle title={item.title} />
      <NewsArticleData item={item} />
      {item.photo_large && (
        <figure className={styles.figure}>
          {/* The caption under the picture is its description, read with the figure; repeating it as alt text
              would say it twice, and without a caption the picture shows nothing the headline does not say. */}
          <img
            className={styles.photo}
            src={mediaUrl('news', item.photo_large)}
            alt=""
            width={newsPhotoSize.large.width}
            height={newsPhotoSize.large.height}
            decoding="async"
          />
          {item.photo_large_caption && <figcaption className={styles.caption}>{item.photo_large_caption}</figcaption>}
        </figure>
      )}
      <Prose>
        <SanitizedHtml html={item.full_text} className={styles.text} />
      </Prose>
      <BackLink />
    </Page>
  );
}

// The publisher is the practice from the settings, which the shell has already loaded by the time a story shows.
function NewsArticleData({ item }: { item: NewsItem }) {
  const { data: settings } = useSettings();
  const origin = useSiteOrigin();
  return settings ? <JsonLd data={newsArticleJsonLd(item, settings, origin)} /> : null;
}

function BackLink() {
  return (
    <p className={styles.back}>
      <Link to="/news">
        <span aria-hidden="true">← </span>
        {newsDetailText.backLink}
      </Link>
    </p>
  );
}

/** The detail page's shape in grey while the story loads: headline, date, photo and a few lines of text. */
function DetailSkeleton() {
  return (
    <div className={styles.skeleton}>
      <LoadingStatus label={newsDetailText.loading} />
      <div aria-hidden="true" className={styles.skeletonBlocks} data-testid="news-detail-skeleton">
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton width="12rem" />
        <Skeleton height="auto" style={{ aspectRatio: '16 / 9', maxWidth: '48rem' }} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} width={index === 3 ? '60%' : '100%'} style={{ maxWidth: '48rem' }} />
        ))}
      </div>
    </div>
  );
}
