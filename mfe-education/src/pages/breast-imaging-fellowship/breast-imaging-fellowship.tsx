import { contactsIn, Page, usePracticeContacts } from '@site/shared';
import { KeyFigures } from '../../components/key-figures/key-figures.tsx';
import { NumberedList } from '../../components/numbered-list/numbered-list.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { ProgramContacts } from '../../components/program-contacts/program-contacts.tsx';
import { SubmissionSteps } from '../../components/submission-steps/submission-steps.tsx';
import { TextSections } from '../../components/text-sections/text-sections.tsx';
import { breastFellowship as content } from '../../content/breast-fellowship.ts';
import { pages } from '../../content/pages.ts';

/**
 * Breast Imaging Fellowship (docs/requirements.md#screens-and-routes, docs/requirements.md#constants): the fellowship's text, its yearly training volumes (71,000
 * screening mammograms and the others), four numbered requirements, five numbered submission items (the last
 * names the coordinator's e-mail address) and the contacts (practice contacts, group 'breast-fellowship').
 * Text comes from content/breast-fellowship.ts.
 */
export function BreastImagingFellowship() {
  const { data: contacts } = usePracticeContacts();
  const coordinator = contactsIn(contacts, 'breast-fellowship').find(
    (contact) => /coordinator/i.test(contact.title) && contact.email,
  );
  const steps = [...content.submissionSteps, content.finalStep(coordinator?.email ?? null)];
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
        <SubmissionSteps steps={steps} label={content.submissionHeading} />
      </PageSection>

      <PageSection heading={content.contactsHeading}>
        <ProgramContacts group="breast-fellowship" label={content.contactsHeading} empty={content.contactsEmpty} />
      </PageSection>
    </Page>
  );
}
