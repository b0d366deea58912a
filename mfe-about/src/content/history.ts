import { formatLongDate } from '@site/shared';
import type { SiteSettings } from '@site/contracts/types';

/** A paragraph that is either fixed text or built from the site settings (counts, years, dates). */
export type SettingsText = string | ((settings: SiteSettings) => string);

/** Texts of History, Goals, Mission (docs/requirements.md#visitors-and-purpose, docs/requirements.md#screens-and-routes; docs/design.md#demo-content). Facts come from the settings, not from here. */
export const historyContent: {
  intro: string;
  history: { heading: string; paragraphs: SettingsText[] };
  billingLink: { text: string; to: string };
  goals: { heading: string; intro: string; items: string[] };
  mission: { heading: string; statement: string; paragraphs: string[] };
} = {
  intro: 'Who we are, where we came from, and what we work toward every day.',
  history: {
    heading: 'Our History',
    paragraphs: [
      (s) =>
        `Our practice began in ${s.founded_year}, when a few radiologists in Dayton agreed to share the work of reading X-rays for the hospitals around them. Since then we have served the region without a break, every day and every night.`,
      'As imaging changed, so did we. CT, ultrasound, MRI and PET/CT each arrived in turn, and our radiologists trained in the subspecialties that grew up around them, so that patients close to home could have their scans read by a doctor who focuses on that part of the body.',
      (s) =>
        `Today ${s.physician_count} physicians and ${s.physician_assistant_count} physician assistants read imaging and perform procedures for hospitals, emergency departments and outpatient imaging centers across southwestern Ohio. We also train radiologists: many doctors who finish our residency and fellowships choose to stay and practice here.`,
      (s) =>
        `Since ${formatLongDate(s.billing_company_since)}, a dedicated billing company has handled our patient billing, so that a question about a bill reaches people whose only job is to answer it.`,
    ],
  },
  billingLink: { text: 'Read about billing for our services', to: '/patient-information/billing-information' },
  goals: {
    heading: 'Our Goals',
    intro: 'We measure ourselves against a few plain goals:',
    items: [
      'Accurate reports, read by a radiologist trained in the part of the body being imaged.',
      'Fast answers: urgent findings reach the treating doctor within minutes, day or night.',
      'Safe imaging, using the lowest radiation dose that still gives a clear picture.',
      'Clear reports and conversations, for patients and for the doctors who care for them.',
      'Teaching the next generation of radiologists through our residency and fellowships.',
      'Serving our community beyond the reading room, through screening days, school visits and health fairs.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    statement:
      'To give every patient an accurate, timely diagnosis, delivered with care and explained clearly to the doctors who depend on it.',
    paragraphs: [
      'Most patients never meet their radiologist, yet our work shapes what happens next in their care. We take that trust seriously: we check our own work through peer review, we call when a finding cannot wait, and we keep learning as imaging moves forward.',
    ],
  },
};
