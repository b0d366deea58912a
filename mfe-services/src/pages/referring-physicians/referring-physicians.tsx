import { ErrorState, LoadingStatus, Page, Skeleton, telHref, useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { ArticleLayout } from '../../components/article-layout/article-layout.tsx';
import { ResourceLinks } from '../../components/resource-links/resource-links.tsx';
import { describePath, sectionPages } from '../../content/catalogue.ts';
import { content } from '../../content/referring-physicians.ts';
import styles from './referring-physicians.module.css';

/**
 * For Referring Physicians (/services/referring-physicians): how to order and schedule, STAT reads
 * and turnaround, radiologist consults, image and report access, the subspecialty reading rooms, and the
 * office's phone, fax and e-mail from the site settings. Text lives in src/content/referring-physicians.ts.
 */
export function ReferringPhysicians() {
  return (
    <Page title={sectionPages.referringPhysicians.title} intro={content.intro}>
      <ArticleLayout sections={content.sections} illustration={content.illustration} />
      <ReadingRooms />
      <OfficeContact />
      <ResourceLinks links={content.links} heading="Resources" />
    </Page>
  );
}

function ReadingRooms() {
  const { heading, text, lines } = content.readingRooms;
  return (
    <section aria-labelledby="reading-rooms" className={styles.block}>
      <h2 id="reading-rooms">{heading}</h2>
      <p>{text}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.path} className={styles.line}>
            <Link to={line.path} className={styles.lineName}>
              {describePath(line.path)?.title ?? line.path}
            </Link>
            <dl>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(line.phone)}>{line.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd>{line.hours}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The practice's own contacts: site-wide facts, so from the settings (DESIGN §7), never from this file. */
function OfficeContact() {
  const { data: settings, error, mutate } = useSettings();
  return (
    <section aria-labelledby="office-contact" className={styles.block}>
      <h2 id="office-contact">{content.office.heading}</h2>
      <p>{content.office.text}</p>
      {settings ? (
        <dl className={styles.contacts}>
          <div>
            <dt>Office</dt>
            <dd>{settings.organization_name}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Fax</dt>
            <dd>{settings.fax}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
          </div>
        </dl>
      ) : error ? (
        <ErrorState
          title="We could not load our contact details"
          message="Please try again."
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <LoadingStatus label="Loading contact details…" />
          <Skeleton height="6rem" />
        </>
      )}
    </section>
  );
}
