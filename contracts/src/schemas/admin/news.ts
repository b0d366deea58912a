/** The news item form (docs/requirements.md#news-item). Photos are uploaded on their own; the server names and sizes them. */
import { z } from 'zod';
import { isoDate, LONG_TEXT_MAX, optionalText, requiredHtml, requiredText } from './fields.ts';

export const newsFormSchema = z.object({
  title: requiredText('Enter a headline.', 200),
  intro_text: requiredText('Enter an introduction of a sentence or two.', LONG_TEXT_MAX),
  photo_large_caption: optionalText(500),
  published_date: isoDate('Enter the published date as YYYY-MM-DD.'),
  full_text: requiredHtml('Enter the full text of the story.'),
});
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;
