import { useNavigate, useParams } from '@site/shared/router';
import type { z } from 'zod';
import { ButtonLink, DocumentTitle, mediaUrl, Page } from '@site/shared';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import type { AdminNewsItem, Draft } from '@site/contracts/schemas';
import { useRefreshPublic } from '../../api/client.ts';
import { ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { REVISIONS_PATH } from '../../api/revisions.ts';
import { DraftActions } from '../../components/drafts/draft-actions.tsx';
import { DraftNotice } from '../../components/drafts/draft-notice.tsx';
import { useRecordWithDraft } from '../../components/drafts/use-record-with-draft.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { PhotoUpload } from '../../components/photo-upload/photo-upload.tsx';
import { DeletedRecord } from '../../components/revisions/deleted-record.tsx';
import { Revisions } from '../../components/revisions/revisions.tsx';
import { fieldsFor, formSchema, formValues, HISTORY_FIELDS, PHOTO_LABELS, savedMessage } from './story-form.ts';

/**
 * /admin/news/:id and /admin/news/new (news with photos, caption, status, published date or time to go live,
 * and full text): the story form, then, once saved, its photo (one upload makes the list's and the story's
 * pictures), Preview and the earlier versions. A new story starts as a draft. A published story's changes may
 * wait as a pending draft and open on it (docs/design.md#product-decisions); a story not yet public is saved
 * as it is, since Save does not show it.
 */
export function NewsEdit() {
  const { id = 'new' } = useParams();
  const { record: response, loaded, setDraft } = useRecordWithDraft<AdminNewsItem>(ADMIN_NEWS_PATH, id);
  if (id === 'new') return <NewsForm key="new" item={null} draft={null} />;
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
    <Loadable response={loaded} what="story">
      {({ record: item, draft }) => (
        <NewsForm
          key={item.id}
          item={item}
          draft={draft}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
          onDraftChange={setDraft}
        />
      )}
    </Loadable>
  );
}

function NewsForm({
  item,
  draft,
  onSaved,
  onDraftChange = () => undefined,
}: {
  item: AdminNewsItem | null;
  draft: Draft | null;
  onSaved?: (saved: AdminNewsItem) => void;
  onDraftChange?: (draft: Draft | null) => void;
}) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  const title = item ? `Edit “${item.title}”` : 'Add a story';
  const refresh = () => refreshPublic(ADMIN_NEWS_PATH, REVISIONS_PATH, PUBLIC_NEWS_PREFIX);
  const save = async (data: z.output<typeof formSchema>) => {
    const saved = await saveRecord<AdminNewsItem>(ADMIN_NEWS_PATH, item?.id ?? null, data);
    refresh();
    if (!item) {
      navigate(`/admin/news/${saved.id}`, { replace: true });
      return savedMessage(saved);
    }
    onSaved?.(saved);
    form.setValues(formValues(saved));
    return savedMessage(saved);
  };
  const form = useAdminForm({
    initial: formValues(item && { ...item, ...(draft?.values as Partial<AdminNewsItem> | undefined) }),
    schema: formSchema,
    save,
  });
  const back = (
    <ButtonLink to="/admin/news/" variant="secondary">
      Back to the list
    </ButtonLink>
  );

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      <DraftNotice draft={draft} fields={HISTORY_FIELDS} otherLabels={PHOTO_LABELS} />
      {item ? (
        <PhotoUpload<AdminNewsItem>
          label="Photo"
          currentUrl={item.photo_small ? mediaUrl('news', item.photo_small) : null}
          uploadPath={`${ADMIN_NEWS_PATH}/${item.id}/photo`}
          removable
          sizeHint="it becomes the list’s 480 × 320 picture and the story’s 1200 × 675 one"
          pendingDraft={draft !== null}
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
        showSubmit={draft === null}
        actions={
          item ? (
            <DraftActions
              collection={ADMIN_NEWS_PATH}
              record={item}
              draft={draft}
              onDraftChange={onDraftChange}
              form={form}
              toValues={formValues}
              // Only a public story's changes need to wait: a draft or scheduled one is not shown by its Save.
              canDraft={item.status === 'published'}
              // A change of status is a decision to publish or schedule, which Preview must not make.
              saveForPreview={form.values.status === item.status ? save : undefined}
              onPublished={(published) => {
                onSaved?.(published);
                refresh();
              }}
            >
              {back}
            </DraftActions>
          ) : (
            back
          )
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
