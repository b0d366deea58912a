import type { FellowshipSubmissionStep } from '@site/contracts/types';
import type { TextSection } from './types.ts';

/**
 * The Musculoskeletal Imaging Fellowship page's text (docs/requirements.md#screens-and-routes, docs/requirements.md#constants): four requirements, the accreditation
 * statement, four items to submit and one national meeting a year. The contacts for the director and the
 * coordinator are practice contacts (docs/design.md#demo-content).
 */
export const mskFellowship = {
  intro:
    'A one-year fellowship in musculoskeletal imaging and intervention for radiologists who want to become the expert their orthopedic and sports medicine colleagues call first.',
  sections: [
    {
      heading: 'About the fellowship',
      paragraphs: [
        'Fellows read musculoskeletal MRI, CT, radiographs and ultrasound from hospitals, orthopedic practices and outpatient imaging centers, with an attending musculoskeletal radiologist reviewing every case.',
        'You will perform joint injections, aspirations, arthrograms and image-guided biopsies, and learn to run a musculoskeletal ultrasound clinic. Fellows present at weekly orthopedic and sports medicine conferences and help teach residents.',
      ],
    },
    {
      heading: 'What you will learn',
      paragraphs: [
        'By the end of the year, fellows read sports injuries, arthritis, tumors, infection and trauma of the bones, joints and soft tissues with confidence, and can plan and perform the procedures that go with them.',
      ],
    },
  ] satisfies TextSection[],
  requirementsHeading: 'Requirements',
  requirementsText: 'To be considered for the fellowship, an applicant must:',
  requirements: [
    'Have completed a diagnostic radiology residency approved by an osteopathic or graduate medical education accrediting body.',
    'Be certified by the American Board of Radiology (ABR) or the American Osteopathic Board of Radiology (AOBR), or be on the pathway to certification.',
    'Hold a license to practice medicine in Ohio.',
    'Meet the other credentialing requirements of the hospitals where fellows train.',
  ],
  accreditationHeading: 'Accreditation',
  accreditation:
    'The Musculoskeletal Imaging Fellowship is a one-year, non-accredited fellowship offered by the practice in partnership with its teaching hospitals. Fellows who complete the year receive a certificate of completion.',
  submissionHeading: 'What to send us',
  submissionText: 'Please send the following items to the program coordinator:',
  submissionSteps: [
    {
      headline: 'A personal statement',
      additional: null,
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
      additional: '<p>Scores for Steps 1, 2 and 3.</p>',
    },
  ] satisfies FellowshipSubmissionStep[],
  meetingHeading: 'Conferences',
  meeting: 'The fellow may attend one national meeting a year, with time away from clinical work to do so.',
  contactsHeading: 'Fellowship contacts',
  contactsEmpty: 'Please call our office, and we will put you in touch with the fellowship.',
};
