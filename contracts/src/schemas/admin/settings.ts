/**
 * The site settings form (docs/design.md#api): every field of the shared StoredSiteSettings, so a save keeps its shape.
 */
import { z } from 'zod';
import type { StoredSiteSettings } from '../../types/index.ts';
import { parseWebAddress, US_STATE_CODES, US_ZIP } from '../patterns.ts';
import { isPresentationEmbedAddress, PRESENTATION_EMBED_MESSAGE } from '../presentation-hosts.ts';
import { ANALYTICS_ENDPOINT_MESSAGE, parseAnalyticsEndpoint } from '../public-address.ts';
import {
  httpUrl,
  isoDate,
  optionalIsoDate,
  LONG_TEXT_MAX,
  phoneText,
  requiredText,
  wholeNumber,
  YOUTUBE_MESSAGE,
  youtubeId,
} from './fields.ts';

/** A YouTube video as settings keep it: the id, or '' for none. A pasted YouTube address gives its id. */
const videoId = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || youtubeId(v) !== null, YOUTUBE_MESSAGE)
    .transform((v) => (v === '' ? '' : youtubeId(v)!));

/** A video's text version: paragraphs separated by blank lines, or '' while there is no video. */
const videoText = () => z.string().trim().max(20_000, 'Use at most 20000 characters.');

/** An optional https address kept as text: '' for none. */
const optionalHttpsAddress = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || parseWebAddress(v, { httpsOnly: true }) !== null, message);

/** A mailing address under a company's name: one to four lines. */
const mailingAddress = (message: string) =>
  requiredText(message, 500).refine((v) => v.split('\n').filter((line) => line.trim()).length <= 4, {
    message: 'Use at most four lines.',
  });

export const siteSettingsFormSchema = z
  .object({
    organization_name: requiredText('Enter the organisation’s name.', 200),
    street_address: requiredText('Enter the street address.', 200),
    city: requiredText('Enter the city.', 100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => (US_STATE_CODES as readonly string[]).includes(v),
        'Enter a two-letter US state code, such as OH.',
      ),
    zip: z.string().trim().regex(US_ZIP, 'Enter a 5-digit ZIP code or ZIP+4.'),
    phone: phoneText(),
    fax: phoneText(),
    email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
    social_url: httpUrl(),
    social_name: requiredText('Enter the name the social link shows.', 200),
    billing_phone: phoneText(),
    billing_alert_text: requiredText('Enter the billing alert text.', LONG_TEXT_MAX),
    invoices_by_mail_date: isoDate(),
    billing_alert_starts_on: optionalIsoDate(),
    billing_alert_ends_on: optionalIsoDate(),
    billing_company_since: isoDate(),
    founded_year: wholeNumber(1800, 2100, 'Enter a year, such as 1975.'),
    physician_count: wholeNumber(0, 10_000, 'Enter a whole number, such as 47.'),
    physician_assistant_count: wholeNumber(0, 10_000, 'Enter a whole number, such as 5.'),
    // The API forwards page views to it from the server, so it must be one https address the server may
    // reach on an admin's word: on the public internet, never this machine or its network.
    analytics_endpoint: z
      .string()
      .trim()
      .refine((v) => v === '' || parseAnalyticsEndpoint(v) !== null, ANALYTICS_ENDPOINT_MESSAGE),
    billing_company_name: requiredText('Enter the billing company’s name.', 200),
    billing_company_address: mailingAddress('Enter the billing company’s mailing address.'),
    collections_company_name: requiredText('Enter the collections company’s name.', 200),
    collections_company_address: mailingAddress('Enter the collections company’s mailing address.'),
    collections_phone: phoneText(),
    payment_url: httpUrl(),
    residency_application_url: httpUrl(),
    careers_video_id: videoId(),
    careers_video_text: videoText(),
    residency_video_id: videoId(),
    residency_video_text: videoText(),
    // Framed by the page: only the hosts the Content-Security-Policy names (presentation-hosts.ts) can load.
    presentation_embed_url: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (parseWebAddress(v, { httpsOnly: true }) !== null && isPresentationEmbedAddress(v)),
        PRESENTATION_EMBED_MESSAGE,
      ),
    presentation_url: optionalHttpsAddress('Enter the presentation’s address (https://…), or leave it blank.'),
  })
  // A video never shows without its text version (docs/design.md#product-decisions), and a presentation needs both addresses.
  .superRefine((form, ctx) => {
    for (const video of ['careers', 'residency'] as const) {
      if (form[`${video}_video_id`] !== '' && form[`${video}_video_text`] === '') {
        ctx.addIssue({
          code: 'custom',
          path: [`${video}_video_text`],
          message: 'Enter the video’s text version: what it says and shows.',
        });
      }
    }
    if (
      form.billing_alert_starts_on &&
      form.billing_alert_ends_on &&
      form.billing_alert_ends_on < form.billing_alert_starts_on
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['billing_alert_ends_on'],
        message: 'Enter a last day on or after the first day, or leave it blank.',
      });
    }
    if ((form.presentation_embed_url === '') !== (form.presentation_url === '')) {
      const missing = form.presentation_url === '' ? 'presentation_url' : 'presentation_embed_url';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Enter both presentation addresses, or neither.' });
    }
  }) satisfies z.ZodType<StoredSiteSettings, unknown>;
