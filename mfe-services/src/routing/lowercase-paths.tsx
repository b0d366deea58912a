import { Navigate, Outlet, useLocation } from '@site/shared/router';

/**
 * Wraps every route of this section. React Router matches paths case-insensitively, so
 * '/services/modalities/Mammography' (a spelling one old link uses; docs/requirements.md#screens-and-routes) would render the page at a second
 * address. This sends any address in the section with capitals to its lowercase form, replacing the history
 * entry (docs/design.md#product-decisions), and keeps the query and hash.
 */
export function LowercasePaths() {
  const { pathname, search, hash } = useLocation();
  const lowercase = pathname.toLowerCase();
  if (lowercase !== pathname) return <Navigate to={`${lowercase}${search}${hash}`} replace />;
  return <Outlet />;
}
