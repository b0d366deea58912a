import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { boot, PAINT_WAIT_MS, readBootConfig, type BootConfig } from './boot.ts';

const config: BootConfig = { entries: ['/runtime.js', '/main.js'], preloadsId: 'page-preloads' };
const pagePreloads = [
  { href: '/_site/data/home.1a2b.json', as: 'fetch' },
  { href: '/about/remoteEntry.js', as: 'script' },
  { href: '/about/213.css', as: 'style' },
];

/** A page as the server sends it: the preload list, and #root holding the site header and a page. */
function servePage({ prerendered = true, preloads = true } = {}) {
  document.head.innerHTML = preloads
    ? `<script type="application/json" id="page-preloads">${JSON.stringify(pagePreloads)}</script>`
    : '';
  document.body.innerHTML = `
    <div id="root" ${prerendered ? 'data-prerendered' : ''}>
      <header>
        <a href="/">Riverbend Radiology</a>
        <nav aria-label="Main"><button type="button">Services</button></nav>
        <button type="button" popovertarget="billing-alert">Billing Information</button>
        <div id="billing-alert" popover="auto">A note about your bill</div>
        <button type="button" aria-haspopup="dialog" commandfor="mobile-menu" command="show-modal">Menu</button>
        <dialog id="mobile-menu">
          <button type="button" commandfor="mobile-menu" command="close">Close menu</button>
        </dialog>
      </header>
      <main>
        <header><h1>Our services</h1></header>
        <p>Imaging close to home.</p>
        <a href="/contact">Contact us</a>
      </main>
    </div>`;
}

/** The scripts boot added, as the browser would run them: in order, none of them async. */
const entryScripts = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }));
const preloadLinks = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"]'), (link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));
const started = () => entryScripts().length > 0;

/** A PerformanceObserver whose paint reports the test sends with reportPaint(). */
class PaintObserver {
  static observers: PaintObserver[] = [];
  readonly callback: PerformanceObserverCallback;
  constructor(callback: PerformanceObserverCallback) {
    this.callback = callback;
  }
  observe() {
    PaintObserver.observers.push(this);
  }
  disconnect() {
    PaintObserver.observers = PaintObserver.observers.filter((observer) => observer !== this);
  }
}
const reportPaint = (name: string) =>
  PaintObserver.observers.forEach((observer) =>
    observer.callback(
      { getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []) } as PerformanceObserverEntryList,
      observer as unknown as PerformanceObserver,
    ),
  );

/** Sets what the document reports; jsdom's own document is always complete and visible. */
const setDocumentState = (property: 'readyState' | 'visibilityState', value: string) =>
  Object.defineProperty(document, property, { value, configurable: true });
const loadPage = async () => {
  setDocumentState('readyState', 'complete');
  fireEvent.load(window);
  await jest.advanceTimersByTimeAsync(0);
};
/** Lets one frame paint (the fake timers run frame callbacks every 16 ms), then the timer after it. */
const nextFrame = () => jest.advanceTimersByTimeAsync(17);

let startNow: (() => void) | undefined;
const bootPage = () => {
  startNow = boot(config, window);
};

beforeEach(() => {
  jest.useFakeTimers();
  PaintObserver.observers = [];
  Object.assign(window, { PerformanceObserver: PaintObserver });
  setDocumentState('readyState', 'loading');
  setDocumentState('visibilityState', 'visible');
  servePage();
});

afterEach(async () => {
  // A boot that never started would still listen, and start in a later test's page; the early dialog
  // commands stop once the shell has started hydrating.
  startNow?.();
  startNow = undefined;
  document.documentElement.dataset.shell = 'ready';
  await Promise.resolve();
  delete document.documentElement.dataset.shell;
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe("the start-up script's config", () => {
  const element = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };

  it("reads the entries, in order, from the script's own element, as the build lists them", () => {
    const script = element('<script data-entries="/159.b7466af2a2.js  /main.999e29c93f.js"></script>');
    expect(readBootConfig(script, 'page-preloads')).toEqual({
      entries: ['/159.b7466af2a2.js', '/main.999e29c93f.js'],
      preloadsId: 'page-preloads',
    });
    expect(readBootConfig(element('<script data-entries=/main.js></script>'), 'page-preloads').entries).toEqual([
      '/main.js',
    ]);
  });

  it('refuses an element that lists no entry, or none at all', () => {
    expect(() => readBootConfig(element('<script></script>'), 'page-preloads')).toThrow(/data-entries/);
    expect(() => readBootConfig(element('<script data-entries=" "></script>'), 'page-preloads')).toThrow(
      /data-entries/,
    );
    expect(() => readBootConfig(null, 'page-preloads')).toThrow(/data-entries/);
  });
});

describe('boot on a page the server did not prerender', () => {
  it('adds the entry scripts at once, in order and not async, after the preloads of the page files', () => {
    servePage({ prerendered: false });
    bootPage();
    expect(entryScripts()).toEqual([
      { src: '/runtime.js', async: false },
      { src: '/main.js', async: false },
    ]);
    expect(preloadLinks()).toEqual([
      // fetch() asks in CORS mode; only a preload made the same way is reused.
      { href: '/_site/data/home.1a2b.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/about/remoteEntry.js', as: 'script', crossOrigin: null },
      { href: '/about/213.css', as: 'style', crossOrigin: null },
    ]);
  });

  it('adds only the entry scripts when the server listed no page files', () => {
    servePage({ prerendered: false, preloads: false });
    bootPage();
    expect(preloadLinks()).toEqual([]);
    expect(entryScripts().map(({ src }) => src)).toEqual(['/runtime.js', '/main.js']);
  });
});

describe('boot on a prerendered page', () => {
  it('waits for the load, the first contentful paint and one more frame', async () => {
    bootPage();
    reportPaint('first-paint');
    await loadPage();
    await nextFrame();
    expect(started()).toBe(false);

    reportPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toBe(false);
    await nextFrame();
    expect(entryScripts().map(({ src }) => src)).toEqual(['/runtime.js', '/main.js']);
    expect(preloadLinks()).toHaveLength(pagePreloads.length);
  });

  it('waits for the load when the paint came first', async () => {
    bootPage();
    reportPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(PAINT_WAIT_MS * 2);
    expect(started()).toBe(false);
    await loadPage();
    await nextFrame();
    expect(started()).toBe(true);
  });

  it(`starts ${PAINT_WAIT_MS} ms after the boot at most when the browser reports no paint`, async () => {
    bootPage();
    await loadPage();
    await jest.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(started()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await nextFrame();
    expect(started()).toBe(true);
  });

  it('waits for no paint in a browser that cannot report one', async () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    bootPage();
    await loadPage();
    await nextFrame();
    expect(started()).toBe(true);
  });

  it('waits for no paint when the browser refuses to observe paints', async () => {
    class RefusingObserver extends PaintObserver {
      override observe() {
        throw new TypeError('paint is not a supported entry type');
      }
    }
    Object.assign(window, { PerformanceObserver: RefusingObserver });
    bootPage();
    await loadPage();
    await nextFrame();
    expect(started()).toBe(true);
  });

  it('waits for no paint or frame in a hidden tab, which paints none', async () => {
    setDocumentState('visibilityState', 'hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    bootPage();
    await loadPage();
    expect(started()).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });

  it('starts at once on a pointer press, before the page has loaded', () => {
    bootPage();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Contact us' }));
    expect(started()).toBe(true);
  });

  it('starts at once on a touch', () => {
    bootPage();
    fireEvent.touchStart(screen.getByText('Imaging close to home.'));
    expect(started()).toBe(true);
  });

  it('starts at once on a key press', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    await user.keyboard('{Shift}');
    expect(started()).toBe(true);
  });

  it('starts at once when something takes the focus', () => {
    bootPage();
    screen.getByRole('link', { name: 'Contact us' }).focus();
    expect(started()).toBe(true);
  });

  it('starts at once on a hover over the site header, so its menus answer it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    await user.hover(screen.getByRole('button', { name: 'Services' }));
    expect(entryScripts().map(({ src }) => src)).toEqual(['/runtime.js', '/main.js']);
  });

  it('starts on the pointer entering the header, with no move or press after it', () => {
    bootPage();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Riverbend Radiology' }));
    expect(started()).toBe(true);
  });

  it('waits on a hover over the page or its own header', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    await user.hover(screen.getByText('Imaging close to home.'));
    await user.hover(screen.getByRole('heading', { name: 'Our services' }));
    expect(started()).toBe(false);
  });

  it('starts once, whatever starts it and however often', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    await user.hover(screen.getByRole('button', { name: 'Services' }));
    await user.click(screen.getByRole('button', { name: 'Services' }));
    await user.keyboard('{Tab}');
    reportPaint('first-contentful-paint');
    await loadPage();
    await jest.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    startNow?.();
    expect(entryScripts().map(({ src }) => src)).toEqual(['/runtime.js', '/main.js']);
    expect(preloadLinks()).toHaveLength(pagePreloads.length);
  });
});

describe('a click on a header popup button before the shell hydrates', () => {
  // jsdom has <dialog> but neither showModal nor close: these stand in for the browser's own.
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  beforeEach(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));
  afterEach(() => {
    jest.clearAllMocks();
    for (const name of ['showModal', 'close']) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
    Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
  });
  /** Counts the clicks on `button` from now on, as the window sees them first (boot keeps some from the page). */
  const countClicks = (button: HTMLElement) => {
    const clicks = { count: 0 };
    const count = (event: Event) => event.target === button && clicks.count++;
    window.addEventListener('click', count, { capture: true });
    counters.push(count);
    return clicks;
  };
  const counters: ((event: Event) => void)[] = [];
  afterEach(() => {
    for (const count of counters.splice(0)) window.removeEventListener('click', count, { capture: true });
  });
  /** The shell's marks on the document, each seen by boot's observer before the next. */
  const shellReaches = async (state: 'hydrating' | 'ready') => {
    document.documentElement.dataset.shell = state;
    await Promise.resolve();
  };
  /** A browser that runs invoker commands (commandfor, command) itself. */
  const withInvokerCommands = () =>
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
  const drawer = () => document.getElementById('mobile-menu') as HTMLDialogElement;

  it('is left to the browser, which opens the popup at once: nothing clicks it again after hydration', async () => {
    withInvokerCommands();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const billing = screen.getByRole('button', { name: 'Billing Information' });
    const clicks = [countClicks(menu), countClicks(billing)];
    await user.click(menu);
    await user.click(billing);
    await nextFrame();
    expect(started()).toBe(true);
    await shellReaches('hydrating');
    await shellReaches('ready');
    expect(clicks.map(({ count }) => count)).toEqual([1, 1]);
    // The browser ran the command; boot did not run it a second time.
    expect(showModal).not.toHaveBeenCalled();
  });

  it('starts the shell only once the popup it opened has painted, so its scripts do not delay that paint', async () => {
    withInvokerCommands();
    bootPage();
    const billing = screen.getByRole('button', { name: 'Billing Information' });
    // What a tap sends, in order; none of it starts the shell yet.
    for (const send of [fireEvent.pointerOver, fireEvent.pointerDown, fireEvent.focusIn, fireEvent.pointerUp]) {
      send(billing);
    }
    fireEvent.click(billing);
    expect(started()).toBe(false);
    await nextFrame();
    expect(started()).toBe(true);
  });

  it('opens the drawer once in a browser without invoker commands, and is not lost', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bootPage();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const clicks = countClicks(menu);
    await user.click(menu);
    expect(showModal.mock.contexts).toEqual([drawer()]);
    expect(drawer()).toHaveAttribute('open');
    await shellReaches('hydrating');
    await shellReaches('ready');
    expect(clicks.count).toBe(1);
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closes the drawer from its close button before the shell hydrates, in such a browser', async () => {
    bootPage();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(close.mock.contexts).toEqual([drawer()]);
    expect(drawer()).not.toHaveAttribute('open');
  });

  it('runs the commands until the shell is ready, then leaves them to it, so nothing opens twice', async () => {
    bootPage();
    await shellReaches('hydrating');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await shellReaches('ready');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('keeps a press on a popup from the page until the shell is ready, so React does not hydrate at once', async () => {
    withInvokerCommands();
    bootPage();
    // React listens on its root, below the window, where boot listens.
    const reached: string[] = [];
    const root = document.getElementById('root')!;
    for (const type of ['pointerdown', 'click', 'focusin']) root.addEventListener(type, () => reached.push(type));
    await shellReaches('hydrating');
    const billing = screen.getByRole('button', { name: 'Billing Information' });
    fireEvent.pointerDown(billing);
    fireEvent.focusIn(screen.getByRole('button', { name: 'Close menu', hidden: true }));
    fireEvent.click(billing);
    // Outside the popups, React answers as ever.
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(reached).toEqual(['click']);
    await shellReaches('ready');
    fireEvent.click(billing);
    expect(reached).toEqual(['click', 'click']);
  });

  it('runs nothing for a button with no command', async () => {
    bootPage();
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    fireEvent.click(screen.getByRole('button', { name: 'Billing Information' }));
    expect(showModal).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
