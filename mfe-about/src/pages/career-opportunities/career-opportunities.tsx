import { Page, telHref, VideoEmbed } from '@site/shared';
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

/**
 * Career Opportunities (/about-us/career-opportunities; SPEC §2, §9): the nuclear medicine physician and
 * teleradiologist openings, why join, the CV contacts (e-mail and phone links) and, once staff have set one,
 * the practice video behind a click-to-load facade with its text version, all from src/content/careers.ts.
 */
export function CareerOpportunities() {
  const c = careersContent;
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
        <ul className={styles.contacts}>
          {c.contacts.map((contact) => (
            <li key={contact.email} className={styles.contact}>
              <h3>{contact.name}</h3>
              <p className={styles.contactRole}>{contact.role}</p>
              <p>
                E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
              <p>
                Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {c.video && (
        <section className={styles.section} aria-labelledby="careers-video">
          <h2 id="careers-video">{c.videoHeading}</h2>
          <p>{c.videoText}</p>
          <VideoEmbed video={c.video} />
        </section>
      )}
    </Page>
  );
}
