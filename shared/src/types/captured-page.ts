/**
 * A page as the renderer captures it in the browser (DESIGN §13): what the shell's capture hook hands back and
 * what the server's renderer stores as a document and records the inputs of.
 */
export interface CapturedPage {
  /** The path the router ended on (a redirect shows here). */
  path: string;
  /** The page's markup, as React's static renderer wrote it for #root. */
  html: string;
  /** The API answers the page was rendered from, keyed by API path (its SWR cache). */
  swrData: Record<string, unknown>;
  title: string;
  description: string;
  /** Same-origin stylesheets the page uses (the shell's and its remote's), by path. */
  styles: string[];
  /** The remote files the page needed, preloaded in parallel with the shell. */
  preloads: { href: string; as: 'script' | 'fetch' }[];
  /** Remotes whose code the page loaded, with the version loaded: a release of one renders the page again. */
  remotes: Record<string, string>;
}
