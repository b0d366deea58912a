import { ButtonLink, Page } from '@site/shared';
import type { FieldDef } from '../form/fields.ts';
import { Revisions } from './revisions.tsx';

/**
 * The edit screen of a record that does not exist (its GET answered 404): says so and lists the record's
 * earlier versions, so a record deleted by mistake can be restored from its last version, with its id
 * (docs/design.md#product-decisions). `onRestored` gets the record back, and the screen then shows its form.
 * A record that never existed shows "No earlier versions yet."
 */
export function DeletedRecord<T extends object>({
  what,
  message,
  entity,
  id,
  fields,
  otherLabels,
  listPath,
  onRestored,
}: {
  /** The record as staff name it, e.g. 'story'. */
  what: string;
  /** The API's words for the missing record. */
  message: string;
  entity: string;
  id: number;
  fields: readonly FieldDef[];
  otherLabels?: Record<string, string>;
  /** The screen's list, e.g. '/admin/news/'. */
  listPath: string;
  onRestored: (record: T) => void;
}) {
  return (
    <Page title="Not found">
      <p>{message}</p>
      <p>If the {what} was deleted, restore its last version below to bring it back as it was.</p>
      <ButtonLink to={listPath} variant="secondary">
        Back to the list
      </ButtonLink>
      <Revisions<T>
        entity={entity}
        id={id}
        fields={fields}
        {...(otherLabels ? { otherLabels } : {})}
        current={{}}
        onRestored={onRestored}
      />
    </Page>
  );
}
