import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@site/shared';
import { useAdminWrites } from '../../api/client.ts';
import { useAction } from '../use-action.ts';
import styles from './photo-upload.module.css';

/** Largest file the server takes (api: MAX_UPLOAD_BYTES), checked here first to save a long upload. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** Why `file` cannot be sent, or null: a picture type and at most 10 MB (the server checks both again). */
function photoProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a picture to upload.';
  if (!ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF picture.';
  if (file.size > MAX_PHOTO_BYTES) return 'The file is larger than 10 MB. Choose a smaller picture.';
  return null;
}

/**
 * A picture of a record (uploaded, checked for type and size, resized into the sizes the site shows): the
 * current picture, a file chooser and Upload, and Remove when the picture is optional. The server crops and
 * converts; `onChange` gets the record it answers. Problems show inline. A picture is never part of a record's
 * draft (docs/design.md#product-decisions), so with `pendingDraft` the hint says a change shows at once.
 */
export function PhotoUpload<T>({
  label,
  currentUrl,
  uploadPath,
  removable,
  sizeHint,
  pendingDraft = false,
  onChange,
}: {
  /** e.g. 'Photo' or 'Banner picture'. */
  label: string;
  /** The picture now shown, or null. */
  currentUrl: string | null;
  uploadPath: string;
  removable: boolean;
  /** What the server makes of it, e.g. 'cropped to 320 × 400'. */
  sizeHint: string;
  /** The record has unpublished changes, which the picture is not part of. */
  pendingDraft?: boolean;
  onChange: (record: T) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const { busy, problem, setProblem, run: runAction } = useAction();
  const { send, upload: sendFile } = useAdminWrites();

  const run = (work: () => Promise<T>, done: string) =>
    runAction(async () => {
      setStatus('');
      onChange(await work());
      setStatus(done);
      if (input.current) input.current.value = '';
    });

  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    const refused = photoProblem(file);
    if (refused) {
      setProblem(refused);
      input.current?.focus();
      return;
    }
    void run(() => sendFile<T>(uploadPath, file!), `${label} uploaded.`);
  };

  const errorId = problem ? `${id}-error` : undefined;
  return (
    <section className={styles.upload} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {label}
      </h2>
      {currentUrl ? (
        <img className={styles.current} src={currentUrl} alt={`Current ${label.toLowerCase()}`} />
      ) : (
        <p className={styles.hint}>No {label.toLowerCase()} yet.</p>
      )}
      <form onSubmit={upload} noValidate className={styles.form}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          Choose a new {label.toLowerCase()}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          JPEG, PNG, WebP or AVIF, at most 10 MB; {sizeHint}.
          {pendingDraft &&
            ` The ${label.toLowerCase()} is not part of the draft: a new or removed one shows on the public site at once.`}
        </p>
        {problem && (
          <p id={errorId} className={styles.error}>
            <span className="visually-hidden">Error: </span>
            {problem}
          </p>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          onChange={() => setProblem(null)}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Working…' : `Upload ${label.toLowerCase()}`}
          </Button>
          {removable && currentUrl && (
            <Button
              variant="secondary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && void run(() => send<T>(uploadPath, undefined, 'DELETE'), `${label} removed.`)}
            >
              Remove {label.toLowerCase()}
            </Button>
          )}
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </form>
    </section>
  );
}
