import { useNavigate, useParams } from '@site/shared/router';
import { ButtonLink, DocumentTitle, mediaUrl, Page } from '@site/shared';
import { REVISION_ENTITIES, type Draft } from '@site/contracts/schemas';
import { useRefreshPublic } from '../../api/client.ts';
import { listApiPath } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { REVISIONS_PATH } from '../../api/revisions.ts';
import { DraftActions } from '../../components/drafts/draft-actions.tsx';
import { DraftNotice } from '../../components/drafts/draft-notice.tsx';
import { useRecordWithDraft } from '../../components/drafts/use-record-with-draft.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { toFormValues } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { PhotoUpload } from '../../components/photo-upload/photo-upload.tsx';
import { DeletedRecord } from '../../components/revisions/deleted-record.tsx';
import { Revisions } from '../../components/revisions/revisions.tsx';
import type { ListConfig } from '../../content/lists.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * /admin/{list}/:id and /admin/{list}/new: one record of an ordered list, with its picture when the list has
 * one, and once the record exists its draft actions and earlier versions; a record with unpublished changes
 * opens on its draft (docs/design.md#product-decisions). A new record joins the end of the list; the address of
 * a deleted one offers its last version back.
 */
export function ListItemPage({ config }: { config: ListConfig }) {
  const { id = 'new' } = useParams();
  const { record: response, loaded, setDraft } = useRecordWithDraft<Row>(listApiPath(config), id);
  if (id === 'new') return <ItemForm key="new" config={config} row={null} draft={null} />;
  if (response.error?.status === 404 && Number.isInteger(Number(id))) {
    return (
      <DeletedRecord<Row>
        what={config.singular}
        message={response.error.message}
        entity={REVISION_ENTITIES[config.key]}
        id={Number(id)}
        fields={config.fields}
        otherLabels={config.image ? { [config.image.column]: config.image.label } : {}}
        listPath={`/admin/${config.key}/`}
        onRestored={(restored) => void response.mutate(restored, { revalidate: false })}
      />
    );
  }
  return (
    <Loadable response={loaded} what={config.singular}>
      {({ record: row, draft }) => (
        <ItemForm
          key={row.id}
          config={config}
          row={row}
          draft={draft}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
          onDraftChange={setDraft}
        />
      )}
    </Loadable>
  );
}

function ItemForm({
  config,
  row,
  draft,
  onSaved,
  onDraftChange = () => undefined,
}: {
  config: ListConfig;
  row: Row | null;
  draft: Draft | null;
  onSaved?: (saved: Row) => void;
  onDraftChange?: (draft: Draft | null) => void;
}) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  const path = listApiPath(config);
  const title = row ? `Edit ${config.singular}` : `Add a ${config.singular}`;
  const toValues = (record: object | null) => toFormValues(config.fields, record);
  const refresh = () => refreshPublic(path, REVISIONS_PATH, config.publicPath);
  const form = useAdminForm({
    initial: toValues(row && { ...row, ...draft?.values }),
    schema: config.schema,
    save: async (data) => {
      const saved = await saveRecord<Row>(path, row?.id ?? null, data);
      refresh();
      if (!row) {
        navigate(`/admin/${config.key}/${saved.id}`, { replace: true });
        return 'Saved.';
      }
      onSaved?.(saved);
      form.setValues(toValues(saved));
      return 'Saved. The public page shows the change on its next load.';
    },
  });
  const image = config.image;
  const picture = row && image ? (row[image.column] as string | null) : null;
  const otherLabels = image ? { [image.column]: image.label } : {};
  const back = (
    <ButtonLink to={`/admin/${config.key}/`} variant="secondary">
      Back to the list
    </ButtonLink>
  );

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      <DraftNotice draft={draft} fields={config.fields} otherLabels={otherLabels} />
      {row && image && (
        <PhotoUpload<Row>
          label={image.label}
          currentUrl={picture ? mediaUrl(image.kind, picture) : null}
          uploadPath={`${path}/${row.id}/image`}
          removable={image.removable}
          sizeHint={image.sizeHint}
          pendingDraft={draft !== null}
          onChange={(saved) => {
            onSaved?.(saved);
            refreshPublic(path, REVISIONS_PATH, config.publicPath);
          }}
        />
      )}
      {!row && image && <p>Save it first; then you can add its {image.label.toLowerCase()}.</p>}
      <AdminForm
        id={config.key}
        fields={config.fields}
        {...form.formProps}
        showSubmit={draft === null}
        actions={
          row ? (
            <DraftActions
              collection={path}
              record={row}
              draft={draft}
              onDraftChange={onDraftChange}
              form={form}
              toValues={toValues}
              canDraft
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
      {row && (
        <Revisions<Row>
          entity={REVISION_ENTITIES[config.key]}
          id={row.id}
          fields={config.fields}
          otherLabels={otherLabels}
          current={row}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(toValues(restored));
            refreshPublic(path, config.publicPath);
          }}
        />
      )}
    </Page>
  );
}
