import styles from './carousel-controls.module.css';

/**
 * A Previous or Next button of the rotator and the testimonials carousel: an arrow icon with `label` as its
 * accessible name, at least 44 px square.
 */
export function CarouselButton({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * The visible Pause/Play button that WCAG 2.2.2 asks of anything that moves on its own. Shows 'Pause' while
 * `paused` is false and 'Play' while it is true, as a word and an icon (not colour alone); `subject` completes
 * the accessible name, e.g. 'Pause slideshow'.
 */
export function PlayPauseButton({
  paused,
  subject,
  onToggle,
}: {
  paused: boolean;
  subject: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={`${styles.button} ${styles.wide}`} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M7 4.5v15L19.5 12z" fill="currentColor" />
        ) : (
          <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
        )}
      </svg>
      {paused ? 'Play' : 'Pause'}
      <span className="visually-hidden"> {subject}</span>
    </button>
  );
}
