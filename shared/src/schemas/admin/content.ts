/**
 * Forms of the lists the public site reads (SPEC §3; DESIGN §5): locations, frequently called numbers, quick
 * facts, testimonials, rotator slides and outreach events. Images are uploaded on their own.
 */
import { z } from 'zod';
import { locationSchema } from '../location.ts';
import { isHttpUrl, isSitePath } from '../patterns.ts';
import { LONG_TEXT_MAX, optionalDecimal, optionalText, phoneText, requiredText } from './fields.ts';

/** A location (SPEC §3): the phone must be a phone and the url a URL; coordinates place it on the map. */
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

/** An 11-character YouTube video id, or a YouTube address it can be read from. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
function youtubeId(value: string): string | null {
  if (YOUTUBE_ID.test(value)) return value;
  try {
    const url = new URL(value);
    const host = url.hostname.replace(/^www\./, '');
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')
          ? (url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '')
          : '';
    return YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const outreachEventFormSchema = z.object({
  title: requiredText('Enter the event title.', 200),
  intro_text: requiredText('Enter a short description.', LONG_TEXT_MAX),
  video: optionalText(200)
    .refine((v) => v === null || youtubeId(v) !== null, 'Enter a YouTube address or an 11-character video id.')
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
