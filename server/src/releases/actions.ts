/**
 * What can be done to a remote's releases (docs/design.md#releases), for every caller on a web server: a team's
 * CI with a deploy token, an admin on the Releases screen, and the canary watch. Each action changes the
 * registry and the release records together, one action at a time per server, so two never interleave their
 * registry writes.
 */
import { createReleaseRecord, moveReleaseStatus, setReleaseStatus, type Database } from '@site/api/ops';
import type { ReleaseRecord } from '@site/contracts/schemas';
import {
  checkRelease,
  installRemote,
  promoteCanary,
  ReleaseRefused,
  retireRemote,
  rollbackInstalled,
  setCanaryPercent,
  type ReleaseResult,
} from './install.ts';
import type { RegistryStore } from '../registry.ts';
import { renderVerifier, type RenderVerifyOptions } from './verify-render.ts';

/** A release asked for: the unpacked build and who asked. */
export interface ReleaseRequest {
  remote: string;
  /** The unpacked build folder. */
  dist: string;
  version: string;
  /** Canary share, 1–99; absent: to every visitor. */
  canary?: number;
  released_by: string;
  commit?: string;
  /**
   * A version whose folder already holds this very build is named again instead of refused (a release made on
   * the server's machine; over HTTP a released version is never taken twice).
   */
  reuseExisting?: boolean;
  log: (line: string) => void;
}

/** The release actions of one site folder. */
export interface ReleaseActions {
  /** The site's registry, for reading what the actions change. */
  readonly registry: RegistryStore;
  /**
   * Checks a release (checkRelease) and records it as `verifying`; returns the record. Throws ReleaseRefused
   * with nothing stored or recorded.
   */
  accept(request: ReleaseRequest): Promise<ReleaseRecord>;
  /**
   * Installs, verifies and names an accepted release (installRemote), one at a time; its record becomes
   * `canary` or `live` (the version it replaces `superseded`), or `failed` with the reason, nothing of it kept.
   * Returns the record as it ends; never throws for a refusal.
   */
  complete(request: ReleaseRequest, record: ReleaseRecord): Promise<ReleaseRecord>;
  /** Gives the canary to everyone (promoteCanary); its record becomes `live`, the old one's `superseded`. */
  promote(remote: string, log?: (line: string) => void): ReturnType<typeof promoteCanary>;
  /**
   * Ends a canary or returns to the previous version (rollbackInstalled); the abandoned version's record becomes
   * `rolled_back` with `reason`, and after a plain rollback the restored version's `live` again.
   */
  rollback(remote: string, reason: string, log?: (line: string) => void): ReturnType<typeof rollbackInstalled>;
  /** Sets the canary's share (setCanaryPercent). */
  setPercent(remote: string, percent: number): ReturnType<typeof setCanaryPercent>;
  /** Takes a remote off the site (retireRemote); its live record becomes `rolled_back` with `reason`. */
  retire(remote: string, reason: string, log?: (line: string) => void): ReturnType<typeof retireRemote>;
}

/**
 * The release actions for `site`, whose registry is `registry`, checked against the shell in `shellDist`,
 * recorded in `db`. With `verify`, each release's pages are rendered in Node before the registry names it
 * (renderVerifier).
 */
export function createReleaseActions(options: {
  db: Database;
  site: string;
  registry: RegistryStore;
  shellDist: string;
  verify?: Pick<RenderVerifyOptions, 'apiBase' | 'publicUrl' | 'renderPages'>;
}): ReleaseActions {
  const { db, site, registry, shellDist, verify } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** What checkRelease and installRemote take: a new version (or, from this machine, the same build again). */
  const installOptions = ({ remote, dist, version, canary, reuseExisting }: ReleaseRequest) => ({
    site,
    registry,
    name: remote,
    dist,
    version,
    shellDist,
    refuseExisting: !reuseExisting,
    ...(canary !== undefined && { canary }),
  });

  return {
    registry,
    async accept(request) {
      const { remote, version, canary } = request;
      await checkRelease(installOptions(request));
      return createReleaseRecord(db, {
        remote,
        version,
        released_by: request.released_by,
        commit: request.commit ?? null,
        percent: canary ?? null,
      });
    },
    complete: (request, record) =>
      oneAtATime(async () => {
        const { remote, canary } = request;
        let result: ReleaseResult;
        try {
          result = await installRemote({
            ...installOptions(request),
            ...(verify && { verify: renderVerifier({ site, registry, shellDist, ...verify }, remote) }),
            log: request.log,
          });
        } catch (error) {
          // Refused after it was accepted (verification, or another release taking the version or the canary
          // first): the record says why; anything else is a fault of the site, and says so too.
          const reason =
            error instanceof ReleaseRefused ? error.message : `The site failed: ${(error as Error).message}`;
          return (await setReleaseStatus(db, record.id, 'failed', reason)) ?? { ...record, status: 'failed', reason };
        }
        if (canary === undefined && result.previous) {
          await moveReleaseStatus(db, remote, result.previous, ['live'], 'superseded');
        }
        const status = canary === undefined ? 'live' : 'canary';
        return (await setReleaseStatus(db, record.id, status)) ?? { ...record, status };
      }),
    promote: (remote, log) =>
      oneAtATime(async () => {
        const promoted = await promoteCanary({ site, registry, name: remote, log });
        await moveReleaseStatus(db, remote, promoted.previous, ['live'], 'superseded');
        await moveReleaseStatus(db, remote, promoted.version, ['canary'], 'live');
        return promoted;
      }),
    rollback: (remote, reason, log) =>
      oneAtATime(async () => {
        const rolled = await rollbackInstalled({ site, registry, name: remote, log });
        await moveReleaseStatus(db, remote, rolled.from, rolled.canary ? ['canary'] : ['live'], 'rolled_back', reason);
        if (!rolled.canary) await moveReleaseStatus(db, remote, rolled.to, ['superseded'], 'live');
        return rolled;
      }),
    setPercent: (remote, percent) => oneAtATime(() => setCanaryPercent({ site, registry, name: remote, percent })),
    retire: (remote, reason, log) =>
      oneAtATime(async () => {
        const retired = await retireRemote({ site, registry, name: remote, log });
        await moveReleaseStatus(db, remote, retired.version, ['live'], 'rolled_back', reason);
        return retired;
      }),
  };
}
