import { Link } from '@site/shared/router';
import { Page, Skeleton, useSettings } from '@site/shared';
import { landingColumns, landingIntro, landingLinksHeading } from '../../content/landing.ts';
import { landingLinks, pages } from '../../content/pages.ts';
import styles from './patient-information.module.css';

/**
 * The Patient Information landing page (docs/requirements.md#screens-and-routes): three columns (Excellence, Compassion, History, the last
 * built from the settings) and a link to each sub-page with one line on what it holds.
 */
export function PatientInformation() {
  const { data: settings } = useSettings();
  return (
    <Page title={pages.landing.title} intro={landingIntro}>
      <div className={styles.columns}>
        {landingColumns.map((column) => (
          <section key={column.heading} className={styles.column}>
            <h2>{column.heading}</h2>
            {/* The shell preloads the settings; the skeleton covers a page opened without that preload. */}
            {settings ? <p>{column.text(settings)}</p> : <Skeleton height="4rem" />}
          </section>
        ))}
      </div>
      <section aria-labelledby="patient-pages-heading">
        <h2 id="patient-pages-heading" className={styles.linksHeading}>
          {landingLinksHeading}
        </h2>
        <ul className={styles.links}>
          {landingLinks.map((page) => (
            <li key={page.path} className={styles.linkCard}>
              <Link to={page.path} className={styles.link}>
                {page.title}
              </Link>
              <p>{page.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
