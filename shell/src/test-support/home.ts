// Browser stand-ins for the Home tests: jsdom has no matchMedia, ResizeObserver or IntersectionObserver.

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
