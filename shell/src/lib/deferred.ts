/**
 * True while React renders on the server (the renderer, in Node): there is no document, nothing scrolls and
 * no screen has a width, so code that would wait for the visitor renders its content at once.
 */
export function isServerRender(): boolean {
  return typeof document === 'undefined';
}
