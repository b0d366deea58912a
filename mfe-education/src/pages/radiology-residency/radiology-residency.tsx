import { ExternalLink, Page, Skeleton, useSettings } from '@site/shared';
import { VideoEmbed, videoFromSettings } from '@site/shared/video-embed';
import { KeyFigures } from '../../components/key-figures/key-figures.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { ProgramContacts } from '../../components/program-contacts/program-contacts.tsx';
import { TextSections } from '../../components/text-sections/text-sections.tsx';
import { pages } from '../../content/pages.ts';
import { residency } from '../../content/residency.ts';
import styles from './radiology-residency.module.css';

/**
 * Radiology Residency (docs/requirements.md#screens-and-routes, docs/requirements.md#constants): the program at a glance (four years, 96% board pass rate), its text, a
 * video behind a click-to-load facade with its text version (only once staff have set one in the settings),
 * the program contacts (practice contacts, group 'residency') and the outbound link to the application page
 * (settings' residency_application_url). Text comes from content/residency.ts.
 */
export function RadiologyResidency() {
  const { data: settings } = useSettings();
  const video = videoFromSettings(settings?.residency_video_id, settings?.residency_video_text, residency.videoTitle);
  return (
    <Page title={pages.residency.title} intro={residency.intro}>
      <KeyFigures figures={residency.figures} label={residency.figuresLabel} />
      <TextSections sections={residency.sections} />

      {video && (
        <PageSection heading={residency.videoHeading}>
          <SectionText>{residency.videoText}</SectionText>
          <VideoEmbed video={video} />
        </PageSection>
      )}

      <PageSection heading={residency.contactsHeading}>
        <ProgramContacts group="residency" label={residency.contactsHeading} empty={residency.contactsEmpty} />
      </PageSection>

      <PageSection heading={residency.applyHeading}>
        <SectionText>{residency.applyText}</SectionText>
        {settings ? (
          <ExternalLink href={settings.residency_application_url} className={styles.apply}>
            {residency.applicationLabel}
          </ExternalLink>
        ) : (
          <Skeleton width="16rem" />
        )}
      </PageSection>
    </Page>
  );
}
