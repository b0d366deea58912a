import type { SiteSettings } from '@site/contracts/types';

/**
 * Home page text as data (docs/requirements.md#home, docs/requirements.md#constants). Organisation facts come from the site settings, never from
 * here, so a real practice replaces its facts without touching this file.
 */

/** The h1 when settings are somehow missing; the shell preloads them, so visitors should never see it. */
export const fallbackTitle = 'Welcome';

/** The line under the h1, built from the settings' facts (docs/design.md#demo-content). */
export function homeIntro(settings: SiteSettings): string {
  return (
    `${settings.physician_count} physicians and ${settings.physician_assistant_count} physician assistants ` +
    `reading imaging for hospitals, imaging centers and patients around ${settings.city} since ${settings.founded_year}.`
  );
}

/** Where the rotator's Learn More link goes (docs/requirements.md#home). */
/**
 * The rotator's link. `context` is read by screen readers and search engines after the visible label, so the
 * link says where it goes out of context too (WCAG 2.4.4); the visible words stay the start of its name.
 */
export const rotatorLearnMore = {
  label: 'Learn More',
  context: ' about our history, goals and mission',
  to: '/about-us/history-goals-mission',
} as const;

/** The line under the organisation name when the rotator cannot show its slides. */
export function rotatorFallbackText(settings: SiteSettings | undefined): string {
  return settings
    ? `Caring for patients in ${settings.city} and the surrounding region since ${settings.founded_year}.`
    : 'Caring for patients in our region for decades.';
}

/** A quick-link card (docs/requirements.md#home). */
export interface QuickLink {
  title: string;
  text: string;
  to: string;
}

/** The three quick-link cards, in order (docs/requirements.md#home). */
export const quickLinks: readonly QuickLink[] = [
  {
    title: 'Our Services',
    text: 'Imaging tests and subspecialty expertise, from X-ray and ultrasound to MRI and PET/CT.',
    to: '/services',
  },
  {
    title: 'For Patients',
    text: 'Billing help, imaging locations, phone numbers and trusted resources before your exam.',
    to: '/patient-information',
  },
  {
    title: 'Grow With Us',
    text: 'Open positions for radiologists and how to send us your CV.',
    to: '/about-us/career-opportunities',
  },
];

/** Texts of the Radiology Services section and its toggle (docs/requirements.md#home, docs/requirements.md#states). */
export const servicesSection = {
  heading: 'Radiology Services',
  intro: 'Browse our services by imaging modality or by subspecialty.',
  toggleLabel: 'Show services by',
  modalities: { label: 'Modalities', empty: 'No modalities are listed right now.', loading: 'Loading modalities…' },
  subspecialties: {
    label: 'Subspecialties',
    empty: 'No subspecialties are listed right now.',
    loading: 'Loading subspecialties…',
  },
  allServices: { label: 'See all services', to: '/services' },
} as const;

/** A statistic of the history block: a figure and what it counts. */
export interface Statistic {
  number: string;
  title: string;
}

/** The five built-in statistics, shown before the quick facts (docs/requirements.md#constants). */
export const builtInStatistics: readonly Statistic[] = [
  { number: '10 Million+', title: 'Studies since 2003' },
  { number: '3.5 Million+', title: 'Members served since 2003' },
  { number: '40', title: 'Locations' },
  { number: '24/7/365', title: 'Service' },
  { number: '95%+', title: 'STAT turnaround under 30 minutes' },
];

/** Texts of the history statistics block. */
export const statisticsSection = {
  heading: 'Our History in Numbers',
  loading: 'Loading more facts…',
} as const;

/** Texts of the testimonials carousel. */
export const testimonialsSection = {
  heading: 'What Our Patients Say',
  loading: 'Loading testimonials…',
  empty: 'Patient stories will appear here soon.',
} as const;

/** Texts of the latest news block (docs/requirements.md#home). */
export const newsSection = {
  heading: 'Latest News',
  readMore: { label: 'Read More News', to: '/news' },
} as const;
