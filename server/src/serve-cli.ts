/**
 * npm run serve: the web server on PORT (default 8080) and, unless RENDERER=off, the renderer in its own
 * process beside it (docs/decisions/0003-rendering-model.md). Several web servers may share one PostgreSQL (DATABASE_URL) and one data
 * folder; render jobs are claimed by one renderer at a time.
 */
import { loadOpsConfig } from '@site/api/config';
import { issueSetupToken, setupAnnouncement } from '@site/api/admin-provision';
import { installGracefulShutdown } from '@site/api/ops';
import { prepareDataDir } from './file-modes.ts';
import { dataDir, shellDist, siteDir } from './paths.ts';
import { startCoordinator, type Coordinator } from './render/coordinator.ts';
import { forkRenderer } from './render/fork.ts';
import { stopSandboxes } from './render/sandbox.ts';
import { announceLocalReleases, newLocalToken, withdrawLocalReleases } from './releases/local-release.ts';
import { createSiteServer } from './site/site-server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const ops = loadOpsConfig();
const publicUrl = ops.siteUrl ?? `http://localhost:${port}`;
// The admin on its own origin; browsers resolve *.localhost to this machine, so by default it is this same
// server, told apart by the Host header (docs/design.md#admin-sign-in-and-roles).
const adminUrl = ops.adminUrl ?? `http://admin.localhost:${port}`;
const rendering = process.env.RENDERER !== 'off';
const site = siteDir(dataDir());

// Before anything opens or writes a file: umask 077, DATA_DIR 0711, the database and tokens the server's alone,
// the site readable by nginx and the render sandbox (file-modes.ts).
const prepared = await prepareDataDir(dataDir());

const apiBase = `http://127.0.0.1:${port}`;
const localToken = newLocalToken();
const app = await createSiteServer({
  databaseUrl: process.env.DATABASE_URL,
  logger: true,
  siteUrl: publicUrl,
  adminUrl,
  preview: { shellDist: shellDist(), apiBase, publicUrl },
  releases: { shellDist: shellDist(), verify: { apiBase, publicUrl }, localToken, awaitServed: {} },
});
if (prepared.changed > 0) app.log.warn(`DATA_DIR: ${prepared.changed} file mode(s) set to the private layout.`);
let stop: (() => Promise<void>) | undefined;
// First of all on a stop: the sandboxes of verifications and previews end at once, so nothing waits on a
// remote's code and the database closes within the grace period (docs/design.md#the-render-sandbox).
app.addHook('preClose', async () => stopSandboxes());
// Registered before listening, as Fastify requires: stops the renderer before the database closes.
app.addHook('onClose', async () => {
  await withdrawLocalReleases(dataDir());
  await stop?.();
});
installGracefulShutdown(app);
await app.listen({ port, host });
// `npm run release` and its siblings on this machine go through this server while it holds the database.
await announceLocalReleases(dataDir(), apiBase, localToken);

if (rendering) {
  const renderer = forkRenderer({ site, shellDist: shellDist(), apiBase, publicUrl });
  const coordinator: Coordinator = startCoordinator({
    db: app.db,
    shellDist: shellDist(),
    runPass: renderer.runPass,
    onSwitched: () => void app.rendering.refresh(),
    // Counted in /metrics (docs/design.md#metrics): each pass's time, outcome and pages.
    onPass: (pass) => app.siteMetrics.observePass(pass),
    log: (line) => app.log.info(line),
  });
  // An edit made through this instance is rendered at once; edits through other instances at the next poll.
  app.renderJobs.on('queued', () => coordinator.wake());
  stop = async () => {
    // The renderer's process goes first, its sandboxes with it: a pass in flight then fails at once instead of
    // running to its end while the coordinator waits for it.
    const closing = coordinator.close();
    await renderer.close();
    await closing;
  };
}
console.log(`Site ready at ${publicUrl.replace(/\/+$/, '')}/ (admin: ${adminUrl}/admin/)`);
// A fresh database has no way in to the admin yet: print a one-time address that creates the first admin.
const setupToken = await issueSetupToken(app.db);
if (setupToken) console.log(setupAnnouncement(adminUrl, setupToken));
