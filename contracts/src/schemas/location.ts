import { z } from 'zod';
import { US_PHONE, isHttpUrl } from './patterns.ts';

const nullableText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** A location as staff edit it (docs/requirements.md#location-entry): the phone must be a phone and the url a URL. */
export const locationSchema = z.object({
  name: z.string().trim().min(1, 'Enter the location name.').max(200),
  address: nullableText,
  phone: nullableText.refine((v) => v === null || US_PHONE.test(v), {
    message: 'Enter a 10-digit US phone number, such as 937-555-0123.',
  }),
  url: nullableText.refine((v) => v === null || isHttpUrl(v), {
    message: 'Enter a full web address starting with https://.',
  }),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});

export type LocationInput = z.input<typeof locationSchema>;
