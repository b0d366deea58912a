/** The attribute on <html> that marks the renderer's own documents (set by main.tsx from the site data). */
export const RENDER_MODE_ATTRIBUTE = 'data-render';

/**
 * True in the renderer's browser, where code that would wait for the visitor (scrolling, a wide screen) must
 * load at once so the stored HTML has everything in it.
 */
export function isPrerendering(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(RENDER_MODE_ATTRIBUTE);
}
