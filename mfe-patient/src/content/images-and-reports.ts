import type { Section } from './types.ts';

/**
 * Your Images and Reports: how a patient gets copies and shares them with another doctor. Slots:
 * 'image-contacts' (the image library's numbers from the API and the practice's contacts from the settings).
 */
export const imagesIntro =
  'You have the right to copies of your imaging exams and the radiologist’s reports. Here is how to get them for yourself or have them sent to another doctor.';

/** Frequently called numbers whose title matches this are shown as the image library's contacts. */
export const imageLibraryTitle = /film|image|record/i;

export const imagesSections: readonly Section[] = [
  {
    id: 'what-you-can-get',
    heading: 'What you can get',
    items: [
      'The radiologist’s written report, which explains what the images show.',
      'Your images on a disc, with a simple viewer that runs on most computers.',
      'Secure electronic sharing of your images and report with another hospital or doctor’s office.',
    ],
  },
  {
    id: 'for-yourself',
    heading: 'Get copies for yourself',
    items: [
      'Call our film and image library, or ask at the hospital or imaging center where you had the exam.',
      'Tell us your full name, date of birth, the kind of exam, and when and where you had it.',
      'Sign a release form. We can mail or e-mail it to you, or you can sign it when you pick up your copies.',
      'Choose whether to pick up your copies or have them mailed to you.',
    ],
  },
  {
    id: 'share',
    heading: 'Send your images to another doctor',
    paragraphs: [
      'Seeing a specialist, getting a second opinion, or moving your care? With your written permission we send your images and report straight to the other doctor’s office. Give us the doctor’s name, office address, phone and fax number.',
      'Doctors who are treating you can often receive images electronically on the same day. If you carry a disc to an appointment, bring it in its sleeve and keep it away from heat.',
    ],
  },
  {
    id: 'what-to-bring',
    heading: 'What to bring',
    items: [
      'A photo ID, such as a driver’s license or state ID card.',
      'The date and place of your exam, if you know them.',
      'The name, address and fax number of any doctor who should receive copies.',
      'If someone else picks up your copies: a release you signed naming that person, and their photo ID.',
      'For a patient under 18 or under guardianship: proof that you are the parent or legal guardian.',
    ],
  },
  {
    id: 'how-long',
    heading: 'How long it takes',
    paragraphs: [
      'Most requests are ready within three business days. Electronic sharing with a doctor’s office is often faster. Older exams, very large studies, or exams from several places can take longer, and the law gives us up to 30 days.',
      'If you have an appointment coming up, tell us its date and we will do our best to have your copies there in time.',
      'Sending images to a doctor who is treating you is free. For copies you keep, we may charge a small fee based on our cost, as the law allows, and we will tell you the amount first.',
    ],
  },
  {
    id: 'contacts',
    heading: 'Who to contact',
    slot: 'image-contacts',
  },
];

export const imagesContactText = {
  loading: 'Loading phone numbers…',
  error: 'We could not load the image library’s phone number. Please try again, or call our main office.',
  mailTo: 'Mail or fax signed release forms to',
  privacyLink: 'Read about your right to your records in our Privacy Policy',
} as const;
