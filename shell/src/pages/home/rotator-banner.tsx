import { LoadingStatus, mediaUrl, Skeleton, useRotator, useSettings } from '@site/shared';
import type { RotatorSlide } from '@site/contracts/types';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from '@site/shared/router';
import { fallbackTitle, rotatorFallbackText, rotatorLearnMore } from './content.ts';
import { CarouselButton, PlayPauseButton } from './carousel-controls.tsx';
import styles from './rotator-banner.module.css';
import { useReducedMotion } from './use-reduced-motion.ts';

/** How long each rotator slide stays before the next one shows, in milliseconds. */
export const ROTATOR_INTERVAL_MS = 8000;

/**
 * The rotator images' intrinsic size in pixels (5:2), given to the browser so the banner never shifts while
 * the first image loads. The banner box uses the same ratio on wide screens.
 */
export const ROTATOR_IMAGE_SIZE = { width: 1600, height: 640 } as const;

const LABEL = 'Highlights';

/**
 * The Home rotator banner (docs/requirements.md#home, docs/design.md#product-decisions): slides from /api/rotator, each with image, title, text and
 * a Learn More link to the history page. Shows a same-sized skeleton while loading and, when the slides fail to
 * load or there are none, a static banner with the organisation name and the Learn More link.
 */
export function RotatorBanner() {
  const { data: slides, error } = useRotator();
  const { data: settings } = useSettings();

  if (!slides && !error) {
    return (
      <section aria-label={LABEL} className={styles.rotator}>
        <div className={styles.banner}>
          <Skeleton height="100%" style={{ position: 'absolute', inset: 0 }} />
        </div>
        <div className={styles.controls} />
        <LoadingStatus label="Loading highlights…" />
      </section>
    );
  }

  if (!slides?.length) {
    return (
      <section aria-label={LABEL} className={styles.rotator}>
        <div className={`${styles.banner} ${styles.static}`}>
          <div className={styles.caption}>
            <p className={styles.title}>{settings?.organization_name ?? fallbackTitle}</p>
            <p className={styles.text}>{rotatorFallbackText(settings)}</p>
            <Link to={rotatorLearnMore.to} className={styles.learnMore}>
              {rotatorLearnMore.label}
              <span className="visually-hidden">{rotatorLearnMore.context}</span>
            </Link>
          </div>
        </div>
        <div className={styles.controls} />
      </section>
    );
  }

  return <Slideshow slides={slides} />;
}

/**
 * The rotating slides. Moves every ROTATOR_INTERVAL_MS unless the visitor paused it (visible Pause button,
 * WCAG 2.2.2), the pointer is over it, focus is on a slide's link, or the system asks for reduced motion (then
 * it starts paused). Previous and Next restart the interval.
 */
function Slideshow({ slides }: { slides: RotatorSlide[] }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so the reduced-motion preference decides.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const count = slides.length;
  const current = index % count;
  const paused = pausedByVisitor ?? reducedMotion;
  const rotating = count > 1 && !paused && !hovered && !focused;

  // Keyed on `current`, so every change of slide (automatic or by the buttons) starts a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), ROTATOR_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-label={LABEL}
      aria-roledescription="carousel"
      className={styles.rotator}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className={styles.banner}
        aria-live={rotating ? 'off' : 'polite'}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={`${i}-${slide.image}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={active ? `${styles.slide} ${styles.active}` : styles.slide}
            >
              <img
                className={styles.image}
                src={mediaUrl('rotator', slide.image)}
                // The slide's title and text carry its message; the photograph is decoration.
                alt=""
                width={ROTATOR_IMAGE_SIZE.width}
                height={ROTATOR_IMAGE_SIZE.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <div className={styles.caption}>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link to={rotatorLearnMore.to} className={styles.learnMore} tabIndex={active ? undefined : -1}>
                  {rotatorLearnMore.label}
                  <span className="visually-hidden">{rotatorLearnMore.context}</span>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        {count > 1 && (
          <>
            <CarouselButton
              direction="previous"
              label="Previous slide"
              onClick={() => setIndex((current - 1 + count) % count)}
            />
            <PlayPauseButton paused={paused} subject="slideshow" onToggle={() => setPausedByVisitor(!paused)} />
            <CarouselButton direction="next" label="Next slide" onClick={() => setIndex((current + 1) % count)} />
            <p className={styles.position} aria-hidden="true">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
