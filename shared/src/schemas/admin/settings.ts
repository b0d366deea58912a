/**
 * The site settings form (DESIGN §5): every field of the shared SiteSettings, so a save keeps its shape.
 */
import { z } from 'zod';
import type { SiteSettings } from '../../types/index.ts';
import { parseWebAddress, US_STATE_CODES, US_ZIP } from '../patterns.ts';
import { httpUrl, isoDate, LONG_TEXT_MAX, phoneText, requiredText, wholeNumber } from './fields.ts';

export const siteSettingsFormSchema = z.object({
  organization_name: requiredText('Enter the organisation’s name.', 200),
  street_address: requiredText('Enter the street address.', 200),
  city: requiredText('Enter the city.', 100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => (US_STATE_CODES as readonly string[]).includes(v), 'Enter a two-letter US state code, such as OH.'),
  zip: z.string().trim().regex(US_ZIP, 'Enter a 5-digit ZIP code or ZIP+4.'),
  phone: phoneText(),
  fax: phoneText(),
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  social_url: httpUrl(),
  social_name: requiredText('Enter the name the social link shows.', 200),
  billing_phone: phoneText(),
  billing_alert_text: requiredText('Enter the billing alert text.', LONG_TEXT_MAX),
  invoices_by_mail_date: isoDate(),
  billing_company_since: isoDate(),
  founded_year: wholeNumber(1800, 2100, 'Enter a year, such as 1975.'),
  physician_count: wholeNumber(0, 10_000, 'Enter a whole number, such as 47.'),
  physician_assistant_count: wholeNumber(0, 10_000, 'Enter a whole number, such as 5.'),
  // Its origin goes into the Content-Security-Policy (connect-src), so it must be one parsed https address.
  analytics_endpoint: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || parseWebAddress(v, { httpsOnly: true }) !== null,
      'Enter one https:// address (no spaces or commas), or leave it blank.',
    ),
}) satisfies z.ZodType<SiteSettings, unknown>;

/**
 * Settings only an admin may change (an editor's save that changes one is refused with 403). Each decides
 * where visitors' data goes: the analytics endpoint receives every page view and is admitted by the
 * Content-Security-Policy; the e-mail address receives the contact form's messages unless MAIL_TO is set.
 */
export const ADMIN_ONLY_SETTINGS = ['analytics_endpoint', 'email'] as const satisfies readonly (keyof SiteSettings)[];
