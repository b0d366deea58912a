import { useId, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { physicianPhotoUrl } from '../../format/media.ts';
import type { Physician } from '@site/contracts/types';
import { Button } from '../button.tsx';
import { SanitizedHtml } from '../page.tsx';
import { PHOTO, showDefaultPhoto } from './photo.ts';
import { presentFields } from './physician-fields.ts';
import styles from './physician-card.module.css';

/**
 * A physician's profile dialog (docs/requirements.md#entities), opened by the card's 'View profile' button (`trigger`, which gets
 * focus back on close): photo, name, subspecialties, then every present field under its fixed label, HTML
 * fields from sanitized values only. The browser's own modal `<dialog>` (docs/design.md#speed): it moves focus
 * in, keeps the page behind inert, closes on Escape (and, with `closedby="any"`, on a click outside), and gives
 * focus back. Rendered only while `open`; `onOpenChange(false)` when the browser has closed it. Loaded on first
 * use by PhysicianCard.
 */
export default function ProfileDialog({
  id,
  physician,
  open,
  onOpenChange,
  trigger,
}: {
  /** The dialog's id, which the button's aria-controls names. */
  id: string;
  physician: Physician;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Before the browser paints: the dialog is shown as a modal (top layer, the page inert) in the same frame.
  useLayoutEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  if (!open) return null;

  const { full_name: name, subspecialties } = physician;
  const fields = presentFields(physician);
  const photo = physicianPhotoUrl(physician.photo);
  return (
    <dialog
      ref={dialog}
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={subspecialties.length > 0 ? descriptionId : undefined}
      closedby="any"
      onClose={() => {
        // Shown again by a tap that came before this event (useFirstUseDialog): the close is already undone.
        if (dialog.current?.open) return;
        onOpenChange(false);
        trigger.current?.focus();
      }}
    >
      {/* First in the dialog, so the initial focus lands at the top instead of scrolling to the end. */}
      <Button variant="secondary" className={styles.close} onClick={() => dialog.current?.close()}>
        Close
      </Button>
      <div className={styles.dialogHeader}>
        {/* The title beside it names the person; repeating the name as alt text would be read twice. */}
        <img
          className={styles.dialogPhoto}
          src={photo}
          alt=""
          width={PHOTO.width}
          height={PHOTO.height}
          onError={showDefaultPhoto}
        />
        <div>
          <h2 id={titleId} className={styles.dialogTitle}>
            {name}
          </h2>
          {subspecialties.length > 0 && (
            <p id={descriptionId} className={styles.dialogDescription}>
              {subspecialties.join(', ')}
            </p>
          )}
        </div>
      </div>
      {fields.length > 0 ? (
        <dl className={styles.fields}>
          {fields.map(({ key, label, value, html }) => (
            <div key={key} className={styles.field}>
              <dt>{label}</dt>
              <dd>{html ? <SanitizedHtml html={value} className={styles.html} /> : value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>A fuller profile is on its way.</p>
      )}
    </dialog>
  );
}
