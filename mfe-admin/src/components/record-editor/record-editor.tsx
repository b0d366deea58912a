import { useNavigate, useParams } from '@site/shared/router';
import type { z } from 'zod';
import { ButtonLink, DocumentTitle, Page } from '@site/shared';
import type { Draft } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { saveRecord } from '../../api/records.ts';
import { DraftActions } from '../drafts/draft-actions.tsx';
import { DraftNotice } from '../drafts/draft-notice.tsx';
import { useRecordWithDraft } from '../drafts/use-record-with-draft.ts';
import { AdminForm } from '../form/admin-form.tsx';
import { toFormValues, type FieldDef, type FormValues } from '../form/fields.ts';
import { useAdminForm } from '../form/use-admin-form.ts';
import { Loadable } from '../list-states/loadable.tsx';
import { PhotoUpload } from '../photo-upload/photo-upload.tsx';
import { DeletedRecord } from '../revisions/deleted-record.tsx';
import { Revisions } from '../revisions/revisions.tsx';

/** A record's picture on its edit screen, uploaded on its own once the record exists (never part of a draft). */
interface RecordPicture<T> {
  /** e.g. 'Photo' or 'Banner picture'. */
  label: string;
  /** The address of the record's picture, or null when it has none. */
  url: (record: T) => string | null;
  /** The upload path under the record's own: 'photo' for '/api/admin/news/12/photo'. */
  path: string;
  removable: boolean;
  /** What the server makes of it, e.g. 'it is cropped to a 320 × 400 portrait'. */
  sizeHint: string;
  /** What a new record's screen says in the picture's place. */
  saveFirst: string;
}

/**
 * What sets one kind of record's edit screen apart (a physician, a story, a row of an ordered list): its paths,
 * its words, its form and its picture. `T` is the record as the admin API answers it, `S` the form's schema.
 */
export interface RecordKind<T extends { id: number }, S extends z.ZodType> {
  /** The record as staff name it, e.g. 'story', for the loading and missing-record messages. */
  what: string;
  /** The record's admin path, e.g. '/api/admin/news'. */
  collection: string;
  /** The record's entity name (REVISION_ENTITIES). */
  entity: string;
  /** The screen's list, e.g. '/admin/news/'; a new record, once saved, moves to its id under it. */
  listPath: string;
  /** The form's id, which its controls' ids start with. */
  formId: string;
  /** The heading and document title: of the record, or of a new one (null). */
  title: (record: T | null) => string;
  schema: S;
  /**
   * Every field a version of the record may hold, for the form, the draft notice and the earlier versions; a
   * function when they depend on the record and its draft (null for a new or deleted record).
   */
  fields: readonly FieldDef[] | ((record: T | null, draft: Draft | null) => readonly FieldDef[]);
  /** The form's own fields when they change with what it holds (a story's date by its status); else `fields`. */
  formFields?: (values: FormValues) => readonly FieldDef[];
  /** What the form holds for a record (a draft's values over it), or a new one (null); else from `fields`. */
  toValues?: (record: T | null) => FormValues;
  /** With the default `toValues`, what a new record starts from. */
  blank?: object;
  /** Labels of fields the form does not hold, such as a photo. */
  otherLabels: Record<string, string>;
  /** What staff read after a save: of a record just `created`, or of a change. */
  savedMessage: (saved: T, created: boolean) => string;
  /** Whether the record takes a new draft (default: always). */
  canDraft?: (record: T) => boolean;
  /**
   * For a record that takes no draft: whether Preview may store unsaved changes with the screen's own save
   * first; without it, Preview shows what is stored.
   */
  previewSaves?: (record: T, values: FormValues) => boolean;
  /** The record's picture, for a kind that has one. */
  picture?: RecordPicture<T>;
}

const fieldsOf = <T extends { id: number }, S extends z.ZodType>(
  kind: RecordKind<T, S>,
  record: T | null,
  draft: Draft | null,
): readonly FieldDef[] => (typeof kind.fields === 'function' ? kind.fields(record, draft) : kind.fields);

/**
 * The edit screen of one record of `kind` at its address's `:id` ('new' for a record not yet saved;
 * docs/design.md#product-decisions for drafts and revisions): the record and its pending draft load together,
 * and a record with one opens on it. In order: the draft notice, the picture (or, for a new record, that it
 * comes after the first save), the form with the draft actions and Back to the list, and the earlier versions.
 * Saving a new record moves to its own address; the address of a deleted one offers its last version back.
 */
export function RecordEditor<T extends { id: number }, S extends z.ZodType>({ kind }: { kind: RecordKind<T, S> }) {
  const { id = 'new' } = useParams();
  const { record: response, loaded, setDraft } = useRecordWithDraft<T>(kind.collection, id);
  if (id === 'new') return <RecordForm key="new" kind={kind} record={null} draft={null} />;
  if (response.error?.status === 404 && Number.isInteger(Number(id))) {
    return (
      <DeletedRecord<T>
        what={kind.what}
        message={response.error.message}
        entity={kind.entity}
        id={Number(id)}
        fields={fieldsOf(kind, null, null)}
        otherLabels={kind.otherLabels}
        listPath={kind.listPath}
        onRestored={(restored) => void response.mutate(restored, { revalidate: false })}
      />
    );
  }
  return (
    <Loadable response={loaded} what={kind.what}>
      {({ record, draft }) => (
        <RecordForm
          key={record.id}
          kind={kind}
          record={record}
          draft={draft}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
          onDraftChange={setDraft}
        />
      )}
    </Loadable>
  );
}

function RecordForm<T extends { id: number }, S extends z.ZodType>({
  kind,
  record,
  draft,
  onSaved,
  onDraftChange = () => undefined,
}: {
  kind: RecordKind<T, S>;
  record: T | null;
  draft: Draft | null;
  onSaved?: (saved: T) => void;
  onDraftChange?: (draft: Draft | null) => void;
}) {
  const navigate = useNavigate();
  const { send } = useAdminWrites();
  const { collection, otherLabels, picture } = kind;
  const fields = fieldsOf(kind, record, draft);
  const toValues = (stored: T | null) =>
    kind.toValues ? kind.toValues(stored) : toFormValues(fields, stored ?? kind.blank ?? null);
  const title = kind.title(record);

  const save = async (data: z.output<S>) => {
    const saved = await saveRecord<T>(send, collection, record?.id ?? null, data);
    if (!record) {
      navigate(`${kind.listPath}${saved.id}`, { replace: true });
      return kind.savedMessage(saved, true);
    }
    onSaved?.(saved);
    // Show what was stored: the server may have removed HTML the allow-list does not keep.
    form.setValues(toValues(saved));
    return kind.savedMessage(saved, false);
  };
  const form = useAdminForm({
    initial: toValues(record && { ...record, ...draft?.values }),
    schema: kind.schema,
    save,
  });
  const back = (
    <ButtonLink to={kind.listPath} variant="secondary">
      Back to the list
    </ButtonLink>
  );

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      <DraftNotice draft={draft} fields={fields} otherLabels={otherLabels} />
      {picture &&
        (record ? (
          <PhotoUpload<T>
            label={picture.label}
            currentUrl={picture.url(record)}
            uploadPath={`${collection}/${record.id}/${picture.path}`}
            removable={picture.removable}
            sizeHint={picture.sizeHint}
            pendingDraft={draft !== null}
            onChange={(saved) => onSaved?.(saved)}
          />
        ) : (
          <p>{picture.saveFirst}</p>
        ))}
      <AdminForm
        id={kind.formId}
        fields={kind.formFields ? kind.formFields(form.values) : fields}
        {...form.formProps}
        showSubmit={draft === null}
        actions={
          record ? (
            <DraftActions
              collection={collection}
              record={record}
              draft={draft}
              onDraftChange={onDraftChange}
              form={form}
              toValues={toValues}
              canDraft={kind.canDraft ? kind.canDraft(record) : true}
              saveForPreview={kind.previewSaves?.(record, form.values) ? save : undefined}
              onPublished={(published) => onSaved?.(published)}
            >
              {back}
            </DraftActions>
          ) : (
            back
          )
        }
      />
      {record && (
        <Revisions<T>
          entity={kind.entity}
          id={record.id}
          fields={fields}
          otherLabels={otherLabels}
          current={record}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(toValues(restored));
          }}
        />
      )}
    </Page>
  );
}
