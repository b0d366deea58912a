/** npm run serve: serves the built shell, the released remotes and the API on PORT (default 8080). */
import { installGracefulShutdown } from '@site/api/ops';
import { attachPrerendering, createSiteServer } from './serve.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const app = await createSiteServer({
  databaseUrl: process.env.DATABASE_URL,
  logger: true,
  publicUrl: process.env.SITE_URL,
});
// SIGTERM/SIGINT: stop listening, finish requests in flight, let the mail outbox record its send in flight,
// stop the prerender worker and close the database, then exit 0 (api/src/ops/shutdown.ts).
installGracefulShutdown(app);
await app.listen({ port, host });
if (process.env.PRERENDER !== 'off') attachPrerendering(app, { baseUrl: `http://127.0.0.1:${port}` });
console.log(`Site ready at http://localhost:${port}/`);
