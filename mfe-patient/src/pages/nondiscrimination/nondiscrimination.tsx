import { Page, Prose, telHref, useSettings } from '@site/shared';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import {
  coordinatorRole,
  nondiscriminationIntro,
  nondiscriminationSections,
  RELAY_NUMBER,
  taglines,
  type Tagline,
} from '../../content/nondiscrimination.ts';
import { pages } from '../../content/pages.ts';
import styles from './nondiscrimination.module.css';

/**
 * One tagline: the language's own name (and its English name, marked as English), then the message with the
 * practice's number and the relay line as phone links. Numbers are left to right inside right-to-left text.
 */
function TaglineItem({ tagline, phone }: { tagline: Tagline; phone: string }) {
  const parts = tagline.text.split(/(\{phone\}|\{relay\})/);
  return (
    <li lang={tagline.lang} dir={tagline.dir}>
      <span className={styles.language}>
        {tagline.language}
        {tagline.lang !== 'en' && (
          <span lang="en" dir="ltr" className={styles.english}>
            {' '}
            ({tagline.english})
          </span>
        )}
      </span>
      {parts.map((part, index) =>
        part === '{phone}' ? (
          <a key={index} href={telHref(phone)} dir="ltr">
            {phone}
          </a>
        ) : part === '{relay}' ? (
          <a key={index} href={`tel:${RELAY_NUMBER}`} dir="ltr">
            {RELAY_NUMBER}
          </a>
        ) : (
          part
        ),
      )}
    </li>
  );
}

/**
 * Nondiscrimination and Language Assistance: the notice US health care providers publish (Section 1557): our
 * commitment, free aids and language services, how to file a grievance with the Civil Rights Coordinator (the
 * practice's contacts from the settings) or with HHS, and taglines in English and the languages most spoken in
 * Ohio, each marked with its language and giving the practice's number and the relay line. Footer link.
 */
export function Nondiscrimination() {
  const { data: settings } = useSettings();
  return (
    <Page title={pages.nondiscrimination.title} intro={settings ? nondiscriminationIntro(settings) : undefined}>
      <Prose>
        <Sections
          sections={nondiscriminationSections}
          slots={{
            coordinator: <PracticeContact role={coordinatorRole} />,
            taglines: settings && (
              <ul className={styles.taglines}>
                {taglines.map((tagline) => (
                  <TaglineItem key={tagline.lang} tagline={tagline} phone={settings.phone} />
                ))}
              </ul>
            ),
          }}
        />
      </Prose>
    </Page>
  );
}
