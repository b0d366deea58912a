import { useNavigate, useParams } from '@site/shared/router';
import { ButtonLink, DocumentTitle, Page, physicianPhotoUrl, useSubspecialties } from '@site/shared';
import type { Physician } from '@site/contracts/types';
import { physicianFormSchema, REVISION_ENTITIES, subspecialtyChoices, type Draft } from '@site/contracts/schemas';
import { useRefreshPublic } from '../../api/client.ts';
import { ADMIN_PHYSICIANS_PATH, PUBLIC_PEOPLE_PATHS } from '../../api/paths.ts';
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
import { physicianFields } from '../../content/physician-fields.ts';

const NEW_PHYSICIAN = { category: 'physician', subspecialties: [] };
const OTHER_LABELS = { photo: 'Photo' };

/** The subspecialties a set of values names, whatever it holds. */
const tagsOf = (values: Record<string, unknown> | undefined): string[] =>
  Array.isArray(values?.subspecialties) ? values.subspecialties.map(String) : [];

/**
 * /admin/physicians/:id and /admin/physicians/new (docs/requirements.md#screens-and-routes route; the edit form covers every field of
 * docs/requirements.md#entities): the physician form, then, once saved, the photo, the draft actions and the
 * earlier versions. A physician with unpublished changes opens on their draft (docs/design.md#product-decisions).
 * Saving a new physician moves to its own address; the address of a deleted one offers its last version back.
 */
export function PhysicianEdit() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { record: response, loaded, setDraft } = useRecordWithDraft<Physician>(ADMIN_PHYSICIANS_PATH, id);
  const { data: listed } = useSubspecialties();
  const choices = subspecialtyChoices((listed ?? []).map((s) => s.name));

  if (isNew) return <PhysicianForm key="new" physician={null} draft={null} choices={choices} />;
  if (response.error?.status === 404 && Number.isInteger(Number(id))) {
    return (
      <DeletedRecord<Physician>
        what="physician"
        message={response.error.message}
        entity={REVISION_ENTITIES.physicians}
        id={Number(id)}
        fields={physicianFields(choices)}
        otherLabels={OTHER_LABELS}
        listPath="/admin/physicians/"
        onRestored={(restored) => void response.mutate(restored, { revalidate: false })}
      />
    );
  }
  return (
    <Loadable response={loaded} what="physician">
      {({ record: physician, draft }) => (
        <PhysicianForm
          key={physician.id}
          physician={physician}
          draft={draft}
          choices={choices}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
          onDraftChange={setDraft}
        />
      )}
    </Loadable>
  );
}

function PhysicianForm({
  physician,
  draft,
  choices,
  onSaved,
  onDraftChange = () => undefined,
}: {
  physician: Physician | null;
  draft: Draft | null;
  choices: string[];
  onSaved?: (saved: Physician) => void;
  onDraftChange?: (draft: Draft | null) => void;
}) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  // Tags a record or its draft carries that the list no longer has stay visible, so saving does not drop them unseen.
  const kept = [...(physician?.subspecialties ?? []), ...tagsOf(draft?.values)];
  const options = [...new Set([...choices, ...kept])];
  const fields = physicianFields(options);
  const toValues = (record: object) => toFormValues(fields, record);
  const title = physician ? `Edit ${physician.full_name}` : 'Add a physician';
  const refresh = () => refreshPublic(ADMIN_PHYSICIANS_PATH, REVISIONS_PATH, ...PUBLIC_PEOPLE_PATHS);

  const form = useAdminForm({
    initial: toValues(physician ? { ...physician, ...draft?.values } : NEW_PHYSICIAN),
    schema: physicianFormSchema,
    save: async (data) => {
      const saved = await saveRecord<Physician>(ADMIN_PHYSICIANS_PATH, physician?.id ?? null, data);
      refresh();
      if (!physician) {
        navigate(`/admin/physicians/${saved.id}`, { replace: true });
        return 'Saved.';
      }
      onSaved?.(saved);
      // Show what was stored: the server may have removed HTML the allow-list does not keep.
      form.setValues(toValues(saved));
      return 'Saved. The public pages show the change on their next load.';
    },
  });
  const back = (
    <ButtonLink to="/admin/physicians/" variant="secondary">
      Back to the list
    </ButtonLink>
  );

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      <DraftNotice draft={draft} fields={fields} otherLabels={OTHER_LABELS} />
      {physician ? (
        <PhotoUpload<Physician>
          label="Photo"
          currentUrl={physician.photo ? physicianPhotoUrl(physician.photo) : null}
          uploadPath={`${ADMIN_PHYSICIANS_PATH}/${physician.id}/photo`}
          removable
          sizeHint="it is cropped to a 320 × 400 portrait"
          pendingDraft={draft !== null}
          onChange={(saved) => {
            onSaved?.(saved);
            refreshPublic(ADMIN_PHYSICIANS_PATH, REVISIONS_PATH, ...PUBLIC_PEOPLE_PATHS);
          }}
        />
      ) : (
        <p>Save the physician first; then you can add a photo.</p>
      )}
      <AdminForm
        id="physician"
        fields={fields}
        {...form.formProps}
        showSubmit={draft === null}
        actions={
          physician ? (
            <DraftActions
              collection={ADMIN_PHYSICIANS_PATH}
              record={physician}
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
      {physician && (
        <Revisions<Physician>
          entity={REVISION_ENTITIES.physicians}
          id={physician.id}
          fields={fields}
          otherLabels={OTHER_LABELS}
          current={physician}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(toValues(restored));
            refreshPublic(ADMIN_PHYSICIANS_PATH, ...PUBLIC_PEOPLE_PATHS);
          }}
        />
      )}
    </Page>
  );
}
