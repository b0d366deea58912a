import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, Button } from '@site/shared';
import type { Draft, Preview } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { createPreview, discardDraft, publishDraft, saveDraft } from '../../api/drafts.ts';
import { formatPracticeTime } from '../../content/wording.ts';
import { ConfirmAction } from '../confirm-dialog/confirm-dialog.tsx';
import type { FormValues } from '../form/fields.ts';
import { failureText, type FormStatus } from '../form/use-admin-form.ts';
import { useAdminSession } from '../session-context.tsx';
import styles from './drafts.module.css';

/** What the draft actions use of a screen's useAdminForm; `D` is what its schema gives, the body of a save. */
interface DraftForm<D> {
  dirty: boolean;
  status: FormStatus;
  setValues: (values: FormValues) => void;
  setStatus: (status: FormStatus) => void;
  submit: (action: (data: D) => Promise<string>, busy?: string) => Promise<boolean>;
  run: (work: () => Promise<string>, busy?: string) => Promise<boolean>;
}

const SAVING_DRAFT = 'Saving the draft…';
const PREVIEWING = 'Opening the preview…';
const PUBLISHING = 'Publishing…';

/**
 * The draft buttons of an existing record's edit screen (docs/design.md#product-decisions), beside the form's
 * Save, which the screen hides while a draft is pending. Save draft checks the form with its schema, as Save
 * does, and stores it as the pending draft, which visitors do not see; Preview (saving the draft first when the
 * form has unsaved changes) opens the page built from it in a new tab and shows its link, for a browser that
 * blocks the tab; Publish saves the draft and makes it the published record; Discard draft asks, then deletes
 * it and shows the published record again. Messages, field errors and the busy state are the form's own, so
 * nothing typed is lost on a failure. `children` (e.g. Back to the list) go after the buttons.
 */
export function DraftActions<T extends { id: number }, D>({
  collection,
  record,
  draft,
  onDraftChange,
  form,
  toValues,
  canDraft,
  saveForPreview,
  onPublished,
  children,
}: {
  /** The record's admin path, e.g. '/api/admin/physicians'. */
  collection: string;
  /** The published record. */
  record: T;
  draft: Draft | null;
  onDraftChange: (draft: Draft | null) => void;
  form: DraftForm<D>;
  /** What the form holds for a stored record (or the record with a draft's values over it). */
  toValues: (record: T) => FormValues;
  /** Whether the record takes a new draft: a story not yet public is saved as it is, and only previewed. */
  canDraft: boolean;
  /** For a record that takes no draft, how Preview saves unsaved changes first; without it, it shows what is stored. */
  saveForPreview?: ((data: D) => Promise<string>) | undefined;
  /** The record as published, for the screen's copy and the public answers. */
  onPublished: (published: T) => void;
  children?: ReactNode;
}) {
  const { sessionEnded } = useAdminSession();
  const { send } = useAdminWrites();
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  const discarded = useRef(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const busy = form.status.kind === 'saving' ? (form.status.busy ?? 'Saving…') : null;
  const takesDraft = canDraft || draft !== null;

  // Publish and Discard draft leave with the draft; focus goes to Preview rather than back to the page's start.
  useEffect(() => {
    if (focusRequests > 0) previewButton.current?.focus();
  }, [focusRequests]);

  const storeDraft = async (data: D) => {
    const saved = await saveDraft(send, collection, record.id, data);
    onDraftChange(saved);
    // Shows what was stored: the server may have removed HTML the allow-list does not keep.
    form.setValues(toValues({ ...record, ...saved.values }));
    setPreview(null);
  };

  const openPreview = async (): Promise<string> => {
    const made = await createPreview(send, collection, record.id);
    setPreview(made);
    window.open(made.url, '_blank');
    return 'Preview ready in a new tab. If no tab opened, use the link “Open the preview”.';
  };

  const saveAsDraft = () =>
    form.submit(async (data) => {
      await storeDraft(data);
      return 'Draft saved. Visitors still see the published version.';
    }, SAVING_DRAFT);

  // The preview is built from what is stored, so unsaved changes are stored first: as the draft, or, for a
  // record that takes none, by the screen's own save when it offers one for this.
  const showPreview = () => {
    const saveFirst = takesDraft ? storeDraft : saveForPreview;
    if (!form.dirty) return form.run(openPreview, PREVIEWING);
    if (!saveFirst) {
      return form.run(
        async () => `${await openPreview()} It shows what is saved, without your unsaved changes.`,
        PREVIEWING,
      );
    }
    return form.submit(async (data) => {
      // The screen's own save says what it did (e.g. that a story is still not public), before the preview.
      const saved = await saveFirst(data);
      return [saved, await openPreview()].filter(Boolean).join(' ');
    }, PREVIEWING);
  };

  const publish = () =>
    form.submit(async (data) => {
      await storeDraft(data);
      const published = await publishDraft<T>(send, collection, record.id);
      onDraftChange(null);
      form.setValues(toValues(published));
      onPublished(published);
      setFocusRequests((count) => count + 1);
      return 'Published. The public pages show the change within a few seconds.';
    }, PUBLISHING);

  const discard = async () => {
    try {
      await discardDraft(send, collection, record.id);
    } catch (error) {
      // A draft already gone (published or discarded in another tab) is what staff asked for.
      if (!(error instanceof ApiError && error.status === 404)) {
        if (error instanceof ApiError && error.status === 401) sessionEnded();
        // Shown inside the confirmation dialog, which stays open.
        throw new Error(failureText(error), { cause: error });
      }
    }
    discarded.current = true;
    onDraftChange(null);
    setPreview(null);
    form.setValues(toValues(record));
    form.setStatus({ kind: 'saved', message: 'Draft discarded. The form shows the published version again.' });
  };

  const label = (text: string, busyText: string) => (busy === busyText ? busyText : text);
  return (
    <>
      {draft && (
        <Button aria-disabled={busy !== null || undefined} onClick={() => busy === null && void publish()}>
          {label('Publish', PUBLISHING)}
        </Button>
      )}
      {takesDraft && (
        <Button
          variant="secondary"
          aria-disabled={busy !== null || undefined}
          onClick={() => busy === null && void saveAsDraft()}
        >
          {label('Save draft', SAVING_DRAFT)}
        </Button>
      )}
      <Button
        ref={previewButton}
        variant="secondary"
        aria-disabled={busy !== null || undefined}
        onClick={() => busy === null && void showPreview()}
      >
        {label('Preview', PREVIEWING)}
      </Button>
      {draft && (
        <ConfirmAction
          triggerLabel="Discard draft"
          title="Discard the draft?"
          description={
            `This deletes the unpublished changes ${draft.user_email} saved, and the form shows the published ` +
            'version again. Changes you have not saved are lost too. Visitors see no change.'
          }
          confirmLabel="Discard"
          busyLabel="Discarding…"
          failure="The draft could not be discarded. Please try again."
          disabled={busy !== null}
          onCloseAutoFocus={(event) => {
            if (!discarded.current) return;
            discarded.current = false;
            event.preventDefault();
            previewButton.current?.focus();
          }}
          onConfirm={discard}
        />
      )}
      {children}
      {preview && (
        <p className={styles.preview}>
          <a href={preview.url} target="_blank" rel="noopener">
            Open the preview
          </a>{' '}
          in a new tab. The address is private and works until {formatPracticeTime(preview.expires_at)}.
        </p>
      )}
    </>
  );
}
