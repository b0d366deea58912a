/**
 * npm run dev -- [remote …]: the production site on PORT (default 8080) plus a webpack dev server for each
 * named remote (hot reload), and the line to paste in the browser console so that this browser loads those
 * remotes from their dev servers. With no names it starts the site alone.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, remoteFolder } from './paths.ts';

const remotes = process.argv.slice(2).map((name) => remoteFolder(name));
const children = [
  // Development mode: the Content-Security-Policy admits the dev servers, and no HSTS or Secure cookie.
  spawn(process.execPath, [path.join(ROOT, 'scripts/src/start.ts')], {
    stdio: 'inherit',
    env: { ...process.env, DEV_MODE: 'true' },
  }),
  ...remotes.map(({ dir }) =>
    spawn(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'dev'], { cwd: dir, stdio: 'inherit' }),
  ),
];
if (remotes.length) {
  const overrides = Object.fromEntries(
    remotes.map(({ name, devPort }) => [name, `http://localhost:${devPort}/remoteEntry.js`]),
  );
  console.log(
    `\nIn the browser console at http://localhost:${process.env.PORT ?? 8080}/ run:\n` +
      `  localStorage.setItem('mf-overrides', '${JSON.stringify(overrides)}'); location.reload();\n` +
      `and localStorage.removeItem('mf-overrides') to go back to the released versions.\n`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => children.forEach((child) => child.kill(signal)));
}
