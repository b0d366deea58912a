import type { RotatorSlide, ServiceSummary, Testimonial } from '@site/shared';

/**
 * Builders and browser stand-ins for the Home tests. Builders take overrides, so each test states only the
 * fields it cares about.
 */

/** A rotator slide; `n` makes title, text and image distinct. */
export function buildSlide(n: number, overrides: Partial<RotatorSlide> = {}): RotatorSlide {
  return { image: `slide-${n}.webp`, title: `Slide ${n} title`, text: `Slide ${n} text.`, ...overrides };
}

/** A testimonial; `n` makes it distinct. */
export function buildTestimonial(n: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return { text: `Testimonial ${n} text.`, name: `March 202${n}`, location: `Location ${n}`, ...overrides };
}

/** A modality or subspecialty summary. */
export function buildService(name: string, url: string, overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return { name, url, description_short: `About ${name}.`, ...overrides };
}

/** Answers `(prefers-reduced-motion: reduce)` with `reduce`; jsdom has no matchMedia of its own. */
export function stubReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/**
 * The observers embla-carousel and WhenVisible construct, which jsdom lacks: resize observers never report, and
 * intersection observers report each target on screen once. Installed on `target` (jsdom's window by default).
 */
export function stubObservers(target: object = window): void {
  class InertObserver {
    observe(_target?: Element) {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  // Everything is on screen: blocks that load when scrolled near (WhenVisible) load at once.
  class OnScreenObserver extends InertObserver {
    readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      super();
      this.callback = callback;
    }
    override observe(target: Element) {
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
      );
    }
  }
  Object.assign(target, { ResizeObserver: InertObserver, IntersectionObserver: OnScreenObserver });
}
