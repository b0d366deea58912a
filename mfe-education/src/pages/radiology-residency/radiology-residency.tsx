import { ExternalLink, Page, VideoEmbed } from '@site/shared';
import { ContactList } from '../../components/contact-list/contact-list.tsx';
import { KeyFigures } from '../../components/key-figures/key-figures.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { TextSections } from '../../components/text-sections/text-sections.tsx';
import { pages } from '../../content/pages.ts';
import { residency } from '../../content/residency.ts';
import styles from './radiology-residency.module.css';

/**
 * Radiology Residency (SPEC §2, §9): the program at a glance (four years, 96% board pass rate), its text, a
 * video behind a click-to-load facade with its text version (only once staff have set one), the program
 * contacts and the outbound link to the application page.
 * All text comes from content/residency.ts.
 */
export function RadiologyResidency() {
  return (
    <Page title={pages.residency.title} intro={residency.intro}>
      <KeyFigures figures={residency.figures} label={residency.figuresLabel} />
      <TextSections sections={residency.sections} />

      {residency.video && (
        <PageSection heading={residency.videoHeading}>
          <SectionText>{residency.videoText}</SectionText>
          <VideoEmbed video={residency.video} />
        </PageSection>
      )}

      <PageSection heading={residency.contactsHeading}>
        <ContactList contacts={residency.contacts} label={residency.contactsHeading} />
      </PageSection>

      <PageSection heading={residency.applyHeading}>
        <SectionText>{residency.applyText}</SectionText>
        <ExternalLink href={residency.application.url} className={styles.apply}>
          {residency.application.label}
        </ExternalLink>
      </PageSection>
    </Page>
  );
}
