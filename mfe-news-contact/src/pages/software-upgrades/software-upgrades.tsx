import { ExternalLink, Page, Prose, telHref, useSettings } from '@site/shared';
import { presentationFrom, softwareUpgradesText, summarySections } from '../../content/software-upgrades.ts';
import { PresentationEmbed } from './presentation-embed.tsx';
import styles from './software-upgrades.module.css';

/**
 * The Software Upgrades page, /software-upgrades (docs/requirements.md#screens-and-routes): the presentation about the reporting-system
 * upgrade behind a click-to-load facade and a link to open it on its own, only when the site settings give
 * one (none until an admin sets its addresses), and the text
 * summary either way, for visitors who cannot or will not load it (docs/design.md#product-decisions: videos and embeds have text
 * alternatives). The office phone for questions comes from the site settings too.
 */
export function SoftwareUpgrades() {
  const { data: settings } = useSettings();
  const shown = presentationFrom(settings);
  return (
    <Page title="Software Upgrades" intro={softwareUpgradesText.intro}>
      {shown && (
        <section aria-labelledby="upgrades-presentation-heading" className={styles.section}>
          <h2 id="upgrades-presentation-heading" className={styles.heading}>
            {softwareUpgradesText.presentationHeading}
          </h2>
          <p>{softwareUpgradesText.presentationLead}</p>
          <PresentationEmbed presentation={shown} />
          <p className={styles.open}>
            <ExternalLink href={shown.viewUrl}>{softwareUpgradesText.openInNewTab}</ExternalLink>
          </p>
        </section>
      )}
      <section aria-labelledby="upgrades-summary-heading" className={styles.section}>
        <h2 id="upgrades-summary-heading" className={styles.heading}>
          {shown ? softwareUpgradesText.summaryHeading : softwareUpgradesText.summaryHeadingWithoutPresentation}
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
