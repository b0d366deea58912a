import type { PracticeContact, PracticeContactGroup } from '@site/contracts/types';

type Seed = Omit<PracticeContact, 'id'>;

/** People of one group with their titles and no phone or e-mail: the Leadership page lists names only. */
const people = (group: PracticeContactGroup, rows: [full_name: string, title: string][]): Seed[] =>
  rows.map(([full_name, title]) => ({ group, title, full_name, phone: null, email: null, hours: null }));

/** A reading-room line: the subspecialty it answers for (its page's title), phone and hours, no person. */
const readingRoom = (title: string, phone: string, hours: string): Seed => ({
  group: 'reading-rooms',
  title,
  full_name: null,
  phone,
  email: null,
  hours,
});

/**
 * The practice's people and lines, in the order the pages show them (docs/design.md#demo-content). Leaders and programme
 * directors are physicians of the team list with these posts in their profiles; phones are in the fictional
 * (937) 555-01xx range, each for one purpose only, and e-mail addresses on the reserved .example domain.
 */
export const practiceContacts: Seed[] = [
  ...people('leaders', [
    ['Alan Sutherland, MD', 'President'],
    ['Amara Okafor, MD', 'Vice President and Chief Quality Officer'],
  ]),
  ...people('executive-committee', [
    ['Alan Sutherland, MD', 'President'],
    ['Amara Okafor, MD', 'Vice President'],
    ['Robert Lindgren, MD', 'Secretary and Treasurer'],
    ['Marcus Bell, MD', 'Member at Large'],
    ['Fatima Haddad, MD', 'Member at Large'],
    ['Thomas Kessler, DO', 'Member at Large'],
    ['Diane Castellano, MBA', 'Chief Executive Officer (non-voting)'],
  ]),
  ...people('medical-directors', [
    ['Marcus Bell, MD', 'Great Miami Regional Hospital'],
    ['Priya Raghunathan, MD', 'Clark Valley Regional Hospital'],
    ['Robert Lindgren, MD', 'Stillwater Valley Medical Center'],
    ['Susan Whitaker, MD', 'Little Miami Community Hospital'],
    ['Fatima Haddad, MD', 'Southbrook Medical Center Breast Center'],
    ['Samuel Adeyemi, DO', 'Beavercreek Imaging Center'],
    ['Lauren Fitch, MD', 'Huber Heights Imaging Center'],
    ['Luis Carrillo, MD', 'Wolf Creek Imaging Center'],
    ['Leticia Moreno, MD', 'Mobile Mammography Program'],
  ]),
  ...people('clinical-leadership', [
    ['Mei-Lin Zhou, MD', 'Chief, Body Imaging'],
    ['Rebecca Tran, MD', 'Chief, Women’s Imaging'],
    ["Kevin O'Rourke, MD", 'Chief, Emergency Radiology'],
    ['Elena Vasquez-Hart, MD', 'Chief, Cardiovascular Imaging'],
    ['Michael Harrington, MD', 'Chief, Interventional Radiology'],
    ['Isabel Ferreira, MD', 'Chief, Musculoskeletal Imaging'],
    ['Ritu Malhotra, MD', 'Chief, Neuroradiology'],
    ['Helen Achterberg, MD', 'Chief, Nuclear Medicine & Molecular Imaging'],
    ['Megan Schultz, PA-C', 'Lead Physician Assistant'],
  ]),
  ...people('educational-leadership', [
    ['Katherine Pruitt, MD', 'Program Director, Diagnostic Radiology Residency'],
    ['Derek Washington, MD', 'Associate Program Director, Diagnostic Radiology Residency'],
    ['Leticia Moreno, MD', 'Director, Breast Imaging Fellowship'],
    ['Erin Callahan, MD', 'Director, Musculoskeletal Imaging Fellowship'],
    ['Daniel Whitcomb, MD', 'Director, Medical Student Education'],
  ]),
  {
    group: 'residency',
    title: 'Program Director',
    full_name: 'Katherine Pruitt, MD',
    phone: '(937) 555-0141',
    email: 'residency.director@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'residency',
    title: 'Associate Program Director',
    full_name: 'Derek Washington, MD',
    phone: null,
    email: 'residency.associate@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'residency',
    title: 'Program Coordinator',
    full_name: 'Lauren Pike',
    phone: '(937) 555-0142',
    email: 'residency@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'breast-fellowship',
    title: 'Fellowship Director',
    full_name: 'Leticia Moreno, MD',
    phone: '(937) 555-0143',
    email: 'breast.director@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'breast-fellowship',
    title: 'Fellowship Coordinator',
    full_name: 'Denise Harlow',
    phone: '(937) 555-0144',
    email: 'breast.fellowship@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'msk-fellowship',
    title: 'Program Director',
    full_name: 'Erin Callahan, MD',
    phone: '(937) 555-0146',
    email: 'msk.director@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'msk-fellowship',
    title: 'Program Coordinator',
    full_name: 'Angela Ostrowski',
    phone: '(937) 555-0147',
    email: 'msk.fellowship@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'careers',
    title: 'Physician Recruitment Coordinator',
    full_name: 'Rachel Summers',
    phone: '(937) 555-0181',
    email: 'careers@riverbendradiology.example',
    hours: null,
  },
  {
    group: 'careers',
    title: 'Chief Executive Officer',
    full_name: 'Diane Castellano, MBA',
    phone: '(937) 555-0182',
    email: 'dcastellano@riverbendradiology.example',
    hours: null,
  },
  readingRoom('Body Imaging', '(937) 555-0171', 'Weekdays, 7 a.m. to 7 p.m.'),
  readingRoom("Women's Imaging", '(937) 555-0172', 'Weekdays, 7 a.m. to 5 p.m.'),
  readingRoom('Emergency Radiology', '(937) 555-0173', '24 hours, every day'),
  readingRoom('Cardiovascular Imaging', '(937) 555-0174', 'Weekdays, 7 a.m. to 5 p.m.'),
  readingRoom('Interventional Imaging', '(937) 555-0175', '24 hours, every day'),
  readingRoom('Musculoskeletal Imaging', '(937) 555-0176', 'Weekdays, 7 a.m. to 5 p.m.'),
  readingRoom('Neuroradiology', '(937) 555-0177', '24 hours, every day'),
  readingRoom('Nuclear Medicine & Molecular Imaging', '(937) 555-0178', 'Weekdays, 7 a.m. to 5 p.m.'),
];
