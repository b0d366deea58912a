import { useNavigate, useParams } from '@site/shared/router';
import { z } from 'zod';
import {
  ButtonLink,
  DocumentTitle,
  formatDateTime,
  isoToPracticeTime,
  mediaUrl,
  Page,
  PRACTICE_TIME_ZONE,
  practiceTimeToIso,
  practiceToday,
} from '@site/shared';
import { NEWS_STATUS_LABELS, NEWS_STATUSES, newsFormSchema, REVISION_ENTITIES } from '@site/contracts/schemas';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { useAdmin, useRefreshPublic } from '../../api/client.ts';
import { ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { REVISIONS_PATH } from '../../api/revisions.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { toFormValues, type FieldDef, type FormValues } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { PhotoUpload } from '../../components/photo-upload/photo-upload.tsx';
import { DeletedRecord } from '../../components/revisions/deleted-record.tsx';
import { Revisions } from '../../components/revisions/revisions.tsx';

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
const HISTORY_FIELDS: FieldDef[] = [TITLE, STATUS, PUBLISHED_DATE, PUBLISH_AT, ...CONTENT];
const PHOTO_LABELS = { photo_small: 'Photo (list)', photo_large: 'Photo (story)' };

/** The form's fields for `status`: a scheduled story has a time to go live instead of a published date. */
const fieldsFor = (status: string | string[] | undefined): FieldDef[] => [
  TITLE,
  STATUS,
  status === 'scheduled' ? PUBLISH_AT : PUBLISHED_DATE,
  ...CONTENT,
];

/**
 * The shared schema over what the form holds: the time field's New York wall-clock time becomes the instant the
 * API takes (text that is no time stays as typed, for the schema's message); only a scheduled story sends one.
 */
const formSchema = z.preprocess((values) => {
  const form = values as FormValues;
  const wallClock = typeof form.publish_at === 'string' ? form.publish_at : '';
  return { ...form, publish_at: form.status === 'scheduled' ? (practiceTimeToIso(wallClock) ?? wallClock) : null };
}, newsFormSchema);

/** What the form holds for `item` (a new story: a draft dated today at the practice). */
function formValues(item: AdminNewsItem | null): FormValues {
  const values = toFormValues([...fieldsFor('published'), PUBLISH_AT], item ?? { status: 'draft' });
  return {
    ...values,
    published_date: item?.published_date ?? practiceToday(),
    publish_at: item?.publish_at ? isoToPracticeTime(item.publish_at) : '',
  };
}

/** What staff read after a save, by where the story now stands. */
function savedMessage(saved: AdminNewsItem): string {
  if (saved.status === 'draft') return 'Saved as a draft. It is not on the public site.';
  if (saved.status === 'scheduled' && saved.publish_at) {
    const when = formatDateTime(saved.publish_at, PRACTICE_TIME_ZONE);
    return `Saved. The story goes live on ${when} (New York time).`;
  }
  return 'Saved. The News page shows the change on its next load.';
}

/**
 * /admin/news/:id and /admin/news/new (news with photos, caption, status, published date or time to go live,
 * and full text): the story form, then, once saved, its photo (one upload makes the list's and the story's
 * pictures). A new story starts as a draft.
 */
export function NewsEdit() {
  const { id = 'new' } = useParams();
  const response = useAdmin<AdminNewsItem>(id === 'new' ? null : `${ADMIN_NEWS_PATH}/${id}`);
  if (id === 'new') return <NewsForm key="new" item={null} />;
  if (response.error?.status === 404 && Number.isInteger(Number(id))) {
    return (
      <DeletedRecord<AdminNewsItem>
        what="story"
        message={response.error.message}
        entity={REVISION_ENTITIES.news}
        id={Number(id)}
        fields={HISTORY_FIELDS}
        otherLabels={PHOTO_LABELS}
        listPath="/admin/news/"
        onRestored={(restored) => void response.mutate(restored, { revalidate: false })}
      />
    );
  }
  return (
    <Loadable response={response} what="story">
      {(item) => (
        <NewsForm key={item.id} item={item} onSaved={(saved) => void response.mutate(saved, { revalidate: false })} />
      )}
    </Loadable>
  );
}

function NewsForm({ item, onSaved }: { item: AdminNewsItem | null; onSaved?: (saved: AdminNewsItem) => void }) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  const title = item ? `Edit “${item.title}”` : 'Add a story';
  const form = useAdminForm({
    initial: formValues(item),
    schema: formSchema,
    save: async (data) => {
      const saved = await saveRecord<AdminNewsItem>(ADMIN_NEWS_PATH, item?.id ?? null, data);
      refreshPublic(ADMIN_NEWS_PATH, REVISIONS_PATH, PUBLIC_NEWS_PREFIX);
      if (!item) {
        navigate(`/admin/news/${saved.id}`, { replace: true });
        return savedMessage(saved);
      }
      onSaved?.(saved);
      form.setValues(formValues(saved));
      return savedMessage(saved);
    },
  });

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      {item ? (
        <PhotoUpload<AdminNewsItem>
          label="Photo"
          currentUrl={item.photo_small ? mediaUrl('news', item.photo_small) : null}
          uploadPath={`${ADMIN_NEWS_PATH}/${item.id}/photo`}
          removable
          sizeHint="it becomes the list’s 480 × 320 picture and the story’s 1200 × 675 one"
          onChange={(saved) => {
            onSaved?.(saved);
            refreshPublic(ADMIN_NEWS_PATH, REVISIONS_PATH, PUBLIC_NEWS_PREFIX);
          }}
        />
      ) : (
        <p>Save the story first; then you can add its photo.</p>
      )}
      <AdminForm
        id="news"
        fields={fieldsFor(form.values.status)}
        {...form.formProps}
        actions={
          <ButtonLink to="/admin/news/" variant="secondary">
            Back to the list
          </ButtonLink>
        }
      />
      {item && (
        <Revisions<AdminNewsItem>
          entity={REVISION_ENTITIES.news}
          id={item.id}
          fields={HISTORY_FIELDS}
          otherLabels={PHOTO_LABELS}
          current={item}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(formValues(restored));
            refreshPublic(ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX);
          }}
        />
      )}
    </Page>
  );
}
