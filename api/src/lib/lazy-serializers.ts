/**
 * Response serializers compiled on a route's first answer with a given status, not when the app starts
 * (docs/design.md#api). Fastify compiles one fast-json-stringify function per route and status at start, and
 * every route lists its error answers too: hundreds of functions, about a third of a CPU-second per start,
 * of which a running site uses a few dozen. The functions are Fastify's own (its default compiler); only
 * when each is made changes.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: takes the app's shared schemas and
 * serializer options as Fastify's default does, and returns a compiler whose functions compile the schema
 * on their first call. A schema fast-json-stringify refuses then fails that answer (a 500) instead of the
 * start; every route's answers are exercised by the API suite.
 */
export const buildLazySerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = SerializerSelector()(externalSchemas, serializerOptions);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
};
