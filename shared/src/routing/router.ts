/**
 * The react-router API the shell and the remotes use, shared through Module Federation as the module
 * `@site/shared/router` (DESIGN §3). A shared module keeps every export its package has, since the bundler
 * cannot know what another remote will call; sharing react-router itself sent its whole 60 KB (gzip) to every
 * page. Sharing this list instead lets the bundler drop the rest, and still gives the page one router
 * context. Code outside tests imports routing from here, never from react-router or react-router-dom
 * (the lint rule says so); add a name here before using it.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router/dom's RouterProvider passes ReactDOM.flushSync to the router, as react-router-dom's does.
export { RouterProvider } from 'react-router/dom';
export type { LinkProps, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
