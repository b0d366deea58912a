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
}
