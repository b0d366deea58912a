import { isPresentationEmbedAddress } from '@site/contracts/presentation-hosts';
import type { SiteSettings } from '@site/contracts/types';

/**
 * The Software Upgrades page (docs/requirements.md#screens-and-routes): its text and a text summary of the presentation. The presentation's
 * addresses are site settings (docs/design.md#demo-content), set by an admin.
 */

/** An embedded slide presentation, loaded only when the visitor asks for it. */
export interface Presentation {
  title: string;
  /** The embeddable player's address. */
  embedUrl: string;
  /** The same slides as a page of their own, for visitors who prefer a new tab. */
  viewUrl: string;
}

/** One part of the text summary: a heading, paragraphs and optional bullet points. */
export interface SummarySection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export const softwareUpgradesText = {
  intro:
    'In January 2026 we moved our radiology reports to a new reporting system. Below is what changed for referring offices and for patients.',
  presentationHeading: 'The presentation',
  presentationLead:
    'The presentation explains the upgrade in slides; the text summary after it says the same for anyone who prefers to read it.',
  loadButton: 'Load the presentation',
  loadNote: 'The slides load from {host} only when you press the button.',
  openInNewTab: 'Open the presentation on its own page',
  summaryHeading: 'Summary of the presentation',
  summaryHeadingWithoutPresentation: 'The upgrade in brief',
  questionsHeading: 'Questions',
  questionsLead: 'Questions about the upgrade? Call our office at',
} as const;

/** Names the presentation on its load button and for assistive technology. */
export const presentationTitle = 'Upgrading our radiology reporting system';

/**
 * The presentation the settings give, or null: none until an admin sets both addresses, and none while the
 * embed address is off the presentation hosts the Content-Security-Policy names (one saved before the list
 * existed): the browser would refuse to load it and show visitors an empty frame. The text summary is on the
 * page either way.
 */
export function presentationFrom(
  settings: Pick<SiteSettings, 'presentation_embed_url' | 'presentation_url'> | undefined,
): Presentation | null {
  if (!settings?.presentation_embed_url || !settings.presentation_url) return null;
  if (!isPresentationEmbedAddress(settings.presentation_embed_url)) return null;
  return { title: presentationTitle, embedUrl: settings.presentation_embed_url, viewUrl: settings.presentation_url };
}

export const summarySections: readonly SummarySection[] = [
  {
    heading: 'Why we upgraded',
    paragraphs: [
      'Our radiologists read studies from hospitals and imaging centers across the region. The old reporting software could not keep up with that volume, and it made every site send reports in a slightly different way.',
      'The new system gives every report the same clear layout, whichever location performed the study, and sends results to referring offices faster.',
    ],
  },
  {
    heading: 'What changed for referring offices',
    paragraphs: ['Reports keep the same accession numbers and reach you through the same channels as before.'],
    points: [
      'Every report opens with a short impression, followed by the findings in a fixed order by body area.',
      'Urgent and unexpected findings are marked at the top of the report, and a radiologist still calls you about them.',
      'Addenda are linked to the original report instead of arriving as separate documents.',
      'Comparison studies are named with their dates, so you can see at a glance what the radiologist compared.',
    ],
  },
  {
    heading: 'What changed for patients',
    paragraphs: [
      'Nothing you need to do. Your exams, appointments and results work as before. Reports you read in your hospital’s patient portal may look tidier, with plain-language headings.',
    ],
  },
  {
    heading: 'How the switch was made',
    paragraphs: [
      'We moved one group of hospitals and imaging centers at a time, over the weekends of January 2026, so that studies were never left without a radiologist. During each switch, urgent studies were read and phoned through as usual. Since the end of January every location we read for has used the new system.',
    ],
  },
];
