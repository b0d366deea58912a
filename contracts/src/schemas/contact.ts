import { z } from 'zod';
import { COMMENTS_MAX_LENGTH } from './limits.ts';
import { US_PHONE, US_STATE_CODES, US_ZIP } from './patterns.ts';

export { COMMENTS_MAX_LENGTH };

const trimmed = z.string().trim();
const optionalText = (max: number) => trimmed.max(max, `Use at most ${max} characters.`);

/** The message a one-line field with a line break inside gets. */
export const LINE_BREAK_MESSAGE = 'Write this on one line, without line breaks.';
// The one-line fields become lines of the notification e-mail ("Name: …"); a CR or LF inside would let a
// visitor add lines that look like the practice's own. Checked after trimming, so a stray trailing newline
// is simply removed. The comments are a textarea: line breaks are their content there.
const oneLine = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.refine((v) => !/[\r\n]/.test(v), { message: LINE_BREAK_MESSAGE, abort: true });

/**
 * The contact form (docs/requirements.md#entities) with the rules of docs/design.md#product-decisions. One object validates in the browser and on the
 * server. Empty optional fields are empty strings, as the spec's payload is all strings.
 */
export const contactFormSchema = z
  .object({
    submit: z.literal(true),
    name: oneLine(trimmed.min(1, 'Enter your name.').max(120, 'Use at most 120 characters.')),
    address: oneLine(optionalText(200)),
    city: oneLine(optionalText(100)),
    state: trimmed.toUpperCase().refine((v) => v === '' || (US_STATE_CODES as readonly string[]).includes(v), {
      message: 'Enter a two-letter US state code, such as OH.',
    }),
    zip: trimmed.refine((v) => v === '' || US_ZIP.test(v), { message: 'Enter a 5-digit ZIP code or ZIP+4.' }),
    // US_PHONE's separators are \s, which a line break matches too: the one-line check comes first.
    phone: oneLine(trimmed).refine((v) => v === '' || US_PHONE.test(v), {
      message: 'Enter a 10-digit US phone number, such as 937-555-0123.',
    }),
    email: trimmed.refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'Enter a valid e-mail address.',
    }),
    comments: trimmed
      .min(1, 'Enter your comments.')
      .max(COMMENTS_MAX_LENGTH, `Use at most ${COMMENTS_MAX_LENGTH} characters.`),
  })
  .superRefine((form, ctx) => {
    if (form.email === '' && form.phone === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address or a phone number.' });
    }
  });

export type ContactFormInput = z.input<typeof contactFormSchema>;

/** Flattens zod issues into `{ field: first message }`, the API's `fields` shape (docs/design.md#api). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
