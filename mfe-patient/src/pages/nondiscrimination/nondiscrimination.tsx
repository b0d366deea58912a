import { Page, Prose, telHref, useSettings } from '@site/shared';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import {
  coordinatorRole,
  nondiscriminationIntro,
  nondiscriminationSections,
  taglines,
} from '../../content/nondiscrimination.ts';
import { pages } from '../../content/pages.ts';
import styles from './nondiscrimination.module.css';

/**
 * Nondiscrimination and Language Assistance: the notice US health care providers publish (Section 1557): our
 * commitment, free aids and language services, how to file a grievance with the Civil Rights Coordinator (the
 * practice's contacts from the settings) or with HHS, and taglines in other languages, each marked with its
 * language. Footer link.
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
                  <li key={tagline.lang} lang={tagline.lang} dir={tagline.dir}>
                    <span className={styles.language}>{tagline.language}</span>
                    {tagline.text}{' '}
                    <a href={telHref(settings.phone)} dir="ltr">
                      {settings.phone}
                    </a>
                    {tagline.after}
                  </li>
                ))}
              </ul>
            ),
          }}
        />
      </Prose>
    </Page>
  );
}
