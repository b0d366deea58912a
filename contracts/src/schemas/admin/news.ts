/** The news item form (docs/requirements.md#news-item). Photos are uploaded on their own; the server names and sizes them. */
import { z } from 'zod';
import type { newsItemEntity } from '../entities.ts';
import { LONG_TEXT_MAX, optionalIsoDate, optionalText, requiredHtml, requiredText } from './fields.ts';

/**
 * Where a story stands (the words WordPress and Ghost use): a 'draft' and a 'scheduled' story appear nowhere
 * public; a 'scheduled' one turns 'published' at its `publish_at` (docs/requirements.md#news-item).
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Each status as the admin screens name it. */
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A story as the admin API answers it: the public fields, its status and, once scheduled, when it goes live. */
export type AdminNewsItem = z.infer<typeof newsItemEntity> & {
  status: NewsStatus;
  /** ISO 8601 in UTC ('2026-12-01T14:00:00.000Z'); null for a story that was never scheduled. */
  publish_at: string | null;
};

const PUBLISH_AT_MESSAGE = 'Enter the date and time to publish the story.';
const PUBLISHED_DATE_MESSAGE = 'Enter the published date as YYYY-MM-DD.';

/**
 * When a scheduled story goes live: an ISO 8601 instant with its offset or Z ('2026-12-01T09:00:00-05:00'), so
 * the API never guesses a time zone (the admin screen turns the practice's wall-clock time into one). Blank or
 * null becomes null.
 */
const publishAt = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
  z.iso
    .datetime({ offset: true, error: PUBLISH_AT_MESSAGE })
    .transform((text) => new Date(text).toISOString())
    .nullable(),
);

/**
 * A story as staff save it. `status` defaults to 'published' (what a save without it always did). A scheduled
 * story needs `publish_at` in the future, checked against the clock of whoever validates (browser, then API);
 * its `published_date` is not taken from the form: it becomes the day it goes live (the API sets it). Drafts
 * and published stories need `published_date`; their `publish_at` is ignored.
 */
export const newsFormSchema = z
  .object({
    title: requiredText('Enter a headline.', 200),
    intro_text: requiredText('Enter an introduction of a sentence or two.', LONG_TEXT_MAX),
    photo_large_caption: optionalText(500),
    status: z.enum(NEWS_STATUSES, { error: 'Choose Draft, Scheduled or Published.' }).default('published'),
    published_date: optionalIsoDate(PUBLISHED_DATE_MESSAGE),
    publish_at: publishAt,
    full_text: requiredHtml('Enter the full text of the story.'),
  })
  .superRefine((form, ctx) => {
    if (form.status !== 'scheduled') {
      if (form.published_date === null) {
        ctx.addIssue({ code: 'custom', path: ['published_date'], message: PUBLISHED_DATE_MESSAGE });
      }
      return;
    }
    if (form.publish_at === null) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: PUBLISH_AT_MESSAGE });
    } else if (Date.parse(form.publish_at) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'Choose a date and time in the future.' });
    }
  });
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;
