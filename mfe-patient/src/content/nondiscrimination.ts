import type { SiteSettings } from '@site/contracts/types';
import type { Section } from './types.ts';

/**
 * The notice of nondiscrimination and language assistance that US health care providers publish (Section 1557
 * of the Affordable Care Act). Slots: 'coordinator' (the practice's contacts from the settings), 'taglines'.
 */
export const nondiscriminationIntro = (s: SiteSettings) =>
  `${s.organization_name} follows federal civil rights laws. We do not discriminate, and we offer free help so that everyone can communicate with us.`;

export const nondiscriminationSections: readonly Section[] = [
  {
    id: 'commitment',
    heading: 'Our commitment',
    paragraphs: [
      'We comply with applicable federal civil rights laws and do not discriminate on the basis of race, color, national origin, age, disability or sex. We do not exclude people or treat them differently for any of these reasons.',
    ],
  },
  {
    id: 'free-help',
    heading: 'Free help we provide',
    subsections: [
      {
        heading: 'For people with disabilities',
        items: [
          'Qualified sign language interpreters.',
          'Written information in other formats: large print, audio, accessible electronic formats and others.',
        ],
      },
      {
        heading: 'For people whose first language is not English',
        items: ['Qualified interpreters.', 'Information written in other languages.'],
      },
    ],
    paragraphs: [
      'We offer the following at no cost. To ask for any of it, contact our Civil Rights Coordinator (details below).',
    ],
  },
  {
    id: 'grievance',
    heading: 'If you believe we have discriminated against you',
    paragraphs: [
      'If you believe we failed to provide these services or discriminated in another way, you can file a grievance with our Civil Rights Coordinator in person, by mail, by phone or by e-mail. If you need help filing a grievance, the coordinator will help you.',
    ],
    slot: 'coordinator',
  },
  {
    id: 'federal-complaint',
    heading: 'Complaints to the federal government',
    paragraphs: [
      'You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights, online, by mail or by phone.',
    ],
    links: [
      {
        title: 'Office for Civil Rights Complaint Portal',
        href: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
        description: 'File a civil rights complaint online.',
      },
      {
        title: 'How to file a civil rights complaint (HHS Office for Civil Rights)',
        href: 'https://www.hhs.gov/ocr/complaints/index.html',
        description: 'Complaint forms, the mailing address and the phone numbers of the Office for Civil Rights.',
      },
    ],
  },
  {
    id: 'language-assistance',
    heading: 'Language assistance',
    paragraphs: ['Free language help is available. Call the number shown.'],
    slot: 'taglines',
  },
];

/** A language-assistance tagline; `lang` marks its language for screen readers (WCAG 3.1.2). */
export interface Tagline {
  lang: string;
  dir?: 'rtl';
  /** The language's own name. */
  language: string;
  /** Text before the phone number. */
  text: string;
  /** Text after the phone number (punctuation). */
  after: string;
}

export const taglines: readonly Tagline[] = [
  {
    lang: 'es',
    language: 'Español',
    text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al',
    after: '.',
  },
  {
    lang: 'zh-Hans',
    language: '简体中文',
    text: '注意：如果您说中文，我们可以为您免费提供语言协助服务。请致电',
    after: '。',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    language: 'العربية',
    text: 'تنبيه: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية متاحة لك مجانًا. اتصل على الرقم',
    after: '.',
  },
  {
    lang: 'de',
    language: 'Deutsch',
    text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachdienste zur Verfügung. Rufen Sie an unter',
    after: '.',
  },
  {
    lang: 'fr',
    language: 'Français',
    text: 'ATTENTION : si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le',
    after: '.',
  },
  {
    lang: 'ru',
    language: 'Русский',
    text: 'ВНИМАНИЕ: если вы говорите по-русски, вам доступны бесплатные услуги перевода. Звоните',
    after: '.',
  },
];

export const coordinatorRole = 'Civil Rights Coordinator';
