import { buildSettings } from '@site/test-support/builders';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFixtureSite } from './hostile-builds.ts';
import { renderInSandbox, stopSandboxes } from './sandbox.ts';

// In a file of its own: stopSandboxes ends sandboxes for the rest of the process, as a shutdown does.
let api: Server;
let dir: string;
afterAll(async () => {
  await new Promise<void>((resolve) => api.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

test('a stop ends a sandbox whose page never settles at once, and refuses new renders', async () => {
  let asked!: () => void;
  const settingsAsked = new Promise<void>((resolve) => (asked = resolve));
  api = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(buildSettings()));
    asked();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-stop-'));
  const fixture = await writeFixtureSite(dir, 'neverSettles', apiBase);
  const input = { ...fixture, apiBase, publicUrl: 'https://www.riverbend.example', settings: buildSettings() };

  const rendering = renderInSandbox(
    { ...input, paths: ['/hostile/x'] },
    { limits: { pageTimeoutMs: 60_000, passTimeoutMs: 60_000 }, log: () => undefined },
  );
  // The shell reads the settings before it loads the hostile remote: the page has started.
  await settingsAsked;
  const stopped = performance.now();
  stopSandboxes();
  const output = await rendering;
  expect(performance.now() - stopped).toBeLessThan(2_000);
  expect(output.failed).toEqual([{ path: '/hostile/x', reason: 'the server is stopping' }]);
  await expect(renderInSandbox({ ...input, paths: ['/good/a'] })).rejects.toThrow('The server is stopping');
});
