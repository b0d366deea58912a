/** npm run serve: serves the built shell, the released remotes and the API on PORT (default 8080). */
import { attachPrerendering, createSiteServer } from './serve.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const app = await createSiteServer({
  databaseUrl: process.env.DATABASE_URL,
  logger: true,
  publicUrl: process.env.SITE_URL,
});
await app.listen({ port, host });
if (process.env.PRERENDER !== 'off') attachPrerendering(app, { baseUrl: `http://127.0.0.1:${port}` });
console.log(`Site ready at http://localhost:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
