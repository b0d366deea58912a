import { Page } from '@site/shared';
import { NumberedList } from '../../components/numbered-list/numbered-list.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { ProgramContacts } from '../../components/program-contacts/program-contacts.tsx';
import { SubmissionSteps } from '../../components/submission-steps/submission-steps.tsx';
import { TextSections } from '../../components/text-sections/text-sections.tsx';
import { mskFellowship as content } from '../../content/msk-fellowship.ts';
import { pages } from '../../content/pages.ts';

/**
 * Musculoskeletal Imaging Fellowship (docs/requirements.md#screens-and-routes, docs/requirements.md#constants): descriptive text, the numbered requirements, the
 * accreditation statement, the numbered items to submit, the one national meeting a year, and contacts for
 * the program director and the coordinator (practice contacts, group 'msk-fellowship'). Text comes from
 * content/msk-fellowship.ts.
 */
export function MusculoskeletalImagingFellowship() {
  return (
    <Page title={pages.mskFellowship.title} intro={content.intro}>
      <TextSections sections={content.sections} />

      <PageSection heading={content.requirementsHeading}>
        <SectionText>{content.requirementsText}</SectionText>
        <NumberedList items={content.requirements} label={content.requirementsHeading} />
      </PageSection>

      <PageSection heading={content.accreditationHeading}>
        <SectionText>{content.accreditation}</SectionText>
      </PageSection>

      <PageSection heading={content.submissionHeading}>
        <SectionText>{content.submissionText}</SectionText>
        <SubmissionSteps steps={content.submissionSteps} label={content.submissionHeading} />
      </PageSection>

      <PageSection heading={content.meetingHeading}>
        <SectionText>{content.meeting}</SectionText>
      </PageSection>

      <PageSection heading={content.contactsHeading}>
        <ProgramContacts group="msk-fellowship" label={content.contactsHeading} empty={content.contactsEmpty} />
      </PageSection>
    </Page>
  );
}
