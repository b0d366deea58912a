import Fastify from 'fastify';
import { buildLazySerializer } from './lazy-serializers.ts';

/** An app with the lazy serializer and two routes: one with a valid response schema, one with a broken one. */
async function appWithRoutes() {
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: buildLazySerializer } } });
  app.get(
    '/person',
    { schema: { response: { 200: { type: 'object', properties: { full_name: { type: 'string' } } } } } },
    async () => ({ full_name: 'Dana Whitlock', password_hash: 'never sent' }),
  );
  // fast-json-stringify refuses a $ref to a schema that does not exist.
  app.get('/broken', { schema: { response: { 200: { $ref: 'missing#' } } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('buildLazySerializer', () => {
  it('answers with Fastify’s serializer: only the properties the schema names', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/person' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ full_name: 'Dana Whitlock' });
    // The next answer, once the serializer exists, is filtered the same way.
    expect((await app.inject({ url: '/person' })).json()).toEqual({ full_name: 'Dana Whitlock' });
    await app.close();
  });

  it('compiles on a route’s first answer: a schema it refuses fails that answer, not the start', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect((await app.inject({ url: '/person' })).statusCode).toBe(200);
    await app.close();
  });
});
