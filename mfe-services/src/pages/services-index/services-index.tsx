import { ErrorState, LoadingStatus, Page, Skeleton } from '@site/shared';
import type { ServiceSummary } from '@site/contracts/types';
import type { SWRResponse } from 'swr';
import { Link } from '@site/shared/router';
import { useSharedModalities, useSharedSubspecialties } from '../../api/use-service-lists.ts';
import { REFERRING_PHYSICIANS_PATH, sectionPages, SERVICES_PATH } from '../../content/catalogue.ts';
import { content } from '../../content/services-index.ts';
import styles from './services-index.module.css';

/**
 * The Services landing page (/services and /services/; docs/requirements.md#screens-and-routes): two lists linking to the modality and the
 * subspecialty pages, from the lists the shell keeps for the whole site (no second fetch), and a pointer to
 * the page for referring physicians. Each list shows skeletons while loading, a note when empty, and an
 * error with Retry when its fetch failed.
 */
export function ServicesIndex() {
  const modalities = useSharedModalities();
  const subspecialties = useSharedSubspecialties();
  const loading = !modalities.data && !modalities.error && !subspecialties.data && !subspecialties.error;
  return (
    <Page title={sectionPages.index.title} intro={content.intro}>
      {loading && <LoadingStatus label={content.loading} />}
      <div className={styles.columns}>
        <ServiceList id="modalities" text={content.modalities} query={modalities} />
        <ServiceList id="subspecialties" text={content.subspecialties} query={subspecialties} />
      </div>
      <section aria-labelledby="referring-physicians" className={styles.referring}>
        <h2 id="referring-physicians">{content.referring.heading}</h2>
        <p>{content.referring.text}</p>
        <Link to={REFERRING_PHYSICIANS_PATH}>{content.referring.label}</Link>
      </section>
    </Page>
  );
}

interface ServiceListProps {
  id: string;
  text: { heading: string; text: string; empty: string };
  query: SWRResponse<ServiceSummary[], unknown>;
}

function ServiceList({ id, text, query }: ServiceListProps) {
  const { data, error, mutate } = query;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId}>{text.heading}</h2>
      <p className={styles.lead}>{text.text}</p>
      {data ? (
        data.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <ul className={styles.list}>
            {data.map((item) => (
              <li key={item.url} className={styles.item}>
                <Link to={sitePath(item.url)} className={styles.name}>
                  {item.name}
                </Link>
                <p>{item.description_short}</p>
              </li>
            ))}
          </ul>
        )
      ) : error ? (
        <ErrorState
          title={`We could not load the ${text.heading.toLowerCase()}`}
          message="Please check your connection and try again."
          onRetry={() => void mutate()}
        />
      ) : (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <li key={n} className={styles.item}>
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton height="2.6rem" style={{ marginTop: 'var(--space-2)' }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** This section's pages live at lowercase paths; linking there directly saves the visitor a redirect. */
function sitePath(url: string): string {
  return url.toLowerCase().startsWith(SERVICES_PATH) ? url.toLowerCase() : url;
}
