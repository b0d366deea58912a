/**
 * Runs the API alone (`npm start -w api`, or `npm run dev -w api` to restart on changes): configuration from
 * the environment, PGlite in `${DATA_DIR}/db` unless DATABASE_URL is set, media in `${DATA_DIR}/media`, and the
 * release registry (in the database) reported on and judged against when the data folder holds a site. Stops gracefully on SIGTERM or SIGINT.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { installGracefulShutdown } from './ops/shutdown.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The API alone serves no registry; it reports on one only where the data folder holds a site.
const releaseRegistry = existsSync(path.join(config.dataDir, 'site'));

const app = await buildApp({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
  mediaDir: path.join(config.dataDir, 'media'),
  releaseRegistry,
  trustProxy: config.trustProxy,
  logger: true,
});

// In-flight requests finish, the outbox records its send in flight, and PGlite flushes its data directory.
installGracefulShutdown(app);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
