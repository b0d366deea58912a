import { useId } from 'react';
import { physicianPhotoUrl } from '../../format/media.ts';
import type { Physician } from '@site/contracts/types';
import { Button } from '../button.tsx';
import { Skeleton } from '../skeleton.tsx';
import { firstUseComponent } from '../first-use-component.tsx';
import { useFirstUseDialog } from '../use-first-use-dialog.ts';
import { PHOTO, showDefaultPhoto } from './photo.ts';
import styles from './physician-card.module.css';

export { presentFields, PROFILE_FIELDS, type ProfileFieldKey } from './physician-fields.ts';

const profile = firstUseComponent(() => import('./profile-dialog.tsx'));
const ProfileDialog = profile.Component;
// Fetched when the browser is idle, or as the visitor heads for a 'View profile' button.
const preloadProfile = () => void profile.preload().catch(() => undefined);

/**
 * A physician, physician assistant, resident or fellow (docs/requirements.md#entities): photo (or the default picture), full name,
 * subspecialties, and a 'View profile' button that opens an accessible dialog (focus moves in and returns,
 * Escape closes) listing every present field under its fixed label, HTML fields from sanitized values only.
 * The dialog's code (profile-dialog.tsx, the browser's modal `<dialog>`) loads on first use, not with the page.
 * `headingLevel` is the level of the name heading, so the card fits the outline of the page around it.
 */
export function PhysicianCard({ physician, headingLevel = 2 }: { physician: Physician; headingLevel?: 2 | 3 | 4 }) {
  const nameId = useId();
  const { open, setOpen, used, trigger, triggerProps } = useFirstUseDialog({
    preload: preloadProfile,
    controls: `${nameId}-profile`,
  });
  const Heading = `h${headingLevel}` as const;
  const { full_name: name, subspecialties } = physician;
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
        <Button {...triggerProps} variant="secondary" className={styles.open}>
          View profile<span className="visually-hidden"> of {name}</span>
        </Button>
        {used && (
          <ProfileDialog
            id={`${nameId}-profile`}
            physician={physician}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        )}
      </div>
    </article>
  );
}

/** The card's shape in grey while the list loads (docs/requirements.md#states); hidden from assistive technology. */
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
