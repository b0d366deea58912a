import type { SiteSettings } from '@site/contracts/types';

/** One of the landing page's three columns (docs/requirements.md#patient-information landing). */
export interface LandingColumn {
  heading: string;
  /** Built from the settings so the practice's facts are never written twice (docs/design.md#demo-content). */
  text: (settings: SiteSettings) => string;
}

export const landingIntro =
  'Everything you need around an imaging exam: who to call, how to handle a bill, where to go, and how your information is protected.';

export const landingColumns: readonly LandingColumn[] = [
  {
    heading: 'Excellence',
    text: () =>
      'Board-certified radiologists read every exam, many of them subspecialists in one part of the body. We compare your images with earlier studies and send a clear report to your doctor quickly.',
  },
  {
    heading: 'Compassion',
    text: () =>
      'An imaging test can be worrying. Our physicians and the teams at the hospitals and centers we serve explain each step, answer your questions and respect your comfort, your time and your privacy.',
  },
  {
    heading: 'History',
    text: (s) =>
      `Our radiologists have cared for patients in the Miami Valley since ${s.founded_year}. Today ${s.physician_count} physicians and ${s.physician_assistant_count} physician assistants serve hospitals and imaging centers across southwestern Ohio.`,
  },
];

export const landingLinksHeading = 'Information for patients';
