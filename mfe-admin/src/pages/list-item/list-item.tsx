import { mediaUrl } from '@site/shared';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import { listApiPath } from '../../api/paths.ts';
import { RecordEditor, type RecordKind } from '../../components/record-editor/record-editor.tsx';
import type { ListConfig } from '../../content/lists.ts';

type Row = Record<string, unknown> & { id: number };

/** The edit screen of one row of the list `config` describes. */
function rowKind(config: ListConfig): RecordKind<Row, ListConfig['schema']> {
  const { image, singular } = config;
  return {
    what: singular,
    collection: listApiPath(config),
    entity: REVISION_ENTITIES[config.key],
    listPath: `/admin/${config.key}/`,
    formId: config.key,
    title: (row) => (row ? `Edit ${singular}` : `Add a ${singular}`),
    schema: config.schema,
    fields: config.fields,
    otherLabels: image ? { [image.column]: image.label } : {},
    savedMessage: (_saved, created) =>
      created ? 'Saved.' : 'Saved. The public page shows the change on its next load.',
    ...(image && {
      picture: {
        label: image.label,
        url: (row: Row) => {
          const picture = row[image.column] as string | null;
          return picture ? mediaUrl(image.kind, picture) : null;
        },
        path: 'image',
        removable: image.removable,
        sizeHint: image.sizeHint,
        saveFirst: `Save it first; then you can add its ${image.label.toLowerCase()}.`,
      },
    }),
  };
}

/**
 * /admin/{list}/:id and /admin/{list}/new: one record of an ordered list, with its picture when the list has
 * one, and once the record exists its draft actions and earlier versions; a record with unpublished changes
 * opens on its draft (docs/design.md#product-decisions). A new record joins the end of the list; the address of
 * a deleted one offers its last version back.
 */
export function ListItemPage({ config }: { config: ListConfig }) {
  return <RecordEditor kind={rowKind(config)} />;
}
