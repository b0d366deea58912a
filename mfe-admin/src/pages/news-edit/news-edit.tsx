import { mediaUrl } from '@site/shared';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { ADMIN_NEWS_PATH } from '../../api/paths.ts';
import { RecordEditor, type RecordKind } from '../../components/record-editor/record-editor.tsx';
import { fieldsFor, formSchema, formValues, HISTORY_FIELDS, PHOTO_LABELS, savedMessage } from './story-form.ts';

const STORY: RecordKind<AdminNewsItem, typeof formSchema> = {
  what: 'story',
  collection: ADMIN_NEWS_PATH,
  entity: REVISION_ENTITIES.news,
  listPath: '/admin/news/',
  formId: 'news',
  title: (item) => (item ? `Edit “${item.title}”` : 'Add a story'),
  schema: formSchema,
  fields: HISTORY_FIELDS,
  formFields: (values) => fieldsFor(values.status),
  toValues: formValues,
  otherLabels: PHOTO_LABELS,
  savedMessage,
  // Only a public story's changes need to wait: a draft or scheduled one is not shown by its Save.
  canDraft: (item) => item.status === 'published',
  // A change of status is a decision to publish or schedule, which Preview must not make.
  previewSaves: (item, values) => values.status === item.status,
  picture: {
    label: 'Photo',
    url: (item) => (item.photo_small ? mediaUrl('news', item.photo_small) : null),
    path: 'photo',
    removable: true,
    sizeHint: 'it becomes the list’s 480 × 320 picture and the story’s 1200 × 675 one',
    saveFirst: 'Save the story first; then you can add its photo.',
  },
};

/**
 * /admin/news/:id and /admin/news/new (news with photos, caption, status, published date or time to go live,
 * and full text): the story form, then, once saved, its photo (one upload makes the list's and the story's
 * pictures), Preview and the earlier versions. A new story starts as a draft. A published story's changes may
 * wait as a pending draft and open on it (docs/design.md#product-decisions); a story not yet public is saved
 * as it is, since Save does not show it.
 */
export function NewsEdit() {
  return <RecordEditor kind={STORY} />;
}
