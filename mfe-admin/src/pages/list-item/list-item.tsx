import { useNavigate, useParams } from '@site/shared/router';
import { ButtonLink, DocumentTitle, mediaUrl, Page } from '@site/shared';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import { useAdmin, useRefreshPublic } from '../../api/client.ts';
import { listApiPath } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { REVISIONS_PATH } from '../../api/revisions.ts';
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
 * one and its earlier versions (once the record exists). A new record joins the end of the list; the address of a
 * deleted one offers its last version back.
 */
export function ListItemPage({ config }: { config: ListConfig }) {
  const { id = 'new' } = useParams();
  const response = useAdmin<Row>(id === 'new' ? null : `${listApiPath(config)}/${id}`);
  if (id === 'new') return <ItemForm key="new" config={config} row={null} />;
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
    <Loadable response={response} what={config.singular}>
      {(row) => (
        <ItemForm
          key={row.id}
          config={config}
          row={row}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
        />
      )}
    </Loadable>
  );
}

function ItemForm({ config, row, onSaved }: { config: ListConfig; row: Row | null; onSaved?: (saved: Row) => void }) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  const path = listApiPath(config);
  const title = row ? `Edit ${config.singular}` : `Add a ${config.singular}`;
  const form = useAdminForm({
    initial: toFormValues(config.fields, row),
    schema: config.schema,
    save: async (data) => {
      const saved = await saveRecord<Row>(path, row?.id ?? null, data);
      refreshPublic(path, REVISIONS_PATH, config.publicPath);
      if (!row) {
        navigate(`/admin/${config.key}/${saved.id}`, { replace: true });
        return 'Saved.';
      }
      onSaved?.(saved);
      form.setValues(toFormValues(config.fields, saved));
      return 'Saved. The public page shows the change on its next load.';
    },
  });
  const image = config.image;
  const picture = row && image ? (row[image.column] as string | null) : null;

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      {row && image && (
        <PhotoUpload<Row>
          label={image.label}
          currentUrl={picture ? mediaUrl(image.kind, picture) : null}
          uploadPath={`${path}/${row.id}/image`}
          removable={image.removable}
          sizeHint={image.sizeHint}
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
        actions={
          <ButtonLink to={`/admin/${config.key}/`} variant="secondary">
            Back to the list
          </ButtonLink>
        }
      />
      {row && (
        <Revisions<Row>
          entity={REVISION_ENTITIES[config.key]}
          id={row.id}
          fields={config.fields}
          otherLabels={image ? { [image.column]: image.label } : {}}
          current={row}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(toFormValues(config.fields, restored));
            refreshPublic(path, config.publicPath);
          }}
        />
      )}
    </Page>
  );
}
