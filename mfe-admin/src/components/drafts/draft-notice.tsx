import { useId } from 'react';
import type { Draft } from '@site/contracts/schemas';
import { formatPracticeTime } from '../../content/wording.ts';
import type { FieldDef } from '../form/fields.ts';
import { fieldLabel } from '../revisions/changes.ts';
import { UNPUBLISHED_CHANGES } from './draft-badge.tsx';
import styles from './drafts.module.css';

/**
 * The notice at the top of an edit screen whose record has a pending draft (docs/design.md#product-decisions):
 * who saved it and when (New York time), that visitors still see the published version, and the fields the
 * draft changes by the labels of the form (`fields`, and `otherLabels` for fields it does not hold). A region
 * named by its heading, so a screen reader can find it; nothing when `draft` is null.
 */
export function DraftNotice({
  draft,
  fields,
  otherLabels = {},
}: {
  draft: Draft | null;
  fields: readonly FieldDef[];
  otherLabels?: Record<string, string>;
}) {
  const titleId = useId();
  if (!draft) return null;
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {UNPUBLISHED_CHANGES}
      </h2>
      <p>
        {draft.user_email} saved a draft on {formatPracticeTime(draft.updated_at)}. Visitors see the published version
        until the draft is published; the form below continues the draft.
      </p>
      {draft.changed.length > 0 ? (
        <>
          <p>Changed from the published version:</p>
          <ul className={styles.changed}>
            {draft.changed.map((key) => (
              <li key={key}>{fieldLabel(key, fields, otherLabels)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>It is the same as the published version.</p>
      )}
    </section>
  );
}
