import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The first render of a file reaches lazily imported routes and pages, which jest transforms on first use: on a
// fresh clone (no transform cache) that alone can take longer than Testing Library's default 1 s wait. Set on
// the DOM library, which Testing Library for React shares: importing the React one here would mark every file,
// the server-rendering tests too, as an act() environment.
configure({ asyncUtilTimeout: 5000 });
// A test waits for several such renders in turn (open a drawer, follow a link), each allowed the 5 s above:
// jest's own 5-second default for the whole test would cut it off on a busy two-core machine first.
jest.setTimeout(20_000);

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

  // jsdom has <dialog> but neither showModal nor close: stand-ins for the browser's own (open, then closed at
  // once with its `close` event a task later, as browsers fire it). Focus, inertness, Escape and light dismiss
  // are the browser's, checked in browser tests.
  if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    });
  }
}
