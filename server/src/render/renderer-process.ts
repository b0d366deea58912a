/**
 * The renderer's own process (docs/decisions/0006-render-in-node.md), started by the web server with `fork`: it writes generations of
 * pages, each pass rendered in sandbox processes of its own (docs/design.md#the-render-sandbox); the web server that forked it claims the jobs and sends
 * one message per pass, carrying the registry to render (this process has no database). Its settings come from the environment: RENDER_SITE_DIR, RENDER_SHELL_DIST,
 * RENDER_API_BASE, SITE_URL.
 */
import type { Registry } from '@site/contracts/types';
import { createRenderer } from './renderer.ts';
import { deferSpare, sandboxStats, startSpare, stopSandboxes } from './sandbox.ts';

/** A message from the web server: run one pass, with the registry it read from the database after its claim. */
interface PassMessage {
  type: 'pass';
  id: number;
  registry: Registry;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`The renderer needs ${name}.`);
  return value;
};

const options = {
  site: env('RENDER_SITE_DIR'),
  shellDist: env('RENDER_SHELL_DIST'),
  apiBase: env('RENDER_API_BASE'),
  publicUrl: env('SITE_URL'),
};
const renderer = createRenderer(options);
// The next pass's sandbox is started once this pass has written its pages: not beside its compression.
deferSpare();

process.on('message', (message: PassMessage) => {
  if (message.type !== 'pass') return;
  const reply = (body: object) => {
    if (process.connected) process.send?.({ id: message.id, ...body });
  };
  renderer
    .pass(message.registry)
    .then(
      (result) => {
        const { started, killed, peakRssMb } = sandboxStats();
        console.log(`pages: render sandboxes: ${started} started, ${killed} killed, peak ${Math.round(peakRssMb)} MB`);
        reply({ type: 'done', result });
      },
      (error: Error) => reply({ type: 'failed', error: error.message }),
    )
    .finally(startSpare);
});
// The web server going away takes its renderer with it, and the renderer its sandboxes; a pass cut short
// leaves only a draft, removed later.
process.on('disconnect', () => {
  stopSandboxes();
  process.exit(0);
});
