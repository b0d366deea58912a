/**
 * Forms of the lists the public site reads (docs/requirements.md#entities; docs/design.md#api): locations, frequently called numbers, quick
 * facts, testimonials, rotator slides, outreach events and practice contacts. Images are uploaded on their own.
 */
import { z } from 'zod';
import { locationSchema } from '../location.ts';
import { isHttpUrl, isSitePath } from '../patterns.ts';
import type { PracticeContactGroup } from '../../types/index.ts';
import {
  LONG_TEXT_MAX,
  optionalDecimal,
  optionalEmail,
  optionalPhoneText,
  optionalText,
  phoneText,
  requiredText,
  YOUTUBE_MESSAGE,
  youtubeId,
} from './fields.ts';

/** A location (docs/requirements.md#entities): the phone must be a phone and the url a URL; coordinates place it on the map. */
export const locationFormSchema = locationSchema.extend({
  latitude: optionalDecimal(-90, 90, 'Enter a latitude from -90 to 90, such as 39.7589, or leave it blank.'),
  longitude: optionalDecimal(-180, 180, 'Enter a longitude from -180 to 180, such as -84.1916, or leave it blank.'),
});

export const frequentlyCalledNumberFormSchema = z.object({
  title: requiredText('Enter who answers this number.', 200),
  subtitle: optionalText(200),
  text: phoneText(),
});

export const quickFactFormSchema = z.object({
  number: requiredText('Enter the figure, such as “10 million+”.', 40),
  title: requiredText('Enter what the figure counts.', 200),
});

export const testimonialFormSchema = z.object({
  text: requiredText('Enter the testimonial.', LONG_TEXT_MAX),
  name: requiredText('Enter the month and year, such as “March 2026”.', 40),
  location: requiredText('Enter where the patient was seen.', 200),
});

export const rotatorSlideFormSchema = z.object({
  title: requiredText('Enter the slide title.', 200),
  text: requiredText('Enter the slide text.', 500),
});

export const outreachEventFormSchema = z.object({
  title: requiredText('Enter the event title.', 200),
  intro_text: requiredText('Enter a short description.', LONG_TEXT_MAX),
  video: optionalText(200)
    .refine((v) => v === null || youtubeId(v) !== null, YOUTUBE_MESSAGE)
    .transform((v) => (v === null ? null : youtubeId(v))),
  // A page of this site ('/contact') or a full address elsewhere. A site link opens without the external-link
  // mark, so one that a browser would take to another host ('//host', '/\\host') must not pass as a page.
  link: optionalText(2_000).refine(
    (v) => v === null || isSitePath(v) || isHttpUrl(v),
    'Enter a full web address starting with https://, or a page of this site starting with /.',
  ),
  // Optional: without it the site words the link from the event's title.
  link_text: optionalText(200),
});

/** Where each group of practice contacts appears, in the words staff see, in the order pages show them. */
export const PRACTICE_CONTACT_GROUPS = {
  leaders: 'Leadership: leader profiles',
  'executive-committee': 'Leadership: Executive Committee',
  'medical-directors': 'Leadership: Medical Directors',
  'clinical-leadership': 'Leadership: Clinical Leadership',
  'educational-leadership': 'Leadership: Educational Leadership',
  residency: 'Radiology Residency contacts',
  'breast-fellowship': 'Breast Imaging Fellowship contacts',
  'msk-fellowship': 'Musculoskeletal Imaging Fellowship contacts',
  careers: 'Career Opportunities: CV contacts',
  'reading-rooms': 'Referring Physicians: reading room lines',
} as const satisfies Record<PracticeContactGroup, string>;

const GROUP_KEYS = Object.keys(PRACTICE_CONTACT_GROUPS) as [PracticeContactGroup, ...PracticeContactGroup[]];

/**
 * A practice contact (docs/design.md#demo-content): a person with their role, or a line named by its purpose. A line without a
 * person must give a way to reach it; phones and e-mail addresses follow the rules of the other forms.
 */
export const practiceContactFormSchema = z
  .object({
    group: z.enum(GROUP_KEYS, { error: 'Choose the page and list the contact belongs to.' }),
    title: requiredText('Enter the role, such as “Program Director”, or what the line is for.', 200),
    full_name: optionalText(200),
    phone: optionalPhoneText(),
    email: optionalEmail(),
    hours: optionalText(200),
  })
  .superRefine((contact, ctx) => {
    if (contact.full_name === null && contact.phone === null && contact.email === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter a phone number or an e-mail address for a line without a person’s name.',
      });
    }
  });
export type PracticeContactFormInput = z.input<typeof practiceContactFormSchema>;
