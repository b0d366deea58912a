import type { FrequentlyCalledNumber } from '@site/contracts/types';

export const frequentlyCalledNumbers: FrequentlyCalledNumber[] = [
  {
    title: 'Main office',
    subtitle: 'Monday to Friday, 8 a.m. to 5 p.m.',
    text: '(937) 555-0100',
  },
  {
    title: 'Billing questions',
    subtitle: 'Questions about a bill from Riverbend Radiology',
    text: '(937) 555-0140',
  },
  {
    title: 'Scheduling',
    subtitle: 'Book or change an imaging appointment at one of our outpatient centers',
    text: '(937) 555-0110',
  },
  {
    title: 'Film and image library',
    subtitle: 'Copies of your images and reports on disc, or sent to another provider',
    text: '(937) 555-0120',
  },
  {
    title: 'Fax',
    subtitle: null,
    text: '(937) 555-0101',
  },
  {
    title: 'After-hours radiologist line',
    subtitle: 'For referring physicians who need to speak with the radiologist on call',
    text: '(937) 555-0130',
  },
];
