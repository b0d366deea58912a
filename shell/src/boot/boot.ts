import { runDialogCommand } from '../lib/dialog-command.ts';

/** What the start-up script needs to know of the page: the entries to add and where its preload list is. */
export interface BootConfig {
  /** The shell's entry script URLs, in the order they must run. */
  entries: readonly string[];
  /** The id of the JSON script in which the server lists the page's remote files ({ href, as }[]). */
  preloadsId: string;
}

/**
 * The attribute of the start-up script's own element that lists the entry script URLs, in the order they must
 * run, separated by spaces. The build writes them there rather than into the code, so the code is the same for
 * every build and the Content-Security-Policy can allow it by its hash (docs/design.md#speed).
 */
const ENTRIES_ATTRIBUTE = 'data-entries';

/**
 * The BootConfig of the start-up script: the entry URLs from its element's ENTRIES_ATTRIBUTE (see
 * `document.currentScript`) and the id of the preload list. Takes that element and the id; throws when there is
 * no element or it lists no entry, which only a page not written by the shell's build has.
 */
export function readBootConfig(script: Element | null, preloadsId: string): BootConfig {
  const entries = script?.getAttribute(ENTRIES_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? [];
  if (!entries.length) throw new Error(`The start-up script's element has no ${ENTRIES_ATTRIBUTE}.`);
  return { entries, preloadsId };
}

/** One of the page's remote files: its URL and the preload link's `as` (script, style, fetch). */
interface PagePreload {
  href: string;
  as: string;
}

/** The longest wait for the browser to report the first contentful paint, in ms from the boot call. */
export const PAINT_WAIT_MS = 3000;

// Signs that the visitor is using the page, which only the shell answers in full.
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
// The header's desktop menus open on hover, which only the shell does; a hover elsewhere would
// start the shell for nearly every desktop visitor before the page has painted. Every browser that runs this
// script sends pointerover (before mouseover), for a mouse, pen or touch.
const HOVER_EVENTS = ['pointerover'];

// The header's popups (the Billing Information popover, the Menu drawer) and the buttons that open them, which
// the browser answers without the shell.
const NATIVE_POPUP = 'button[popovertarget], button[commandfor], [popover], dialog';

/** Whether an event target is one of the header's popups or a button that opens or closes one. */
function onNativePopup(target: EventTarget | null): boolean {
  return Boolean((target as Partial<Element> | null)?.closest?.(NATIVE_POPUP));
}

/** Whether an event target is in the site's header: a header outside main (a page's own header is inside). */
function inSiteHeader(target: EventTarget | null): boolean {
  const header = (target as Partial<Element> | null)?.closest?.('header');
  return Boolean(header && !header.closest('main'));
}

// What a tap, click or key press on a button sends, and the focus moving into an opened dialog: the events
// React answers by hydrating at once what they reach.
const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
  'keydown',
  'keyup',
  'focusin',
  'focusout',
];

/**
 * Leaves the header's popups to the browser until the shell has hydrated the page (docs/design.md#speed,
 * header popups). They open without script: Billing Information is a popover the browser opens from its
 * button, and the Menu button opens its `<dialog>` with an invoker command. So a click before hydration is
 * answered by the browser at once, and nothing keeps it to click again later, which would close what it
 * opened. Two things remain:
 * - while the shell hydrates, React answers a press on a part not yet hydrated by hydrating the whole page
 *   at once, before the browser may paint (130 ms on a phone's slowed CPU): the press on a popup's button,
 *   and the focus the opened dialog takes, are kept from React until the shell is ready (`data-shell`
 *   "ready"); the browser's own answer is no event listener's, so it happens all the same;
 * - a browser without invoker commands still has modal dialogs: until then, this runs a dialog button's
 *   command itself (runDialogCommand); from then on the shell's own click handler does.
 * Takes the window; returns nothing.
 */
function leaveHeaderPopupsToTheBrowser(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  const onPress = (event: Event) => {
    if (root.dataset.shell === 'ready' || !inSiteHeader(event.target) || !onNativePopup(event.target)) return;
    event.stopPropagation();
    const button = (event.target as Element).closest('button[commandfor]');
    if (event.type === 'click' && button) runDialogCommand(button);
  };
  for (const type of PRESS_EVENTS) win.addEventListener(type, onPress, { capture: true });
  new win.MutationObserver((_records, observer) => {
    if (root.dataset.shell !== 'ready') return;
    for (const type of PRESS_EVENTS) win.removeEventListener(type, onPress, { capture: true });
    observer.disconnect();
  }).observe(root, { attributes: true, attributeFilter: ['data-shell'] });
}

/** Adds to the document the preload links of the page's remote files, then the entry scripts in order. */
function addScripts({ entries, preloadsId }: BootConfig, document: Document): void {
  const listed = document.getElementById(preloadsId)?.textContent;
  const files: PagePreload[] = listed ? JSON.parse(listed) : [];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', file.as);
    link.href = file.href;
    // fetch() asks in CORS mode, and the browser reuses a preload only if it was made in the same mode.
    if (file.as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
  for (const src of entries) {
    const script = document.createElement('script');
    script.src = src;
    // An inserted script runs as soon as it arrives unless async is cleared; the entries depend on their order.
    script.async = false;
    document.body.append(script);
  }
}

/**
 * Starts the shell: adds the preload links of the page's remote files and the entry scripts. A page the
 * server prerendered (a `[data-prerendered]` element) is whole without them, so they wait until the page has
 * loaded, its first contentful paint is reported (or PAINT_WAIT_MS has passed) and one more frame has
 * painted; a pointer, key, touch or focus on the page, or a hover over its header, starts them at once, but
 * a click on a header popup's button only once the popup it opens has painted. Any other page starts at
 * once. The header's popups open without script, also before the shell hydrates
 * (leaveHeaderPopupsToTheBrowser). Takes the build's config and the window; returns a function that starts the
 * shell now. The shell starts once: every later start does nothing.
 */
export function boot(config: BootConfig, win: Window & typeof globalThis = window): () => void {
  const { document } = win;
  const listening = { capture: true, passive: true };
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    // The listeners are of no more use.
    for (const type of INPUT_EVENTS) win.removeEventListener(type, onInput, listening);
    for (const type of HOVER_EVENTS) win.removeEventListener(type, onHover, listening);
    win.removeEventListener('click', onClick, listening);
    addScripts(config, document);
  }
  // A press, hover or focus on a header popup leaves the browser to answer it: the shell starts after the
  // click has opened the popup and that frame has painted, so its scripts do not hold back that paint on a
  // slow phone (docs/design.md#speed, header popups).
  function onInput(event: Event): void {
    if (!onNativePopup(event.target)) start();
  }
  function onHover(event: Event): void {
    if (inSiteHeader(event.target) && !onNativePopup(event.target)) start();
  }
  function onClick(event: Event): void {
    if (onNativePopup(event.target)) win.requestAnimationFrame(() => win.setTimeout(start, 0));
  }

  if (!document.querySelector('[data-prerendered]')) {
    start();
    return start;
  }
  leaveHeaderPopupsToTheBrowser(win);
  for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, listening);
  for (const type of HOVER_EVENTS) win.addEventListener(type, onHover, listening);
  win.addEventListener('click', onClick, listening);

  const hidden = () => document.visibilityState === 'hidden';
  const painted = new Promise<void>((resolve) => {
    // A hidden page does not paint, and a browser without the API never reports it.
    if (hidden() || !win.PerformanceObserver) return resolve();
    try {
      new win.PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // A browser that cannot observe paints.
      resolve();
    }
    win.setTimeout(resolve, PAINT_WAIT_MS);
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([painted, loaded]).then(() => {
    // The frame callback runs before its frame paints, the timer after, so the largest image paints first. A
    // hidden page runs no frame callbacks.
    if (hidden()) win.setTimeout(start, 0);
    else win.requestAnimationFrame(() => win.setTimeout(start, 0));
  });
  return start;
}
