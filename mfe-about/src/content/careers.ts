/** A fact about an opening shown as a label and value, e.g. Schedule: 122 days a year. */
interface JobFact {
  label: string;
  value: string;
}

/** An open position on Career Opportunities (docs/requirements.md#screens-and-routes, docs/requirements.md#constants). */
export interface JobOpening {
  title: string;
  summary: string;
  facts: JobFact[];
  duties: string[];
  requirements: string[];
}

/**
 * Texts of Career Opportunities (docs/requirements.md#screens-and-routes): the two openings, why join, and the words around the CV contacts
 * and the video. The contacts are practice contacts (group 'careers') and the video a site setting (docs/design.md#demo-content).
 */
export const careersContent: {
  intro: string;
  openingsHeading: string;
  openings: JobOpening[];
  benefitsHeading: string;
  benefits: string[];
  applyHeading: string;
  applyText: string;
  contactsLoading: string;
  contactsError: string;
  contactsEmpty: string;
  videoHeading: string;
  videoText: string;
  /** Names the video on its play button and for assistive technology. */
  videoTitle: string;
} = {
  intro:
    'We are a physician-owned radiology group that reads for hospitals, emergency departments and outpatient imaging centers across southwestern Ohio. We are hiring, and we would like to hear from you.',
  openingsHeading: 'Open Positions',
  openings: [
    {
      title: 'Nuclear Medicine Physician',
      summary:
        'Join our nuclear medicine section to read general nuclear medicine, PET/CT and cardiac studies, and to grow our radionuclide therapy service.',
      facts: [
        { label: 'Position', value: 'Full time, with a path to partnership' },
        {
          label: 'Location',
          value: 'Great Miami Regional Hospital, Dayton, with coverage at Stillwater Valley Medical Center',
        },
        { label: 'Schedule', value: 'Weekdays, with a shared weekend call rotation' },
      ],
      duties: [
        'Read PET/CT, SPECT and planar studies, including bone, thyroid, renal, hepatobiliary and cardiac perfusion imaging.',
        'Treat patients with radioactive iodine and targeted radionuclide therapies alongside our oncology partners.',
        'Take part in weekly tumor boards and in teaching our diagnostic radiology residents.',
      ],
      requirements: [
        'Board certified or board eligible in nuclear medicine, or in diagnostic radiology with nuclear radiology training.',
        'Able to hold an Ohio medical license and to be listed as an authorized user on our radioactive materials license.',
        'Interest in PET/CT and therapy; experience with theranostics is welcome but not required.',
      ],
    },
    {
      title: 'Teleradiologist',
      summary:
        'Read emergency and inpatient studies for our hospitals from home, as a full member of our team rather than an anonymous outside reader.',
      facts: [
        { label: 'Position', value: 'Independent contract' },
        { label: 'Schedule', value: '122 days a year, in blocks of evening and overnight shifts' },
        { label: 'Location', value: 'Remote, from anywhere in the United States' },
      ],
      duties: [
        'Read CT, ultrasound and radiographs for emergency departments and inpatient units, with fast turnaround for urgent cases.',
        'Call emergency physicians directly with critical findings and hand over cases to the daytime team each morning.',
        'Use our workstation, speech recognition and reporting templates, set up and supported by our IT team.',
      ],
      requirements: [
        'Board certified in diagnostic radiology.',
        'Able to hold an Ohio medical license and credentials at each of our hospitals; we help with both.',
        'Comfortable reading emergency CT, including head, spine, chest, abdomen and pelvis.',
      ],
    },
  ],
  benefitsHeading: 'Why Radiologists Join Us',
  benefits: [
    'Subspecialty reading, so you spend your day on the studies you trained for.',
    'A modern imaging network with one worklist and one reporting system across every site.',
    'Teaching opportunities with our residents and fellows, if you want them.',
    'A physician-owned group where every radiologist has a voice in how the practice is run.',
    'Competitive pay, retirement plan, malpractice coverage and time for continuing education.',
  ],
  applyHeading: 'Send Us Your CV',
  applyText:
    'E-mail your CV and a short note on the position that interests you to either contact below. We reply to every applicant, usually within a week.',
  contactsLoading: 'Loading the contacts…',
  contactsError: 'We could not load the contacts',
  contactsEmpty: 'Please send your CV to our office, and we will pass it on.',
  videoHeading: 'See How We Work',
  videoText: 'Our radiologists and physician assistants talk about their work and why they chose to practice here.',
  videoTitle: 'How we work at the practice',
};
