/**
 * Response compression (brotli, then gzip) for every answer over 1 KB: API lists such as /api/physicians
 * shrink several times. Registered before the routes, which take its hook as they are added; files with a
 * precompressed copy are sent as they are by the static file plugin.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function compressPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/** The compression plugin, applied to the whole instance. */
export const compress = fp(compressPlugin, { name: 'compress' });
