import { ErrorState, LoadingStatus, Skeleton, useTestimonials } from '@site/shared';
import type { Testimonial } from '@site/contracts/types';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { CarouselButton, PlayPauseButton } from './carousel-controls.tsx';
import { testimonialsSection } from './content.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import styles from './testimonials-carousel.module.css';

/** Time each position of the testimonials carousel stays before it moves on, in milliseconds (docs/requirements.md#states, docs/requirements.md#constants). */
export const TESTIMONIAL_AUTOPLAY_DELAY_MS = 12500;

/** Testimonials visible side by side on wide screens (docs/requirements.md#constants); narrow screens show one. */
export const TESTIMONIALS_VISIBLE = 2;

/** Embla's options (docs/requirements.md#states): an endless loop, and no dragging with the mouse. */
export const TESTIMONIAL_CAROUSEL_OPTIONS = { loop: true, watchDrag: false, align: 'start' } as const;

const SECTION_ID = 'home-testimonials';

// The CSS reads the visible count from here, so the constant is the one place it is set.
const visibleStyle = { '--visible': TESTIMONIALS_VISIBLE } as CSSProperties;

/**
 * The testimonials carousel of Home (docs/requirements.md#home, docs/requirements.md#states; docs/design.md#product-decisions): testimonials from /api/testimonials, each a
 * figure with the quotation and a caption (location, then month and year). Skeletons while loading, an error
 * with Retry on failure, a short note when there are none.
 */
export function TestimonialsCarousel() {
  const { data: testimonials, error, mutate } = useTestimonials();

  let body;
  if (testimonials && testimonials.length > 0) {
    body = <Carousel testimonials={testimonials} />;
  } else if (testimonials) {
    body = <p>{testimonialsSection.empty}</p>;
  } else if (error) {
    body = <ErrorState title="We could not load the testimonials" onRetry={() => void mutate()} />;
  } else {
    body = (
      <>
        <div className={styles.skeletons} style={visibleStyle} aria-hidden="true">
          {Array.from({ length: TESTIMONIALS_VISIBLE }, (_, i) => (
            <div key={i} className={styles.skeleton}>
              <Skeleton height="6rem" />
              <Skeleton width="50%" height="1rem" style={{ marginTop: 'var(--space-3)' }} />
            </div>
          ))}
        </div>
        <LoadingStatus label={testimonialsSection.loading} />
      </>
    );
  }

  return (
    <section aria-labelledby={SECTION_ID} className={styles.section}>
      <h2 id={SECTION_ID} className={styles.heading}>
        {testimonialsSection.heading}
      </h2>
      {body}
    </section>
  );
}

/**
 * The embla carousel. Autoplay moves it every TESTIMONIAL_AUTOPLAY_DELAY_MS; it stops while the pointer is
 * over the quotations and resumes when it leaves, unless the visitor pressed Pause (WCAG 2.2.2) or the system
 * asks for reduced motion (then it starts paused). Previous and Next restart the delay.
 */
function Carousel({ testimonials }: { testimonials: Testimonial[] }) {
  const reducedMotion = useReducedMotion();
  // null: the visitor has not chosen, so the reduced-motion preference decides.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [plugins] = useState(() => [
    // stopOnInteraction stays on, so the plugin never restarts itself after a hover; this component restarts it
    // on mouse leave only when the visitor has not paused it.
    Autoplay({ delay: TESTIMONIAL_AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, playOnInit: false }),
  ]);
  const [viewportRef, emblaApi] = useEmblaCarousel(TESTIMONIAL_CAROUSEL_OPTIONS, plugins);

  // Starts or stops autoplay to match `paused`. Embla re-creates its plugins on every re-initialisation (for
  // example after a resize), so the state is applied again then.
  const applyPlayState = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // With a single position there is nothing to move, and the plugin has no delay set up to play with.
    if (paused || emblaApi.scrollSnapList().length <= 1) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, paused]);

  useEffect(() => {
    if (!emblaApi) return;
    applyPlayState();
    emblaApi.on('reInit', applyPlayState);
    return () => {
      emblaApi.off('reInit', applyPlayState);
    };
  }, [emblaApi, applyPlayState]);

  const move = (direction: 'previous' | 'next') => {
    if (direction === 'previous') emblaApi?.scrollPrev();
    else emblaApi?.scrollNext();
    emblaApi?.plugins().autoplay?.reset();
  };

  const count = testimonials.length;
  return (
    <div aria-roledescription="carousel" aria-label="Testimonials" role="region">
      <div className={styles.viewport} ref={viewportRef} onMouseLeave={applyPlayState}>
        <div className={styles.container} style={visibleStyle}>
          {testimonials.map((testimonial, i) => (
            <div
              key={`${i}-${testimonial.name}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.location}>{testimonial.location}</span>, {testimonial.name}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <CarouselButton direction="previous" label="Previous testimonials" onClick={() => move('previous')} />
          <PlayPauseButton paused={paused} subject="testimonials" onToggle={() => setPausedByVisitor(!paused)} />
          <CarouselButton direction="next" label="Next testimonials" onClick={() => move('next')} />
        </div>
      )}
    </div>
  );
}
