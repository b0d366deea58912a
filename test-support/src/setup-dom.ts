import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// A test file that renders as the server does (`@jest-environment node`) gets none of the browser stand-ins.
if (typeof window !== 'undefined') {
  // jsdom lacks these browser APIs that React Router, Radix and embla use.
  Object.assign(globalThis, { TextEncoder, TextDecoder });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  window.scrollTo = () => undefined;
}
