/**
 * The contract of a route's `handle` (docs/design.md#contracts): what the shell reads from a remote's route objects.
 */
export interface RouteHandle {
  /** Page title; the document title becomes '{title} | {organisation name}'. Absent: the organisation name alone. */
  title?: string;
  /** One-sentence summary for the meta description. */
  description?: string;
  /** 'admin' selects the admin layout (docs/requirements.md#screens-and-routes). */
  layout?: 'admin';
  /**
   * The modules the route's `lazy` imports, as paths from the package folder (`src/pages/news/news.tsx`):
   * every one, including modules a helper it calls imports. Required on a route that has `lazy`. The renderer
   * gives a stored page these modules' stylesheets and script preloads (page-assets.json); a production build
   * fails on a module it never loads lazily (docs/design.md#contracts).
   */
  modules?: string[];
}
