import * as Dialog from '@radix-ui/react-dialog';
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
 * fields from sanitized values only. Loaded on first use by PhysicianCard.
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
  const { full_name: name, subspecialties } = physician;
  const fields = presentFields(physician);
  const photo = physicianPhotoUrl(physician.photo);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Radix wants an explicit undefined when there is no description, or it warns. */}
        <Dialog.Content
          id={id}
          className={styles.dialog}
          {...(subspecialties.length > 0 ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          {/* First in the dialog, so the initial focus lands at the top instead of scrolling to the end. */}
          <Dialog.Close asChild>
            <Button variant="secondary" className={styles.close}>
              Close
            </Button>
          </Dialog.Close>
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
              <Dialog.Title className={styles.dialogTitle}>{name}</Dialog.Title>
              {subspecialties.length > 0 && (
                <Dialog.Description className={styles.dialogDescription}>
                  {subspecialties.join(', ')}
                </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
