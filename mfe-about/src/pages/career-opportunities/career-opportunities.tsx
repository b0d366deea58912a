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
import { VideoEmbed, videoFromSettings } from '@site/shared/video-embed';
import { useId } from 'react';
import { careersContent, type JobOpening } from '../../content/careers.ts';
import styles from './career-opportunities.module.css';

function Opening({ opening }: { opening: JobOpening }) {
  const titleId = useId();
  return (
    <article className={styles.opening} aria-labelledby={titleId}>
      <h3 id={titleId}>{opening.title}</h3>
      <p>{opening.summary}</p>
      <dl className={styles.facts}>
        {opening.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h4>What you will do</h4>
      <ul>
        {opening.duties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      <h4>What you need</h4>
      <ul>
        {opening.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </article>
  );
}

/** The CV contacts (practice contacts, group 'careers') with e-mail and phone links, or the state of the call. */
function CvContacts() {
  const c = careersContent;
  const { data, error, isValidating, mutate } = usePracticeContacts();
  if (data) {
    const contacts = contactsIn(data, 'careers');
    if (contacts.length === 0) return <p>{c.contactsEmpty}</p>;
    return (
      <ul className={styles.contacts}>
        {contacts.map((contact) => (
          <li key={contact.id} className={styles.contact}>
            <h3>{contact.full_name ?? contact.title}</h3>
            {contact.full_name && <p className={styles.contactRole}>{contact.title}</p>}
            {contact.email && (
              <p>
                E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
            {contact.phone && (
              <p>
                Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (error && !isValidating) return <ErrorState title={c.contactsError} onRetry={() => void mutate()} />;
  return (
    <>
      <LoadingStatus label={c.contactsLoading} />
      <Skeleton height="8rem" />
    </>
  );
}

/**
 * Career Opportunities (/about-us/career-opportunities; docs/requirements.md#screens-and-routes, docs/requirements.md#constants): the nuclear medicine physician and
 * teleradiologist openings, why join, the CV contacts from GET /api/practice-contacts and, once staff have set
 * one in the settings, the practice video behind a click-to-load facade with its text version. Texts:
 * src/content/careers.ts.
 */
export function CareerOpportunities() {
  const c = careersContent;
  const { data: settings } = useSettings();
  const video = videoFromSettings(settings?.careers_video_id, settings?.careers_video_text, c.videoTitle);
  return (
    <Page title="Career Opportunities" intro={c.intro}>
      <section className={styles.section} aria-labelledby="careers-openings">
        <h2 id="careers-openings">{c.openingsHeading}</h2>
        <div className={styles.openings}>
          {c.openings.map((opening) => (
            <Opening key={opening.title} opening={opening} />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="careers-benefits">
        <h2 id="careers-benefits">{c.benefitsHeading}</h2>
        <ul className={styles.benefits}>
          {c.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="careers-apply">
        <h2 id="careers-apply">{c.applyHeading}</h2>
        <p>{c.applyText}</p>
        <CvContacts />
      </section>

      {video && (
        <section className={styles.section} aria-labelledby="careers-video">
          <h2 id="careers-video">{c.videoHeading}</h2>
          <p>{c.videoText}</p>
          <VideoEmbed video={video} />
        </section>
      )}
    </Page>
  );
}
