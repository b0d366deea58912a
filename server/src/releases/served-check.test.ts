import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGeneration, writeLanes, type Lane } from '../render/generations.ts';
import type { Registry } from '@site/contracts/types';
import { isServed, waitUntilServed } from './served-check.ts';

/**
 * A release is served when its lane's generation was rendered with its version, and a canary's share is on
 * the bucket links nginx reads: the moment its record may say `canary` or `live`. A canary for 0 % has no
 * generation: it is in place once the registry names it and no visitor is given any canary.
 */

let site: string;
// The database's registry as the check reads it: what the next render pass renders with.
let named: Registry;
const registry = { read: async () => named };
beforeEach(async () => {
  site = path.join(await mkdtemp(path.join(tmpdir(), 'served-check-')), 'site');
  named = { schemaVersion: 1, remotes: {} };
});
afterEach(async () => rm(path.dirname(site), { recursive: true, force: true }));

/** A generation rendered with `about` at `version`, linked as `lane`. */
async function renderWith(version: string, lane: Lane = 'current'): Promise<void> {
  const draft = await startGeneration(site);
  await writeFile(path.join(draft.dir, 'registry.json'), JSON.stringify({ remotes: { about: { version } } }));
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} }, lane);
}

it('is served to everyone once the current generation was rendered with the version', async () => {
  expect(await isServed(site, { remote: 'about', version: '1.0.0' }, registry)).toBe(false);
  await renderWith('1.0.0');
  expect(await isServed(site, { remote: 'about', version: '1.0.0' }, registry)).toBe(true);
  expect(await isServed(site, { remote: 'about', version: '1.1.0' }, registry)).toBe(false);
  expect(await isServed(site, { remote: 'services', version: '1.0.0' }, registry)).toBe(false);
});

it('is served as a canary once its generation is the canary lane and every bucket of the share links to it', async () => {
  await renderWith('1.0.0');
  await renderWith('2.0.0', 'canary');
  const canary = { remote: 'about', version: '2.0.0', percent: 10 };
  // Rendered, but no bucket moved yet: no visitor gets it.
  await writeLanes(site, 0);
  expect(await isServed(site, canary, registry)).toBe(false);
  // A smaller share than asked is not the share asked.
  await writeLanes(site, 5);
  expect(await isServed(site, canary, registry)).toBe(false);
  await writeLanes(site, 10);
  expect(await isServed(site, canary, registry)).toBe(true);
  // The stable lane is not the canary's.
  expect(await isServed(site, { remote: 'about', version: '2.0.0' }, registry)).toBe(false);
});

it('is served as a canary for 0 % once the registry names it and no bucket links to a canary lane', async () => {
  await renderWith('1.0.0');
  const preview = { remote: 'about', version: '2.0.0', percent: 0 };
  const nameWith = (percent: number) => {
    named = {
      schemaVersion: 1,
      remotes: {
        about: {
          version: '1.0.0',
          entry: '/remotes/about/1.0.0/remoteEntry.js',
          basePaths: ['/about-us'],
          canary: { version: '2.0.0', entry: '/remotes/about/2.0.0/remoteEntry.js', basePaths: ['/about-us'], percent },
        },
      },
    };
  };
  // No lanes yet, then a canary ended a moment ago still holding buckets 00–09: visitors get a canary.
  nameWith(0);
  expect(await isServed(site, preview, registry)).toBe(false);
  await renderWith('1.5.0', 'canary');
  await writeLanes(site, 10);
  expect(await isServed(site, preview, registry)).toBe(false);
  await writeLanes(site, 0);
  expect(await isServed(site, preview, registry)).toBe(true);
  // Not a preview while the registry gives it a share, nor for another version.
  nameWith(10);
  expect(await isServed(site, preview, registry)).toBe(false);
  nameWith(0);
  expect(await isServed(site, { ...preview, version: '2.0.1' }, registry)).toBe(false);
});

it('waits for the switch, gives up at its time limit, and ends when told', async () => {
  await renderWith('1.0.0');
  const release = { remote: 'about', version: '1.1.0' };
  const started = Date.now();
  expect(await waitUntilServed(site, release, registry, { timeoutMs: 300 })).toBe('timed-out');
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);

  const ending = new AbortController();
  const ended = waitUntilServed(site, release, registry, { timeoutMs: 10_000, signal: ending.signal });
  ending.abort();
  expect(await ended).toBe('ended');

  const waiting = waitUntilServed(site, release, registry, { timeoutMs: 10_000 });
  await renderWith('1.1.0');
  expect(await waiting).toBe('served');
});
