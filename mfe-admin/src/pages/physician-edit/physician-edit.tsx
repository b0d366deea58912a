import { useNavigate, useParams } from '@site/shared/router';
import { ButtonLink, DocumentTitle, Page, physicianPhotoUrl, useSubspecialties } from '@site/shared';
import type { Physician } from '@site/contracts/types';
import { physicianFormSchema, REVISION_ENTITIES, subspecialtyChoices } from '@site/contracts/schemas';
import { useAdmin, useRefreshPublic } from '../../api/client.ts';
import { ADMIN_PHYSICIANS_PATH, PUBLIC_PEOPLE_PATHS } from '../../api/paths.ts';
import { saveRecord } from '../../api/records.ts';
import { REVISIONS_PATH } from '../../api/revisions.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { toFormValues } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { PhotoUpload } from '../../components/photo-upload/photo-upload.tsx';
import { DeletedRecord } from '../../components/revisions/deleted-record.tsx';
import { Revisions } from '../../components/revisions/revisions.tsx';
import { physicianFields } from '../../content/physician-fields.ts';

const NEW_PHYSICIAN = { category: 'physician', subspecialties: [] };

/**
 * /admin/physicians/:id and /admin/physicians/new (docs/requirements.md#screens-and-routes route; the edit form covers every field of
 * docs/requirements.md#entities): the physician form, then, once saved, the photo and the earlier versions. Saving a new
 * physician moves to its own address; the address of a deleted one offers its last version back.
 */
export function PhysicianEdit() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const response = useAdmin<Physician>(isNew ? null : `${ADMIN_PHYSICIANS_PATH}/${id}`);
  const { data: listed } = useSubspecialties();
  const choices = subspecialtyChoices((listed ?? []).map((s) => s.name));

  if (isNew) return <PhysicianForm key="new" physician={null} choices={choices} />;
  if (response.error?.status === 404 && Number.isInteger(Number(id))) {
    return (
      <DeletedRecord<Physician>
        what="physician"
        message={response.error.message}
        entity={REVISION_ENTITIES.physicians}
        id={Number(id)}
        fields={physicianFields(choices)}
        otherLabels={{ photo: 'Photo' }}
        listPath="/admin/physicians/"
        onRestored={(restored) => void response.mutate(restored, { revalidate: false })}
      />
    );
  }
  return (
    <Loadable response={response} what="physician">
      {(physician) => (
        <PhysicianForm
          key={physician.id}
          physician={physician}
          choices={choices}
          onSaved={(saved) => void response.mutate(saved, { revalidate: false })}
        />
      )}
    </Loadable>
  );
}

function PhysicianForm({
  physician,
  choices,
  onSaved,
}: {
  physician: Physician | null;
  choices: string[];
  onSaved?: (saved: Physician) => void;
}) {
  const navigate = useNavigate();
  const refreshPublic = useRefreshPublic();
  // Tags a record carries that the list no longer has stay visible, so saving does not drop them unseen.
  const options = [...choices, ...(physician?.subspecialties ?? []).filter((name) => !choices.includes(name))];
  const fields = physicianFields(options);
  const title = physician ? `Edit ${physician.full_name}` : 'Add a physician';

  const form = useAdminForm({
    initial: toFormValues(fields, physician ?? NEW_PHYSICIAN),
    schema: physicianFormSchema,
    save: async (data) => {
      const saved = await saveRecord<Physician>(ADMIN_PHYSICIANS_PATH, physician?.id ?? null, data);
      refreshPublic(ADMIN_PHYSICIANS_PATH, REVISIONS_PATH, ...PUBLIC_PEOPLE_PATHS);
      if (!physician) {
        navigate(`/admin/physicians/${saved.id}`, { replace: true });
        return 'Saved.';
      }
      onSaved?.(saved);
      // Show what was stored: the server may have removed HTML the allow-list does not keep.
      form.setValues(toFormValues(fields, saved));
      return 'Saved. The public pages show the change on their next load.';
    },
  });

  return (
    <Page title={title}>
      <DocumentTitle title={title} />
      {physician ? (
        <PhotoUpload<Physician>
          label="Photo"
          currentUrl={physician.photo ? physicianPhotoUrl(physician.photo) : null}
          uploadPath={`${ADMIN_PHYSICIANS_PATH}/${physician.id}/photo`}
          removable
          sizeHint="it is cropped to a 320 × 400 portrait"
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
        actions={
          <ButtonLink to="/admin/physicians/" variant="secondary">
            Back to the list
          </ButtonLink>
        }
      />
      {physician && (
        <Revisions<Physician>
          entity={REVISION_ENTITIES.physicians}
          id={physician.id}
          fields={fields}
          otherLabels={{ photo: 'Photo' }}
          current={physician}
          onRestored={(restored) => {
            onSaved?.(restored);
            form.setValues(toFormValues(fields, restored));
            refreshPublic(ADMIN_PHYSICIANS_PATH, ...PUBLIC_PEOPLE_PATHS);
          }}
        />
      )}
    </Page>
  );
}
