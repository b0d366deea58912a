/**
 * The address that opens the public page at `path` (e.g. '/about/') from the admin's screens. The admin may live
 * on its own origin (docs/design.md#admin-sign-in-and-roles), where a bare '/about/' is not the public page and
 * the public origin is not known in the browser; `/_site/public` leads to the public site, and `to` names the
 * page there.
 */
export const publicPageHref = (path: string): string => `/_site/public?to=${encodeURIComponent(path)}`;
