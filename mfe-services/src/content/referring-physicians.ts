import illustration from '../illustrations/referring-physicians.svg';
import type { ContentSection, ExternalResource, Illustration } from './types.ts';

/**
 * The page for referring physicians: how to order, schedule, get STAT reads, reach a radiologist
 * and get images and reports. The practice's own phone, fax and e-mail come from the site settings, the
 * reading-room lines from the practice contacts (docs/design.md#demo-content).
 */
export interface ReferringPhysiciansContent {
  intro: string;
  illustration: Illustration;
  sections: ContentSection[];
  readingRooms: { heading: string; text: string; empty: string; error: string };
  office: { heading: string; text: string };
  links: ExternalResource[];
}

/** Text of /services/referring-physicians. */
export const content: ReferringPhysiciansContent = {
  intro:
    'Everything your office needs to order imaging, get fast reads and reach the right radiologist. Most of it can be done without a phone call.',
  illustration: {
    src: illustration,
    alt: 'Drawing of an imaging order on a clipboard beside a computer screen showing a finished report.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'ordering',
      heading: 'How to order an exam',
      blocks: [
        'Send the order to the hospital or imaging center where the patient will have the exam. Use your electronic health record, or fax it. An order must include:',
        {
          kind: 'list',
          items: [
            "The patient's full name and date of birth.",
            'The exam you want: the body part, the side, and whether you want contrast. If you are not sure which exam is best, write "protocol per radiology" and we will choose.',
            'The reason for the exam: symptoms, relevant history and ICD-10 codes. "Rule out" by itself cannot be coded, and plans may deny it.',
            'Your name, NPI, signature and date, and a phone and fax number for results.',
            'How urgent it is: routine, urgent or STAT.',
            'For contrast exams: kidney disease, diabetes or metformin use, and any past contrast reaction.',
            'For MRI: any implanted device, with its make and model if you know them.',
            'Whether the patient is or might be pregnant, when it applies.',
            "The prior authorization number, when the patient's plan needs one.",
          ],
        },
        'Orders that lack these details can delay care while the location calls your office.',
      ],
    },
    {
      id: 'scheduling',
      heading: 'How to schedule',
      blocks: [
        'The hospital or imaging center books the exam. Once it has the order, it calls the patient. Patients can also call the location themselves.',
        {
          kind: 'link',
          text: 'Each location is listed with its address and phone number.',
          label: 'Imaging locations',
          to: '/patient-information/locations',
        },
        'Women 40 and older with no breast symptoms can book a screening mammogram without an order.',
        {
          kind: 'link',
          text: 'Your patients can read who qualifies and how to book.',
          label: 'Screening mammography without a referral',
          to: '/services/modalities/mammography',
        },
        'Inpatient and emergency exams are ordered in the hospital system and need no booking. For a procedure, our interventional team calls the patient to plan it and to go over blood thinners and other medicines.',
      ],
    },
    {
      id: 'stat-reads',
      heading: 'STAT reads and turnaround',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Coverage', text: 'Our radiologists read around the clock, 24 hours a day, 365 days a year.' },
            { term: 'STAT exams', text: 'More than 95% of STAT exams are read within 30 minutes.' },
            {
              term: 'Critical results',
              text: 'Urgent or unexpected findings are phoned to the ordering clinician, or to the covering clinician, as soon as they are found. The call is noted in the report.',
            },
            {
              term: 'Routine exams',
              text: 'Most routine outpatient exams are read the same day or the next business day.',
            },
          ],
        },
      ],
    },
    {
      id: 'consults',
      heading: 'Talk with a radiologist',
      blocks: [
        'To discuss an exam, a result or which test to order, call the reading room for the subspecialty below. A radiologist will take your call or call you back.',
        'To refer a patient for a procedure or a clinic visit, call the interventional imaging line.',
        'For a second opinion on outside images, send the images and report with your question. Then call the matching reading room.',
      ],
    },
    {
      id: 'images-and-reports',
      heading: 'Images and reports',
      blocks: [
        'Final reports go to the ordering clinician and to any other clinicians named on the order. They arrive in the hospital health record and by fax.',
        'Images open in the hospital image viewer, from the health record. To set up viewer access for your office, e-mail our office with your name, NPI, practice and the hospitals you use.',
        'To compare with outside exams, send the images through the hospital image sharing service, or have the patient bring a disc.',
        {
          kind: 'link',
          text: 'Patients can get copies of their own images and reports.',
          label: 'Your images and reports',
          to: '/patient-information/images-and-reports',
        },
      ],
    },
  ],
  readingRooms: {
    heading: 'Subspecialty contacts',
    text: 'Reading room lines, answered by a radiologist or a reading room assistant.',
    empty: 'Call our office, and we will put you through to the right radiologist.',
    error: 'We could not load the reading room lines',
  },
  office: {
    heading: 'Contact our office',
    text: 'For viewer access, copies of reports and anything else, reach our office:',
  },
  links: [
    {
      label: 'ACR Appropriateness Criteria: choosing the right exam',
      href: 'https://acsearch.acr.org/list',
      source: 'American College of Radiology',
    },
    {
      label: 'Patient information on imaging exams',
      href: 'https://www.radiologyinfo.org/',
      source: 'RadiologyInfo.org',
    },
    { label: 'Radiation safety in adult imaging', href: 'https://www.imagewisely.org/', source: 'Image Wisely' },
    { label: 'Radiation safety in imaging for children', href: 'https://www.imagegently.org/', source: 'Image Gently' },
  ],
};
