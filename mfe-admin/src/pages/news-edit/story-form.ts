/**
 * The story form of /admin/news/:id: its fields by status, the schema over what it holds, its values for a
 * stored story, and what a save says.
 */
import { z } from 'zod';
import { formatDateTime, isoToPracticeTime, PRACTICE_TIME_ZONE, practiceTimeToIso, practiceToday } from '@site/shared';
import { NEWS_STATUS_LABELS, NEWS_STATUSES, newsFormSchema } from '@site/contracts/schemas';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { toFormValues, type FieldDef, type FormValues } from '../../components/form/fields.ts';

const TITLE: FieldDef = { name: 'title', label: 'Headline', kind: 'text', required: true };

const STATUS: FieldDef = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  required: true,
  width: 'half',
  options: NEWS_STATUSES.map((value) => ({ value, label: NEWS_STATUS_LABELS[value] })),
  hint: 'Draft and Scheduled stories appear nowhere on the public site; Published shows the story now.',
};

const PUBLISHED_DATE: FieldDef = {
  name: 'published_date',
  label: 'Published date',
  kind: 'date',
  required: true,
  width: 'half',
};

// A wall-clock time has no zone: the label and the hint say whose clock it is.
const PUBLISH_AT: FieldDef = {
  name: 'publish_at',
  label: 'Publish on (New York time)',
  kind: 'datetime-local',
  required: true,
  width: 'half',
  hint: 'Date and time in the practice’s time zone, America/New_York (Eastern Time), whatever this computer’s clock says. The story goes live within a minute of it, dated that day.',
};

const CONTENT: FieldDef[] = [
  {
    name: 'intro_text',
    label: 'Introduction',
    kind: 'textarea',
    required: true,
    hint: 'A sentence or two, shown on the News list under the headline.',
  },
  {
    name: 'photo_large_caption',
    label: 'Photo caption',
    kind: 'text',
    hint: 'Shown under the large photo as its description: say what the photo shows. Leave it empty for a picture that only decorates the story.',
  },
  { name: 'full_text', label: 'Full text', kind: 'html', required: true },
];

/** Every field a version of a story may hold, for its earlier versions; the photos are uploaded on their own. */
export const HISTORY_FIELDS: FieldDef[] = [TITLE, STATUS, PUBLISHED_DATE, PUBLISH_AT, ...CONTENT];
/** The labels of the story's photos, which the form does not hold. */
export const PHOTO_LABELS = { photo_small: 'Photo (list)', photo_large: 'Photo (story)' };

/** The form's fields for `status`: a scheduled story has a time to go live instead of a published date. */
export const fieldsFor = (status: string | string[] | undefined): FieldDef[] => [
  TITLE,
  STATUS,
  status === 'scheduled' ? PUBLISH_AT : PUBLISHED_DATE,
  ...CONTENT,
];

/**
 * The shared schema over what the form holds: the time field's New York wall-clock time becomes the instant the
 * API takes (text that is no time stays as typed, for the schema's message); only a scheduled story sends one.
 */
export const formSchema = z.preprocess((values) => {
  const form = values as FormValues;
  const wallClock = typeof form.publish_at === 'string' ? form.publish_at : '';
  return { ...form, publish_at: form.status === 'scheduled' ? (practiceTimeToIso(wallClock) ?? wallClock) : null };
}, newsFormSchema);

/** What the form holds for `item` (a new story: a draft dated today at the practice). */
export function formValues(item: AdminNewsItem | null): FormValues {
  const values = toFormValues([...fieldsFor('published'), PUBLISH_AT], item ?? { status: 'draft' });
  return {
    ...values,
    published_date: item?.published_date ?? practiceToday(),
    publish_at: item?.publish_at ? isoToPracticeTime(item.publish_at) : '',
  };
}

/** What staff read after a save, by where the story now stands. */
export function savedMessage(saved: AdminNewsItem): string {
  if (saved.status === 'draft') return 'Saved as a draft. It is not on the public site.';
  if (saved.status === 'scheduled' && saved.publish_at) {
    const when = formatDateTime(saved.publish_at, PRACTICE_TIME_ZONE);
    return `Saved. The story goes live on ${when} (New York time).`;
  }
  return 'Saved. The News page shows the change on its next load.';
}
