import { physicianPhotoUrl, useSubspecialties } from '@site/shared';
import type { Physician } from '@site/contracts/types';
import { physicianFormSchema, REVISION_ENTITIES, subspecialtyChoices } from '@site/contracts/schemas';
import { ADMIN_PHYSICIANS_PATH } from '../../api/paths.ts';
import { RecordEditor, type RecordKind } from '../../components/record-editor/record-editor.tsx';
import { physicianFields } from '../../content/physician-fields.ts';

const NEW_PHYSICIAN = { category: 'physician', subspecialties: [] };

/** The subspecialties a set of values names, whatever it holds. */
const tagsOf = (values: Record<string, unknown> | undefined): string[] =>
  Array.isArray(values?.subspecialties) ? values.subspecialties.map(String) : [];

/** A physician's edit screen, with `choices` (the site's subspecialties) as the tags the form offers. */
const physicianKind = (choices: string[]): RecordKind<Physician, typeof physicianFormSchema> => ({
  what: 'physician',
  collection: ADMIN_PHYSICIANS_PATH,
  entity: REVISION_ENTITIES.physicians,
  listPath: '/admin/physicians/',
  formId: 'physician',
  title: (physician) => (physician ? `Edit ${physician.full_name}` : 'Add a physician'),
  schema: physicianFormSchema,
  // Tags a record or its draft carries that the list no longer has stay visible, so saving does not drop them unseen.
  fields: (physician, draft) =>
    physicianFields([...new Set([...choices, ...(physician?.subspecialties ?? []), ...tagsOf(draft?.values)])]),
  blank: NEW_PHYSICIAN,
  otherLabels: { photo: 'Photo' },
  savedMessage: (_saved, created) =>
    created ? 'Saved.' : 'Saved. The public pages show the change on their next load.',
  picture: {
    label: 'Photo',
    url: (physician) => (physician.photo ? physicianPhotoUrl(physician.photo) : null),
    path: 'photo',
    removable: true,
    sizeHint: 'it is cropped to a 320 × 400 portrait',
    saveFirst: 'Save the physician first; then you can add a photo.',
  },
});

/**
 * /admin/physicians/:id and /admin/physicians/new (docs/requirements.md#screens-and-routes route; the edit form covers every field of
 * docs/requirements.md#entities): the physician form, then, once saved, the photo, the draft actions and the
 * earlier versions. A physician with unpublished changes opens on their draft (docs/design.md#product-decisions).
 * Saving a new physician moves to its own address; the address of a deleted one offers its last version back.
 */
export function PhysicianEdit() {
  const { data: listed } = useSubspecialties();
  return <RecordEditor kind={physicianKind(subspecialtyChoices((listed ?? []).map((s) => s.name)))} />;
}
