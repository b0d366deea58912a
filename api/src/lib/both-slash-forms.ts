/**
 * Registers a route on both `/x` and `/x/` (docs/design.md#api: the spec calls both forms). Done per route rather than
 * with Fastify's global `ignoreTrailingSlash`, because the same instance also serves the site's static files,
 * whose URLs must keep their own rules.
 */
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';

/** Route options as `app.route` takes them, for one request-type generic. */
export type ApiRouteOptions<RG extends RouteGenericInterface = RouteGenericInterface> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RG
>;

/** Adds `options` at `options.url` without and with a trailing slash; the url may be given in either form. */
export function routeBothSlashForms<RG extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  options: ApiRouteOptions<RG>,
): void {
  const url = options.url.replace(/\/+$/, '');
  app.route<RG>({ ...options, url });
  app.route<RG>({ ...options, url: `${url}/` });
}
