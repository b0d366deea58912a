/**
 * Field rules the admin forms share. Each accepts what a browser form holds (strings) and what the API
 * receives as JSON, and gives the stored value: trimmed text, null for an empty optional field, numbers.
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.ts';
import { US_PHONE, isHttpUrl } from '../patterns.ts';

/** Longest single-line text a form takes, in characters. */
export const SHORT_TEXT_MAX = 300;
/** Longest plain paragraph (intro texts, slide texts), in characters. */
export const LONG_TEXT_MAX = 2_000;
/** Longest HTML field (biography, news full text), in characters of source. */
export const HTML_MAX = 50_000;
/**
 * Request body limit, in bytes, of the admin forms with HTML fields (physicians, news): room for every HTML
 * field of a form at HTML_MAX characters of multi-byte text with JSON escaping, past the API's 64 KB default.
 */
export const HTML_FORM_BODY_LIMIT = 1024 * 1024;

/** A required line of text. */
export const requiredText = (message: string, max = SHORT_TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);

/** An optional line of text: blank becomes null. */
export const optionalText = (max = SHORT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** An optional HTML field: blank becomes null; the server sanitizes what is left (docs/design.md#data). */
export const optionalHtml = () => optionalText(HTML_MAX);

/** A required HTML field. */
export const requiredHtml = (message: string) => requiredText(message, HTML_MAX);

/** A US phone number, as the public pages show it. */
export const phoneText = (message = 'Enter a 10-digit US phone number, such as (937) 555-0123.') =>
  z.string({ error: message }).trim().regex(US_PHONE, message);

/** An optional US phone number: blank becomes null. */
export const optionalPhoneText = (message = 'Enter a 10-digit US phone number, such as (937) 555-0123.') =>
  optionalText(40).refine((v) => v === null || US_PHONE.test(v), message);

/** An optional e-mail address, lower-cased: blank becomes null. */
export const optionalEmail = (message = 'Enter a valid e-mail address, such as name@practice.example.') =>
  optionalText(254)
    .refine((v) => v === null || z.email().safeParse(v).success, message)
    .transform((v) => v?.toLowerCase() ?? null);

/** An 11-character YouTube video id, or a YouTube address it can be read from. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video id in `value` (an id, or a youtu.be / youtube.com address), or null when there is none. */
export function youtubeId(value: string): string | null {
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

/** The message of a video field whose text is neither an id nor a YouTube address. */
export const YOUTUBE_MESSAGE = 'Enter a YouTube address or an 11-character video id.';

/** An absolute http(s) web address. */
export const httpUrl = (message = 'Enter a full web address starting with https://.') =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isHttpUrl(v), message);

/** A calendar date as 'YYYY-MM-DD', checked to exist (no 31 April). */
export const isoDate = (message = 'Enter a date as YYYY-MM-DD.') =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/**
 * An optional calendar date: blank, null or absent becomes null (as optionalText), anything else must be a real
 * 'YYYY-MM-DD'.
 */
export const optionalIsoDate = (message = 'Enter a date as YYYY-MM-DD, or leave it blank.') =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
    isoDate(message).nullable(),
  );

// Forms hold numbers as typed text; JSON carries them as numbers. Blank text means "no number".
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
};

/** A whole number between `min` and `max`, from a number or its text. */
export const wholeNumber = (min: number, max: number, message = `Enter a whole number from ${min} to ${max}.`) =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));

/** As wholeNumber, or null when left blank. */
export const optionalWholeNumber = (
  min: number,
  max: number,
  message = `Enter a whole number from ${min} to ${max}, or leave it blank.`,
) =>
  z.preprocess(
    (value) => (value === undefined ? null : toNumber(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

/** A decimal number between `min` and `max`, or null when left blank. */
export const optionalDecimal = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined ? null : toNumber(value)),
    z.number({ error: message }).min(min, message).max(max, message).nullable(),
  );
