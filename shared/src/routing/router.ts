/**
 * The react-router-dom API the shell and the remotes use, shared through Module Federation as the module
 * `@site/shared/router` (docs/design.md#contracts, docs/design.md#stack). Code outside tests imports routing from here, never from
 * react-router-dom or react-router (the lint rule says so), so one list names every routing export the site
 * uses; add a name here before using it.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterContextProvider,
  createBrowserRouter,
  createContext,
  createMemoryRouter,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  RouterProvider,
} from 'react-router-dom';
export type {
  LinkProps,
  LoaderFunction,
  Location,
  PatchRoutesOnNavigationFunction,
  Params,
  RouteObject,
} from 'react-router-dom';
