import { useId, useState } from 'react';
import { ApiError, Button } from '@site/shared';
import { REVISIONS_KEPT, REVISIONS_KEPT_YEARS, revisionChanges, type Revision } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { restoreRevision, revisionsPath } from '../../api/revisions.ts';
import { formatWhen, REVISION_ACTION_WORDS } from '../../content/wording.ts';
import { ConfirmAction } from '../confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../data-table/data-table.tsx';
import type { FieldDef } from '../form/fields.ts';
import { failureText } from '../form/use-admin-form.ts';
import { Loadable } from '../list-states/loadable.tsx';
import { useAdminSession } from '../session-context.tsx';
import { displayValue, fieldLabel } from './changes.ts';
import styles from './revisions.module.css';

type Values = Record<string, unknown>;

/** How the fields of one record are named and shown: the screen's form fields, and labels for the rest. */
interface FieldNames {
  fields: readonly FieldDef[];
  otherLabels: Record<string, string>;
}

const isEmpty = (values: object) => Object.keys(values).length === 0;
const labelsOf = (keys: readonly string[], names: FieldNames) =>
  keys.map((key) => fieldLabel(key, names.fields, names.otherLabels)).join(', ');

/** A refused restore in words: the server's reason, with the message of each field that no longer passes. */
function restoreFailure(error: unknown, names: FieldNames): string {
  if (!(error instanceof ApiError) || error.status !== 400) return failureText(error);
  const fields = Object.entries(error.fields).map(
    ([key, message]) => `${fieldLabel(key, names.fields, names.otherLabels)}: ${message}`,
  );
  return [error.message, ...fields].join(' ');
}

/**
 * The earlier versions of one record (docs/design.md#product-decisions), on its edit screen: every save kept
 * the version it replaced, listed newest first with when, who and what the save did. Each shows on demand
 * what its save changed, field by field (the label, the value in that version and the value after the save;
 * HTML as text), and "Restore this version" asks for confirmation, then restores it through the API, which
 * applies the rules of a normal save. `onRestored` gets the record as stored, so the screen shows it; the
 * list refreshes and a status message says what happened. Loading, empty and failed states as other lists.
 */
export function Revisions<T extends object>({
  entity,
  id,
  fields,
  otherLabels = {},
  current,
  onRestored,
}: {
  /** The record's entity name (REVISION_ENTITIES). */
  entity: string;
  id: number;
  /** The screen's form fields, for the labels and how each value reads. */
  fields: readonly FieldDef[];
  /** Labels of fields the form does not hold, such as a photo. */
  otherLabels?: Record<string, string>;
  /** The record as the screen shows it now; {} when it no longer exists. */
  current: object;
  onRestored: (record: T) => void;
}) {
  const titleId = useId();
  const response = useAdmin<Revision[]>(revisionsPath(entity, id));
  const [status, setStatus] = useState('');
  const { sessionEnded } = useAdminSession();
  const { send } = useAdminWrites();
  const names: FieldNames = { fields, otherLabels };

  const restore = async (revision: Revision) => {
    setStatus('');
    try {
      onRestored(await restoreRevision<T>(send, revision.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      // Shown inside the confirmation dialog, which stays open.
      throw new Error(restoreFailure(error, names), { cause: error });
    }
    void response.mutate();
    setStatus(
      `Restored the version from before the save of ${formatWhen(revision.created_at)}. ` +
        'The public pages show it within a few seconds.',
    );
  };

  return (
    <section className={styles.revisions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Earlier versions
      </h2>
      <p className={styles.hint}>
        Each save keeps the version it replaced: the last {REVISIONS_KEPT}, and all from the past {REVISIONS_KEPT_YEARS}{' '}
        years. A restore keeps the version it replaces too, so it can be undone.
      </p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <Loadable response={response} what="earlier versions">
        {(revisions) =>
          revisions.length === 0 ? (
            <p>No earlier versions yet.</p>
          ) : (
            <ol className={styles.list}>
              {revisions.map((revision, index) => (
                <RevisionEntry
                  key={revision.id}
                  revision={revision}
                  // What the save made of the record: the next newer version, or the record now.
                  after={index === 0 ? (current as Values) : revisions[index - 1]!.values}
                  current={current as Values}
                  names={names}
                  onRestore={() => restore(revision)}
                />
              ))}
            </ol>
          )
        }
      </Loadable>
    </section>
  );
}

/** One earlier version: its line, the Show changes toggle with the field table, and Restore. */
function RevisionEntry({
  revision,
  after,
  current,
  names,
  onRestore,
}: {
  revision: Revision;
  after: Values;
  current: Values;
  names: FieldNames;
  onRestore: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const when = formatWhen(revision.created_at);
  const existed = !isEmpty(revision.values);
  const what = !existed
    ? 'Brought back after it was deleted'
    : revision.action === 'delete'
      ? REVISION_ACTION_WORDS.delete
      : revision.changed.length > 0
        ? `${REVISION_ACTION_WORDS[revision.action]}: ${labelsOf(revision.changed, names)}`
        : `${REVISION_ACTION_WORDS[revision.action]}, no field changed`;
  const restoring = revisionChanges(revision.values, current);
  const show = (values: Values, key: string) =>
    isEmpty(values) ? '(no record)' : displayValue(key, values[key], names.fields);

  return (
    <li className={styles.entry}>
      <p className={styles.line}>
        <span className={styles.when}>{when}</span>
        <span>{revision.user_email}</span>
        <span>{what}</span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={open} aria-controls={changesId} onClick={() => setOpen(!open)}>
          {open ? 'Hide changes' : 'Show changes'}
          <span className="visually-hidden"> of {when}</span>
        </Button>
        {existed && (
          <ConfirmAction
            triggerLabel={
              <>
                Restore this version<span className="visually-hidden"> from before {when}</span>
              </>
            }
            title="Restore this version?"
            description={
              `This brings back the version from before the save of ${when}. ` +
              (restoring.length > 0
                ? `These fields change: ${labelsOf(restoring, names)}. `
                : 'It is the same as the current version. ') +
              'Changes you have not saved are replaced.'
            }
            confirmLabel="Restore"
            busyLabel="Restoring…"
            failure="The version could not be restored. Please try again."
            destructive={false}
            onConfirm={onRestore}
          />
        )}
      </div>
      <div id={changesId} hidden={!open}>
        {open && (
          <DataTable
            caption={`What the save of ${when} changed`}
            rowHeader={{ header: 'Field', cell: (key) => fieldLabel(key, names.fields, names.otherLabels) }}
            columns={[
              { header: 'This version', cell: (key) => show(revision.values, key), className: styles.value },
              { header: 'After the save', cell: (key) => show(after, key), className: styles.value },
            ]}
            rows={revision.changed}
            rowKey={(key) => key}
          >
            {revision.changed.length === 0 && <p>The save changed no field.</p>}
          </DataTable>
        )}
      </div>
    </li>
  );
}
