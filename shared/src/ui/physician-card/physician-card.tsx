import * as Dialog from '@radix-ui/react-dialog';
import { useId, type SyntheticEvent } from 'react';
import { physicianPhotoUrl } from '../../format/media.ts';
import type { Physician } from '../../types/index.ts';
import { Button } from '../button.tsx';
import { SanitizedHtml } from '../page.tsx';
import { Skeleton } from '../skeleton.tsx';
import { presentFields } from './physician-fields.ts';
import styles from './physician-card.module.css';

export { presentFields, PROFILE_FIELDS, type PresentField, type ProfileFieldKey } from './physician-fields.ts';

/** Intrinsic size of a card photo (portrait 4:5), set on the img so the grid does not shift as photos arrive. */
const PHOTO = { width: 240, height: 300 } as const;

// A photo file missing from the media store would leave a broken image; the default picture is the spec's
// answer for an absent photo, so use it for an unreachable one too.
function showDefaultPhoto(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = physicianPhotoUrl(null);
  if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
}

/**
 * A physician, physician assistant, resident or fellow (SPEC §3): photo (or the default picture), full name,
 * subspecialties, and a 'View profile' button that opens an accessible dialog (focus moves in and returns,
 * Escape closes) listing every present field under its fixed label, HTML fields from sanitized values only.
 * `headingLevel` is the level of the name heading, so the card fits the outline of the page around it.
 */
export function PhysicianCard({ physician, headingLevel = 2 }: { physician: Physician; headingLevel?: 2 | 3 | 4 }) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const { full_name: name, subspecialties } = physician;
  const fields = presentFields(physician);
  const photo = physicianPhotoUrl(physician.photo);

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <img
        className={styles.photo}
        src={photo}
        alt={name}
        width={PHOTO.width}
        height={PHOTO.height}
        loading="lazy"
        decoding="async"
        onError={showDefaultPhoto}
      />
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {name}
        </Heading>
        {subspecialties.length > 0 && (
          <ul className={styles.tags} aria-label={`Subspecialties of ${name}`}>
            {subspecialties.map((subspecialty) => (
              <li key={subspecialty}>{subspecialty}</li>
            ))}
          </ul>
        )}
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="secondary" className={styles.open}>
              View profile<span className="visually-hidden"> of {name}</span>
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            {/* Radix wants an explicit undefined when there is no description, or it warns. */}
            <Dialog.Content
              className={styles.dialog}
              {...(subspecialties.length > 0 ? {} : { 'aria-describedby': undefined })}
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
      </div>
    </article>
  );
}

/** The card's shape in grey while the list loads (SPEC §4); hidden from assistive technology. */
export function PhysicianCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="physician-card-skeleton">
      <Skeleton height="auto" style={{ aspectRatio: `${PHOTO.width} / ${PHOTO.height}`, borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton width="75%" height="1.4rem" />
        <Skeleton width="55%" height="0.9rem" />
        <Skeleton width="9rem" height="44px" />
      </div>
    </div>
  );
}
