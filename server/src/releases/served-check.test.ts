import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGeneration, writeLanes, type Lane } from '../render/generations.ts';
import { isServed, waitUntilServed } from './served-check.ts';

/**
 * A release is served when its lane's generation was rendered with its version, and a canary's share is on
 * the bucket links nginx reads: the moment its record may say `canary` or `live`.
 */

let site: string;
beforeEach(async () => {
  site = path.join(await mkdtemp(path.join(tmpdir(), 'served-check-')), 'site');
});
afterEach(async () => rm(path.dirname(site), { recursive: true, force: true }));

/** A generation rendered with `about` at `version`, linked as `lane`. */
async function renderWith(version: string, lane: Lane = 'current'): Promise<void> {
  const draft = await startGeneration(site);
  await writeFile(path.join(draft.dir, 'registry.json'), JSON.stringify({ remotes: { about: { version } } }));
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} }, lane);
}

it('is served to everyone once the current generation was rendered with the version', async () => {
  expect(await isServed(site, { remote: 'about', version: '1.0.0' })).toBe(false);
  await renderWith('1.0.0');
  expect(await isServed(site, { remote: 'about', version: '1.0.0' })).toBe(true);
  expect(await isServed(site, { remote: 'about', version: '1.1.0' })).toBe(false);
  expect(await isServed(site, { remote: 'services', version: '1.0.0' })).toBe(false);
});

it('is served as a canary once its generation is the canary lane and every bucket of the share links to it', async () => {
  await renderWith('1.0.0');
  await renderWith('2.0.0', 'canary');
  const canary = { remote: 'about', version: '2.0.0', percent: 10 };
  // Rendered, but no bucket moved yet: no visitor gets it.
  await writeLanes(site, 0);
  expect(await isServed(site, canary)).toBe(false);
  // A smaller share than asked is not the share asked.
  await writeLanes(site, 5);
  expect(await isServed(site, canary)).toBe(false);
  await writeLanes(site, 10);
  expect(await isServed(site, canary)).toBe(true);
  // The stable lane is not the canary's.
  expect(await isServed(site, { remote: 'about', version: '2.0.0' })).toBe(false);
});

it('waits for the switch, gives up at its time limit, and ends when told', async () => {
  await renderWith('1.0.0');
  const release = { remote: 'about', version: '1.1.0' };
  const started = Date.now();
  expect(await waitUntilServed(site, release, { timeoutMs: 300 })).toBe('timed-out');
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);

  const ending = new AbortController();
  const ended = waitUntilServed(site, release, { timeoutMs: 10_000, signal: ending.signal });
  ending.abort();
  expect(await ended).toBe('ended');

  const waiting = waitUntilServed(site, release, { timeoutMs: 10_000 });
  await renderWith('1.1.0');
  expect(await waiting).toBe('served');
});
