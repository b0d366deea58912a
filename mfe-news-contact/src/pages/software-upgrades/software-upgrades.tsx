import { ExternalLink, Page, Prose, telHref, useSettings } from '@site/shared';
import {
  presentation,
  softwareUpgradesText,
  summarySections,
  type Presentation,
} from '../../content/software-upgrades.ts';
import { PresentationEmbed } from './presentation-embed.tsx';
import styles from './software-upgrades.module.css';

/**
 * The Software Upgrades page, /software-upgrades (SPEC §2): the presentation about the reporting-system
 * upgrade behind a click-to-load facade and a link to open it on its own, only when one is configured
 * (`slides`, by default the content's `presentation`, which is null until staff set one), and the text
 * summary either way, for visitors who cannot or will not load
 * it (DESIGN §8: videos and embeds have text alternatives). The office phone for questions comes from the site
 * settings.
 */
export function SoftwareUpgrades({ slides = presentation }: { slides?: Presentation | null }) {
  const { data: settings } = useSettings();
  return (
    <Page title="Software Upgrades" intro={softwareUpgradesText.intro}>
      {slides && (
        <section aria-labelledby="upgrades-presentation-heading" className={styles.section}>
          <h2 id="upgrades-presentation-heading" className={styles.heading}>
            {softwareUpgradesText.presentationHeading}
          </h2>
          <p>{softwareUpgradesText.presentationLead}</p>
          <PresentationEmbed presentation={slides} />
          <p className={styles.open}>
            <ExternalLink href={slides.viewUrl}>{softwareUpgradesText.openInNewTab}</ExternalLink>
          </p>
        </section>
      )}
      <section aria-labelledby="upgrades-summary-heading" className={styles.section}>
        <h2 id="upgrades-summary-heading" className={styles.heading}>
          {slides ? softwareUpgradesText.summaryHeading : softwareUpgradesText.summaryHeadingWithoutPresentation}
        </h2>
        <Prose>
          {summarySections.map((section) => (
            <div key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {settings && (
            <>
              <h3>{softwareUpgradesText.questionsHeading}</h3>
              <p>
                {softwareUpgradesText.questionsLead} <a href={telHref(settings.phone)}>{settings.phone}</a>.
              </p>
            </>
          )}
        </Prose>
      </section>
    </Page>
  );
}
