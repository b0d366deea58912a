/**
 * The renderer's own process (docs/decisions/0006-render-in-node.md), started by the web server with `fork`: it writes generations of
 * pages, each pass rendered in a worker of its own; the web server that forked it claims the jobs and sends
 * one message per pass. Its settings come from the environment: RENDER_SITE_DIR, RENDER_SHELL_DIST,
 * RENDER_API_BASE, SITE_URL.
 */
import { createRenderer } from './renderer.ts';

/** A message from the web server: run one pass. */
interface PassMessage {
  type: 'pass';
  id: number;
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

process.on('message', (message: PassMessage) => {
  if (message.type !== 'pass') return;
  const reply = (body: object) => {
    if (process.connected) process.send?.({ id: message.id, ...body });
  };
  renderer.pass().then(
    (result) => reply({ type: 'done', result }),
    (error: Error) => reply({ type: 'failed', error: error.message }),
  );
});
// The web server going away takes its renderer with it; a pass cut short leaves only a draft, removed later.
process.on('disconnect', () => process.exit(0));
