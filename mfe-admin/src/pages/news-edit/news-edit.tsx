import { useNavigate, useParams } from '@site/shared/router';
import { ButtonLink, DocumentTitle, mediaUrl, Page, practiceToday } from '@site/shared';
import type { NewsItem } from '@site/contracts/types';
import { newsFormSchema } from '@site/contracts/schemas';
import { useAdmin, useRefreshPublic } from '../../api/client.ts';
import { ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { toFormValues, type FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { PhotoUpload } from '../../components/photo-upload/photo-upload.tsx';

const FIELDS: FieldDef[] = [
  { name: 'title', label: 'Headline', kind: 'text', required: true },
  { name: 'published_date', label: 'Published date', kind: 'date', required: true, width: 'half' },
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

/**
 * /admin/news/:id and /admin/news/new (news with photos, caption, published date and full text):
 * the story form, then, once saved, its photo (one upload makes the list's and the story's pictures).
 */
export function NewsEdit() {
  const { id = 'new' } = useParams();
  const response = useAdmin<NewsItem>(id === 'new' ? null : `${ADMIN_NEWS_PATH}/${id}`);
  if (id === 'new') return <NewsForm key="new" item={null} />;
  return (
    <Loadable response={response} what="story">
      {(item) => (
        <NewsForm key={item.id} item={item} onSaved={(saved) => void response.mutate(saved, { revalidate: false })} />
      )}
    </Loadable>
  );
}

function NewsForm({ item, onSaved }: { item: NewsItem | null; onSaved?: (saved: NewsItem) => void }) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  const title = item ? `Edit “${item.title}”` : 'Add a story';
  const form = useAdminForm({
    initial: toFormValues(FIELDS, item ?? { published_date: practiceToday() }),
    schema: newsFormSchema,
    save: async (data) => {
      const saved = await saveRecord<NewsItem>(ADMIN_NEWS_PATH, item?.id ?? null, data);
      refreshPublic(ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX);
      if (!item) {
        navigate(`/admin/news/${saved.id}`, { replace: true });
        return 'Saved.';
      }
      onSaved?.(saved);
      form.setValues(toFormValues(FIELDS, saved));
      return 'Saved. The News page shows the change on its next load.';
    },
  });

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      {item ? (
        <PhotoUpload<NewsItem>
          label="Photo"
          currentUrl={item.photo_small ? mediaUrl('news', item.photo_small) : null}
          uploadPath={`${ADMIN_NEWS_PATH}/${item.id}/photo`}
          removable
          sizeHint="it becomes the list’s 480 × 320 picture and the story’s 1200 × 675 one"
          onChange={(saved) => {
            onSaved?.(saved);
            refreshPublic(ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX);
          }}
        />
      ) : (
        <p>Save the story first; then you can add its photo.</p>
      )}
      <AdminForm
        id="news"
        fields={FIELDS}
        {...form.formProps}
        actions={
          <ButtonLink to="/admin/news/" variant="secondary">
            Back to the list
          </ButtonLink>
        }
      />
    </Page>
  );
}
