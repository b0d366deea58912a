/** The news item form (docs/requirements.md#news-item). Photos are uploaded on their own; the server names and sizes them. */
import { z } from 'zod';
import { isoDate, LONG_TEXT_MAX, optionalText, requiredHtml, requiredText } from './fields.ts';

/**
 * Where a story stands (the words WordPress and Ghost use): a 'draft' and a 'scheduled' story appear nowhere
 * public; a 'scheduled' one turns 'published' at its `publish_at` (docs/requirements.md#news-item).
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const newsFormSchema = z.object({
  title: requiredText('Enter a headline.', 200),
  intro_text: requiredText('Enter an introduction of a sentence or two.', LONG_TEXT_MAX),
  photo_large_caption: optionalText(500),
  published_date: isoDate('Enter the published date as YYYY-MM-DD.'),
  full_text: requiredHtml('Enter the full text of the story.'),
});
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;
