/**
 * When a release is served (docs/design.md#releases): its record says `canary` or `live` only once visitors
 * get it. Each generation keeps the registry it was rendered with (`registry.json`), and the lanes are links on
 * the disk that nginx and every instance read, so whichever instance took the release can see the moment from
 * the disk, whichever instance renders.
 */
import { readlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BUCKETS,
  bucketName,
  currentGenerationId,
  lanesDir,
  laneOf,
  pagesDir,
  readLanePercent,
} from '../render/generations.ts';
import type { RegistryStore } from '../registry.ts';
import { registryEntry, servedVersion } from '@site/contracts/registry';
import type { Registry } from '@site/contracts/types';
import { readRegistryFile } from '@site/api/ops';

/** Milliseconds between two looks at the disk while a release waits to be served. */
const LOOK_MS = 100;

/** Default wait for a release to be served, in ms, before its status is set with a reason saying so. */
export const SERVE_TIMEOUT_MS = 60_000;

/** A released version as visitors are to get it: to everyone, or to a canary share of `percent` %. */
export interface ServedRelease {
  remote: string;
  version: string;
  /** The canary share (0–99; 0: a preview no visitor is given); absent for a release to everyone. */
  percent?: number;
  /** The canary at `version` was ended (rolled back): it is served, as ended, once no visitor gets a canary. */
  ended?: boolean;
  /** The remote was taken off the site: it is served, as retired, once no page any visitor gets names it. */
  retired?: boolean;
}

/** The registry generation `id` was rendered with; undefined when unreadable. */
const generationRegistry = (site: string, id: string): Promise<Registry | undefined> =>
  readRegistryFile(path.join(pagesDir(site), id, 'registry.json')).catch(() => undefined);

/**
 * True when a canary for 0 % (a preview) is in place: the registry in the database (`registry`, what the
 * renderer's next pass renders with) names it as the remote's canary with a share of 0, and no visitor is given
 * any canary (noCanaryServed). A preview has no generation of its own to wait for: the renderer renders the
 * canary lane only once it has a share, and pinned browsers get their pages rendered in the browser.
 */
async function isPreviewInPlace(
  site: string,
  release: ServedRelease,
  registry: Pick<RegistryStore, 'read'>,
): Promise<boolean> {
  const named = await registry.read().catch(() => undefined);
  const canary = named && registryEntry(named, release.remote)?.canary;
  if (canary?.version !== release.version || canary.percent !== 0) return false;
  return noCanaryServed(site);
}

/**
 * True when no visitor is given any canary: the share recorded is 0 and every bucket links to the current lane
 * (a canary ended just before may still hold buckets until the renderer's next pass).
 */
async function noCanaryServed(site: string): Promise<boolean> {
  if ((await readLanePercent(site)) !== 0) return false;
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    const target = await readlink(path.join(lanesDir(site), bucketName(bucket))).catch(() => undefined);
    if (target !== `../${laneOf(bucket, 0)}`) return false;
  }
  return true;
}

/**
 * True when no lane a visitor is given was rendered with `remote`: the current lane's generation names it not,
 * nor the canary lane's while a share is recorded.
 */
async function retiredServed(site: string, remote: string): Promise<boolean> {
  const lanes: Array<'current' | 'canary'> = (await readLanePercent(site)) > 0 ? ['current', 'canary'] : ['current'];
  for (const lane of lanes) {
    const id = await currentGenerationId(site, lane);
    if (!id) return false;
    const named = await generationRegistry(site, id);
    if (!named || registryEntry(named, remote)) return false;
  }
  return true;
}

/**
 * True when `release` is what visitors get now from the disk: its lane's generation (`canary` with a share,
 * else `current`) was rendered with the version, and for a canary the share is recorded and every bucket in
 * it links to the canary lane. A canary for 0 % is served once it is in place and no visitor gets a canary
 * (isPreviewInPlace, which reads the registry from `registry`); an ended canary once no visitor gets any
 * canary; a retired remote once no lane names it (retiredServed). Never rejects (a file being switched, or a
 * database that does not answer, reads as not yet).
 */
export async function isServed(
  site: string,
  release: ServedRelease,
  registry: Pick<RegistryStore, 'read'>,
): Promise<boolean> {
  if (release.ended) return noCanaryServed(site);
  if (release.retired) return retiredServed(site, release.remote);
  if (release.percent === 0) return isPreviewInPlace(site, release, registry);
  const lane = release.percent === undefined ? 'current' : 'canary';
  const id = await currentGenerationId(site, lane);
  if (!id) return false;
  const named = await generationRegistry(site, id);
  if (!named || servedVersion(named, release.remote) !== release.version) return false;

  if (release.percent === undefined) return true;
  if ((await readLanePercent(site)) !== release.percent) return false;
  for (let bucket = 0; bucket < Math.min(release.percent, BUCKETS); bucket += 1) {
    // The link writeLanes makes for a bucket in the share.
    const target = await readlink(path.join(lanesDir(site), bucketName(bucket))).catch(() => undefined);
    if (target !== `../${laneOf(bucket, release.percent)}`) return false;
  }
  return true;
}

/**
 * Waits until `release` is served (isServed, with the registry read from `registry`), looking every LOOK_MS. Resolves 'served', 'timed-out' after
 * `timeoutMs`, or 'ended' as soon as `signal` aborts (a rollback ends the wait; the caller still records the
 * release, which the rollback then moves on). Never rejects.
 */
export async function waitUntilServed(
  site: string,
  release: ServedRelease,
  registry: Pick<RegistryStore, 'read'>,
  { timeoutMs = SERVE_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<'served' | 'timed-out' | 'ended'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) return 'ended';
    if (await isServed(site, release, registry)) return 'served';
    if (Date.now() >= deadline) return 'timed-out';
    // An abort ends the pause early; the loop's first line then answers 'ended'.
    await sleep(LOOK_MS, undefined, { signal }).catch(() => undefined);
  }
}
