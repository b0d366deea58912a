/**
 * Runs the API alone (`npm start -w api`, or `npm run dev -w api` to restart on changes): configuration from
 * the environment, PGlite in `${DATA_DIR}/db` unless DATABASE_URL is set, media in `${DATA_DIR}/media`.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
  mediaDir: path.join(config.dataDir, 'media'),
  logger: true,
});

// Close cleanly on a stop signal: PGlite flushes its data directory on close, and in-flight requests finish.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
