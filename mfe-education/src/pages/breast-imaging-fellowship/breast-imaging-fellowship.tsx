import { Page } from '@site/shared';
import { ContactList } from '../../components/contact-list/contact-list.tsx';
import { KeyFigures } from '../../components/key-figures/key-figures.tsx';
import { NumberedList } from '../../components/numbered-list/numbered-list.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { SubmissionSteps } from '../../components/submission-steps/submission-steps.tsx';
import { TextSections } from '../../components/text-sections/text-sections.tsx';
import { breastFellowship as content } from '../../content/breast-fellowship.ts';
import { pages } from '../../content/pages.ts';

/**
 * Breast Imaging Fellowship (SPEC §2, §9): the fellowship's text, its yearly training volumes (71,000
 * screening mammograms and the others), four numbered requirements, five numbered submission items and the
 * contacts. All text comes from content/breast-fellowship.ts.
 */
export function BreastImagingFellowship() {
  return (
    <Page title={pages.breastFellowship.title} intro={content.intro}>
      <TextSections sections={content.sections} />

      <PageSection heading={content.volumesHeading}>
        <SectionText>{content.volumesText}</SectionText>
        <KeyFigures figures={content.volumes} label={content.volumesHeading} />
      </PageSection>

      <PageSection heading={content.requirementsHeading}>
        <SectionText>{content.requirementsText}</SectionText>
        <NumberedList items={content.requirements} label={content.requirementsHeading} />
      </PageSection>

      <PageSection heading={content.submissionHeading}>
        <SectionText>{content.submissionText}</SectionText>
        <SubmissionSteps steps={content.submissionSteps} label={content.submissionHeading} />
      </PageSection>

      <PageSection heading={content.contactsHeading}>
        <ContactList contacts={content.contacts} label={content.contactsHeading} />
      </PageSection>
    </Page>
  );
}
