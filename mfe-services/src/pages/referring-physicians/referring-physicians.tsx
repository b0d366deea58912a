import {
  contactsIn,
  ErrorState,
  LoadingStatus,
  Page,
  Skeleton,
  telHref,
  usePracticeContacts,
  useSettings,
} from '@site/shared';
import type { PracticeContact } from '@site/contracts/types';
import { Link } from '@site/shared/router';
import { ArticleLayout } from '../../components/article-layout/article-layout.tsx';
import { ResourceLinks } from '../../components/resource-links/resource-links.tsx';
import { sectionPages, servicePath, subspecialties } from '../../content/catalogue.ts';
import { content } from '../../content/referring-physicians.ts';
import styles from './referring-physicians.module.css';

/**
 * For Referring Physicians (/services/referring-physicians): how to order and schedule, STAT reads
 * and turnaround, radiologist consults, image and report access, the subspecialty reading rooms (practice
 * contacts, group 'reading-rooms'), and the office's phone, fax and e-mail from the site settings. Text lives
 * in src/content/referring-physicians.ts.
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

// Apostrophes typed either way name the same subspecialty.
const sameName = (a: string, b: string) => a.replace('’', "'").toLowerCase() === b.replace('’', "'").toLowerCase();

/** The page of the subspecialty a reading room answers for, found by its title; undefined for none. */
function subspecialtyPath(title: string): string | undefined {
  const entry = subspecialties.find((candidate) => sameName(candidate.title, title));
  return entry && servicePath('subspecialty', entry.slug);
}

function ReadingRooms() {
  const { heading, text, empty, error: failed } = content.readingRooms;
  const { data, error, isValidating, mutate } = usePracticeContacts();
  const lines = contactsIn(data, 'reading-rooms');
  let body;
  if (lines.length > 0) {
    body = (
      <ul className={styles.lines}>
        {lines.map((line) => (
          <ReadingRoom key={line.id} line={line} />
        ))}
      </ul>
    );
  } else if (data) {
    body = <p>{empty}</p>;
  } else if (error && !isValidating) {
    body = <ErrorState title={failed} message="Please try again." onRetry={() => void mutate()} />;
  } else {
    body = (
      <>
        <LoadingStatus label="Loading the reading room lines…" />
        <Skeleton height="12rem" />
      </>
    );
  }
  return (
    <section aria-labelledby="reading-rooms" className={styles.block}>
      <h2 id="reading-rooms">{heading}</h2>
      <p>{text}</p>
      {body}
    </section>
  );
}

/** One reading room: its subspecialty (linked to that page when the site has one), phone and hours. */
function ReadingRoom({ line }: { line: PracticeContact }) {
  const path = subspecialtyPath(line.title);
  return (
    <li className={styles.line}>
      {path ? (
        <Link to={path} className={styles.lineName}>
          {line.title}
        </Link>
      ) : (
        <span className={styles.lineName}>{line.title}</span>
      )}
      <dl>
        {line.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(line.phone)}>{line.phone}</a>
            </dd>
          </div>
        )}
        {line.email && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${line.email}`}>{line.email}</a>
            </dd>
          </div>
        )}
        {line.hours && (
          <div>
            <dt>Hours</dt>
            <dd>{line.hours}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** The practice's own contacts: site-wide facts, so from the settings (docs/design.md#demo-content), never from this file. */
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
