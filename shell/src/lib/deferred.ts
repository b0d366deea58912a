import { PRERENDER_FLAG } from '../prerender/flag.ts';

/** A promise with its resolve function outside, for a signal that comes from an effect or an event. */
export interface Signal {
  promise: Promise<void>;
  resolve: () => void;
}

/** A new unresolved Signal. */
export function signal(): Signal {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * True in the prerender job's browser (the `?__prerender` page), where code that would wait for the visitor
 * (scrolling, a wide screen) must load at once so the stored HTML has everything in it.
 */
export function isPrerendering(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has(PRERENDER_FLAG);
}
