import type { FellowshipSubmissionStep } from '@site/contracts/types';

// The address is staff's text going into HTML; the form allows no markup in it, and escaping keeps it so.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
import type { KeyFigure, TextSection } from './types.ts';

/**
 * The Breast Imaging Fellowship page's text (docs/requirements.md#screens-and-routes, docs/requirements.md#constants: 71,000 screening mammograms a year and others); its
 * contacts are practice contacts (docs/design.md#demo-content).
 */
export const breastFellowship = {
  intro:
    'A one-year fellowship for radiologists who want to make breast imaging the center of their practice, with the case volume to build confidence in every part of it.',
  sections: [
    {
      heading: 'About the fellowship',
      paragraphs: [
        'Fellows work in dedicated breast centers alongside radiologists who read only breast imaging. You will interpret screening and diagnostic studies, talk with patients about their results and perform image-guided procedures, with more independence as the year goes on.',
        'Fellows also take part in tumor boards, audit their own screening results against national benchmarks and teach residents rotating through breast imaging.',
      ],
    },
  ] satisfies TextSection[],
  volumesHeading: 'Training volumes each year',
  volumesText: 'Our breast centers perform, every year, about:',
  volumes: [
    { value: '71,000', label: 'screening mammograms' },
    { value: '14,500', label: 'diagnostic mammograms' },
    { value: '9,800', label: 'breast ultrasound examinations' },
    { value: '1,600', label: 'breast MRI examinations' },
    { value: '1,300', label: 'image-guided breast biopsies and localizations' },
  ] satisfies KeyFigure[],
  requirementsHeading: 'Requirements',
  requirementsText: 'To be considered for the fellowship, an applicant must:',
  requirements: [
    'Have completed, or be completing, a diagnostic radiology residency approved by an osteopathic or graduate medical education accrediting body.',
    'Be certified by the American Board of Radiology or the American Osteopathic Board of Radiology, or be on the pathway to certification.',
    'Hold, or be eligible for, a license to practice medicine in Ohio.',
    'Meet the credentialing requirements of the hospitals and imaging centers where fellows train.',
  ],
  submissionHeading: 'What to send us',
  submissionText: 'Please send the following items. We review applications as they are complete.',
  submissionSteps: [
    {
      headline: 'A personal statement',
      additional:
        '<p>One page on why you are drawn to breast imaging and what you hope to do after the fellowship.</p>',
    },
    {
      headline: 'Your current curriculum vitae',
      additional: '<p>Please include a recent passport-sized photograph.</p>',
    },
    {
      headline: 'Three letters of reference',
      additional: '<p>One letter must come from your residency program director.</p>',
    },
    {
      headline: 'Your USMLE or COMLEX scores',
      additional: '<p>Scores for Steps 1, 2 and 3, or the levels you have taken so far.</p>',
    },
  ] satisfies FellowshipSubmissionStep[],
  /** The last step: where to send it all, the coordinator's address from the contacts when there is one. */
  finalStep: (coordinatorEmail: string | null): FellowshipSubmissionStep => ({
    headline: 'Your completed application',
    additional: coordinatorEmail
      ? `<p>E-mail all items to the fellowship coordinator at <a href="mailto:${escapeHtml(coordinatorEmail)}">${escapeHtml(coordinatorEmail)}</a>.</p>`
      : '<p>E-mail all items to the fellowship coordinator named under Fellowship contacts.</p>',
  }),
  contactsHeading: 'Fellowship contacts',
  contactsEmpty: 'Please call our office, and we will put you in touch with the fellowship.',
};
