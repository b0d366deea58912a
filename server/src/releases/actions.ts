/**
 * What can be done to a remote's releases (docs/design.md#releases), for every caller on a web server: a team's
 * CI with a deploy token, an admin on the Releases screen, and the canary watch. Each action changes the
 * registry and the release records together, one action at a time per remote, so two actions on one remote
 * never interleave while a slow release of one remote never holds up another's (registry writes themselves
 * take turns under the registry lock).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createReleaseRecord,
  dropCanaryPlan,
  failStaleReleases,
  getCanaryPlan,
  getReleaseReport,
  moveCanaryStage,
  moveReleaseStatus,
  setReleaseStatus,
  storeCanaryPlan,
  storeReleaseReport,
  type Database,
  type ReleaseReportKind,
} from '@site/api/ops';
import { REMOTE_FOLDERS, ROOT } from '../paths.ts';
import type { CanaryStages, ReleaseRecord, ReleaseReport, ReportRules } from '@site/contracts/schemas';
import type { Registry } from '@site/contracts/types';
import {
  assignBasePaths,
  checkRelease,
  installRemote,
  promoteCanary,
  ReleaseRefused,
  retireRemote,
  rollbackInstalled,
  setCanaryPercent,
  type ReleaseResult,
} from './install.ts';
import { laneRegistries, type RegistryStore } from '../registry.ts';
import { judgeReport, type ReportBody } from './report.ts';
import {
  makesReport,
  releaseChecker,
  renderChange,
  type ChangeCheck,
  type RenderVerifyOptions,
} from './verify-render.ts';
import { SERVE_TIMEOUT_MS, waitUntilServed, type ServedRelease } from './served-check.ts';
import { registryEntries, registryEntry, registryOf } from '@site/contracts/registry';

export { reportSummary } from './report.ts';

/** A release asked for: the unpacked build and who asked. */
export interface ReleaseRequest {
  remote: string;
  /** The unpacked build folder. */
  dist: string;
  version: string;
  /** Canary share, 0–99 (0: a preview no visitor is given); absent: to every visitor. */
  canary?: number;
  /**
   * The canary's stages (docs/design.md#canary-stages), checked (canaryStagesSchema, its first stage `canary`):
   * kept with the canary once visitors get it, for the canary watch to move it on.
   */
  stages?: CanaryStages;
  released_by: string;
  commit?: string;
  /**
   * A version whose folder already holds this very build is named again instead of refused (a release made on
   * the server's machine; over HTTP a released version is never taken twice).
   */
  reuseExisting?: boolean;
  /** The rules its release report must pass (docs/design.md#release-reports); none: the report only informs. */
  rules?: ReportRules;
  log: (line: string) => void;
}

/**
 * An advance's answer: the canary moved to stage `stage` (an index into its stages) at `percent` % of visitors,
 * or given everyone (`promoted`, a 100 % stage; `previous` the version it replaced).
 */
export interface AdvanceResult {
  name: string;
  version: string;
  stage: number;
  /** How many stages the canary has. */
  stages: number;
  percent: number;
  promoted: boolean;
  previous?: string;
}

/** An advance's answer (actions.advance) as the release calls and the commands give it. */
export const advanceAnswer = (moved: AdvanceResult) => ({
  version: moved.version,
  stage: moved.stage,
  stages: moved.stages,
  percent: moved.percent,
  status: moved.promoted ? 'live' : 'canary',
  ...(moved.previous && { previous: moved.previous }),
});

/** A rollback's answer: what rollbackInstalled did, and the record of the release it rolled back (null: none). */
type RollbackResult = Awaited<ReturnType<typeof rollbackInstalled>> & { release_id: string | null };

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
   * With verification, its release report is kept with the record before the registry names it, and a report
   * that breaks one of the request's `rules` refuses it (its `refused_by` says which). With `awaitServed`, the
   * status is set once visitors get the version (served-check.ts), so its time is that moment. Returns the
   * record as it ends; never throws for a refusal.
   */
  complete(request: ReleaseRequest, record: ReleaseRecord): Promise<ReleaseRecord>;
  /**
   * Gives the canary to everyone (promoteCanary); its record becomes `live`, the old one's `superseded`: with
   * `awaitServed`, once every visitor gets it, so the answer and the record's time are that moment.
   */
  promote(remote: string, log?: (line: string) => void): ReturnType<typeof promoteCanary>;
  /**
   * Ends a canary or returns to the previous version (rollbackInstalled); the abandoned version's record becomes
   * `rolled_back` with `reason`, and after a plain rollback the restored version's `live` again: with
   * `awaitServed`, once visitors are back on it (no canary page for an ended canary). With verification, the rollback's report (kind `rollback`) is then made in the background and kept with the
   * abandoned release's record (`release_id`); `idle()` waits for it.
   */
  rollback(remote: string, reason: string, log?: (line: string) => void): Promise<RollbackResult>;
  /**
   * The `kind` report (default `release`) of release `id` of `remote` (docs/design.md#release-reports), or
   * undefined when none is kept.
   */
  report(remote: string, id: string, kind?: ReleaseReportKind): Promise<ReleaseReport | undefined>;
  /** Resolves once every rollback report being made has been kept (or has ended). */
  idle(): Promise<void>;
  /** Sets the canary's share, 0–99 (setCanaryPercent); with `awaitServed`, answered once visitors get that share. */
  setPercent(remote: string, percent: number): ReturnType<typeof setCanaryPercent>;
  /**
   * Moves a staged canary to its next stage (docs/design.md#canary-stages): that stage's share (setPercent), or
   * everyone (promote) when it is 100 %; the move is kept with the stage it reached, when (`at`, default now)
   * and `by` whom. With `from`, only when the canary is still at that stage (the canary watch's step). Answered
   * as setPercent and promote are, once visitors get it. Throws ReleaseRefused 404 for an unknown remote, 409
   * without a canary, for a canary released without stages, at its last stage, or moved on meanwhile.
   */
  advance(
    remote: string,
    by: string,
    options?: { from?: number; at?: Date; log?: (line: string) => void },
  ): Promise<AdvanceResult>;
  /** Takes a remote off the site (retireRemote); its live record becomes `rolled_back` with `reason`. */
  retire(remote: string, reason: string, log?: (line: string) => void): ReturnType<typeof retireRemote>;
  /** Sets the base paths a remote owns (assignBasePaths), an admin's action. */
  assignBasePaths(remote: string, basePaths: string[]): ReturnType<typeof assignBasePaths>;
  /** Ends every wait for a release to be served (a shutdown): each is recorded at once, saying so. */
  endWaits(): void;
}

/** How long one release's verification may take before it fails, in milliseconds (RELEASE_VERIFY_TIMEOUT_MS). */
const DEFAULT_VERIFY_TIMEOUT_MS = 120_000;

/** RELEASE_VERIFY_TIMEOUT_MS from the environment when it is a positive number, else DEFAULT_VERIFY_TIMEOUT_MS. */
export function verifyTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.RELEASE_VERIFY_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_VERIFY_TIMEOUT_MS;
}

/**
 * `text` (a refusal or a release's reason) with every folder of the server replaced by a name that says
 * nothing about the machine: the site folder by `site`, the data folder by `DATA_DIR`, the shell build by
 * `shell`, the application's folder by `app` and the system's temporary folder by `tmp`. Every reason a release
 * answer or record carries passes through here (docs/design.md#releases).
 */
function withoutServerPaths(text: string, folders: { site: string; shellDist: string }): string {
  const names: [string, string][] = [
    [folders.site, 'site'],
    [path.dirname(folders.site), 'DATA_DIR'],
    [folders.shellDist, 'shell'],
    [ROOT, 'app'],
    [tmpdir(), 'tmp'],
  ];
  let result = text;
  for (const [folder, name] of names
    .filter(([folder]) => folder.length > 1)
    .sort((a, b) => b[0].length - a[0].length)) {
    result = result.replaceAll(folder, name);
  }
  return result;
}

/**
 * Cleans up after a server that stopped mid-release (docs/design.md#releases): records still `verifying` become
 * `failed` ("the server stopped"), and the candidate folders and the uploads' temporary `.release-*` folders are
 * removed. `olderThanMs` spares what is younger (0: everything): where several servers share the database and
 * the data folder, another one may be verifying right now, and none verifies for longer than its time limit.
 * Returns how many records and folders it ended.
 */
export async function recoverInterruptedReleases(options: {
  db: Database;
  site: string;
  olderThanMs: number;
}): Promise<{ records: number; folders: number }> {
  const { db, site, olderThanMs } = options;
  const before = new Date(Date.now() - olderThanMs);
  const records = await failStaleReleases(db, before, 'The server stopped while the release was being verified.');
  const old = async (folder: string) =>
    olderThanMs === 0 ||
    (await stat(folder).then(
      (s) => s.mtime < before,
      () => false,
    ));
  const leftovers: string[] = [];
  const candidates = path.join(site, REMOTE_FOLDERS.candidates);
  for (const remote of await readdir(candidates).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(candidates, remote)).catch(() => [] as string[])) {
      leftovers.push(path.join(candidates, remote, name));
    }
  }
  const data = path.dirname(site);
  for (const name of await readdir(data).catch(() => [] as string[])) {
    if (name.startsWith('.release-')) leftovers.push(path.join(data, name));
  }
  let folders = 0;
  for (const folder of leftovers) {
    if (!(await old(folder))) continue;
    await rm(folder, { recursive: true, force: true });
    folders += 1;
  }
  return { records, folders };
}

/**
 * The registry the canary lane of `registry` is rendered with, a preview's (0 %) too, for which laneRegistries
 * gives none (no visitor is in it, so the renderer renders no lane for it): what a rollback's report compares
 * from. Undefined without a canary.
 */
function canaryLane(registry: Registry): Registry | undefined {
  const entries = registryEntries(registry).map(([name, entry]): [string, typeof entry] => [
    name,
    entry.canary ? { ...entry, canary: { ...entry.canary, percent: Math.max(entry.canary.percent, 1) } } : entry,
  ]);
  return laneRegistries(registryOf(entries, registry)).canary;
}

/** A verification ended from outside: by a rollback or retirement of its remote. */
class VerificationCancelled extends Error {}

/**
 * The release actions for `site`, whose registry is `registry`, checked against the shell in `shellDist`,
 * recorded in `db`. With `verify`, the pages each release can change are rendered in Node before the registry
 * names it (releaseChecker), within `verifyTimeoutMs` (default RELEASE_VERIFY_TIMEOUT_MS or 120 s): a
 * verification that takes longer fails the release; the same renders make its release report, kept with its
 * record, and each rollback's (docs/design.md#release-reports). Actions on one remote run one at a time; actions on different remotes never
 * wait on one another. A rollback or retirement of a remote ends its releases still being verified or waiting
 * (their records `failed`, saying why), then runs.
 */
export function createReleaseActions(options: {
  db: Database;
  site: string;
  registry: RegistryStore;
  shellDist: string;
  verify?: Pick<RenderVerifyOptions, 'apiBase' | 'publicUrl' | 'renderPages' | 'report' | 'reportLimits'>;
  verifyTimeoutMs?: number;
  /**
   * Where a renderer serves the site's pages (the web server; not a command on a stopped site): a release's
   * record stays `verifying`, and a promotion's or rollback's records keep their status, until visitors get
   * the change (served-check.ts), for at most `timeoutMs` (default SERVE_TIMEOUT_MS), after which they are set
   * all the same, with a reason saying it was not yet seen served.
   */
  awaitServed?: {
    timeoutMs?: number;
    /** Called once the disk serves it, before the record says so: the server's own look at the lanes. */
    onServed?: () => Promise<void>;
  };
}): ReleaseActions {
  const { db, site, registry, shellDist, verify } = options;
  const verifyTimeoutMs = options.verifyTimeoutMs ?? verifyTimeoutFromEnv();
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(remote: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(remote) ?? Promise.resolve()).then(work, work);
    const tail = next.catch(() => undefined);
    queues.set(remote, tail);
    void tail.then(() => {
      if (queues.get(remote) === tail) queues.delete(remote);
    });
    return next;
  };
  /** The releases of each remote accepted and not yet ended, each with what ends it. */
  const pending = new Map<string, Set<AbortController>>();
  const cancelReleases = (remote: string, why: string) => {
    for (const controller of pending.get(remote) ?? []) controller.abort(new VerificationCancelled(why));
  };
  const clean = (text: string) => withoutServerPaths(text, { site, shellDist });
  // Aborted at shutdown: a release waiting to be served is recorded at once rather than holding the stop.
  const stopping = new AbortController();
  /** Runs an action, its refusals' messages cleaned of server paths. */
  const refusalsCleaned = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ReleaseRefused) throw new ReleaseRefused(error.status, clean(error.message), error.field);
      throw error;
    }
  };

  /**
   * On a server that serves pages (awaitServed), waits until `release` is what visitors get (served-check.ts),
   * for at most awaitServed.timeoutMs, ended early by `signal` or the server stopping. Returns null when it was
   * served, or with no renderer to wait for; else the reason to record with the status, saying it was not seen
   * served. Never rejects.
   */
  const servedOrReason = async (release: ServedRelease, signal?: AbortSignal): Promise<string | null> => {
    if (!options.awaitServed) return null;
    const timeoutMs = options.awaitServed.timeoutMs ?? SERVE_TIMEOUT_MS;
    const served = await waitUntilServed(site, release, registry, {
      timeoutMs,
      signal: signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal,
    });
    if (served === 'served') {
      await options.awaitServed.onServed?.();
      return null;
    }
    if (served === 'timed-out') {
      return `Named by the registry, but no generation of pages served it within ${Math.round(timeoutMs / 1000)} s.`;
    }
    return stopping.signal.aborted ? 'Named by the registry; the server stopped before its pages were served.' : null;
  };

  const seconds = Math.round(verifyTimeoutMs / 1000);
  const timeUp = `the verification did not end within ${seconds} s`;

  /**
   * Runs `work` with a signal of its own, within verifyTimeoutMs, ended at once when `signal` aborts (a rollback,
   * a shutdown): past the limit it resolves with `late(why)`, on an abort it rejects with the signal's reason.
   * Either ends the work's render sandboxes too, through its own signal; nothing waits for the render meanwhile.
   */
  const withinLimit = <T>(work: (signal: AbortSignal) => Promise<T>, late: (why: string) => T, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const ending = new AbortController();
      // Whichever comes first ends it; the other two are then let go, so a hung render holds nothing here.
      const end = (settle: () => void, why?: Error) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        settle();
        ending.abort(why ?? new Error('the verification ended'));
      };
      const timer = setTimeout(() => end(() => resolve(late(timeUp)), new Error(timeUp)), verifyTimeoutMs);
      const onAbort = () => end(() => reject(signal.reason as Error), signal.reason as Error);
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      work(ending.signal).then(
        (result) => end(() => resolve(result)),
        (error: unknown) => end(() => reject(error as Error)),
      );
    });

  /**
   * The candidate check for installRemote: the render verification and the release report (releaseChecker),
   * failed when it takes over verifyTimeoutMs and ended at once when `signal` aborts (a rollback).
   */
  const limitedVerifier = (remote: string, signal: AbortSignal) => {
    const inner = releaseChecker({ site, registry, shellDist, ...verify! }, remote);
    return (candidate: Parameters<typeof inner>[0]) =>
      withinLimit<ChangeCheck>(
        (ending) => inner(candidate, ending),
        (why) => ({ problems: [why] }),
        signal,
      );
  };

  /** A report as it is kept: with its record, judged, and with no server folder in it. */
  const keptReport = (body: ReportBody, release_id: string, refused_by: string | null): ReleaseReport =>
    JSON.parse(clean(JSON.stringify({ ...body, release_id, refused_by }))) as ReleaseReport;

  /** The rollback reports being made, each ended by a shutdown (`stopping`) or the time limit. */
  const reporting = new Set<Promise<void>>();
  /**
   * Makes and keeps the report of a rollback of `remote` (kind `rollback`) against the abandoned release's record
   * `release_id`, in the background: the registry as it was before (`was`, its canary lane when a canary ended)
   * against the stable one after (`now`), over the same radius as a release. Nothing is kept when it fails.
   */
  const reportRollback = (
    remote: string,
    rolled: Awaited<ReturnType<typeof rollbackInstalled>>,
    release_id: string,
    was: Awaited<ReturnType<RegistryStore['read']>>,
    now: Awaited<ReturnType<RegistryStore['read']>>,
    log: (line: string) => void,
  ) => {
    const lanes = laneRegistries(was);
    const change = {
      name: remote,
      kind: 'rollback' as const,
      before: rolled.canary ? (canaryLane(was) ?? lanes.stable) : lanes.stable,
      after: laneRegistries(now).stable,
      version: rolled.to,
      base_version: rolled.from,
    };
    const work = withinLimit<ChangeCheck>(
      (signal) => renderChange({ site, registry, shellDist, ...verify! }, change, signal),
      (why) => ({ problems: [why] }),
      stopping.signal,
    )
      .then(async ({ report }) => {
        if (report) await storeReleaseReport(db, release_id, 'rollback', keptReport(report.body, release_id, null));
      })
      .catch((error: unknown) => log(`${remote}: the rollback's report was not made: ${(error as Error).message}`));
    reporting.add(work);
    void work.finally(() => reporting.delete(work));
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

  const actions: ReleaseActions = {
    registry,
    endWaits: () => stopping.abort(),
    accept: (request) =>
      refusalsCleaned(async () => {
        const { remote, version, canary } = request;
        await checkRelease(installOptions(request));
        return createReleaseRecord(db, {
          remote,
          version,
          released_by: request.released_by,
          commit: request.commit ?? null,
          percent: canary ?? null,
        });
      }),
    complete: async (request, record) => {
      const { remote, canary } = request;
      const controller = new AbortController();
      const mine = pending.get(remote) ?? new Set();
      pending.set(remote, mine.add(controller));
      const fail = async (reason: string) =>
        (await setReleaseStatus(db, record.id, 'failed', clean(reason))) ?? {
          ...record,
          status: 'failed' as const,
          reason: clean(reason),
        };
      try {
        return await oneAtATime(remote, async () => {
          if (controller.signal.aborted) return fail((controller.signal.reason as Error).message);
          let result: ReleaseResult;
          const check = verify && limitedVerifier(remote, controller.signal);
          // The verification's renders make the release report; it is kept with the record before the registry
          // names the release, and a rule it breaks refuses the release (docs/design.md#release-reports).
          const verifyAndReport = async (candidate: Parameters<NonNullable<typeof check>>[0]) => {
            const { problems, report } = await check!(candidate);
            if (problems.length > 0 || !report) return problems;
            const refusedBy = request.rules ? judgeReport(report.body, request.rules, report.unchecked) : null;
            await storeReleaseReport(db, record.id, 'release', keptReport(report.body, record.id, refusedBy));
            if (refusedBy) {
              throw new ReleaseRefused(
                422,
                `Refusing to release ${remote} ${request.version}: its release report breaks a rule; the registry ` +
                  `is unchanged. ${refusedBy}`,
              );
            }
            return [];
          };
          try {
            result = await installRemote({
              ...installOptions(request),
              ...(check && { verify: verifyAndReport }),
              log: request.log,
            });
          } catch (error) {
            // Refused after it was accepted (verification, a rollback ending it, or another release taking the
            // version or the canary first): the record says why; anything else is a fault of the site, and says
            // so too.
            const known = error instanceof ReleaseRefused || error instanceof VerificationCancelled;
            return fail(known ? (error as Error).message : `The site failed: ${(error as Error).message}`);
          }
          // The record says `canary` or `live` once visitors get it, and that moment is its time: a team's CI
          // that starts its checks on the status checks the new version, not the one before.
          const reason = await servedOrReason(
            { remote, version: result.version, ...(canary !== undefined && { percent: canary }) },
            controller.signal,
          );
          if (canary === undefined && result.previous) {
            await moveReleaseStatus(db, remote, result.previous, ['live'], 'superseded');
          }
          // The first stage's step counts from the moment visitors get the canary; a version released again
          // from this machine without stages leaves none of an earlier plan behind.
          if (canary !== undefined && request.stages) {
            await storeCanaryPlan(db, {
              remote,
              version: result.version,
              stages: request.stages.stages,
              step_minutes: request.stages.step_minutes,
              at: new Date().toISOString(),
              by: 'release',
            });
          } else if (canary !== undefined) await dropCanaryPlan(db, remote, result.version);
          const status = canary === undefined ? 'live' : 'canary';
          return (await setReleaseStatus(db, record.id, status, reason)) ?? { ...record, status, reason };
        });
      } finally {
        mine.delete(controller);
        if (mine.size === 0 && pending.get(remote) === mine) pending.delete(remote);
      }
    },
    promote: (remote, log) =>
      oneAtATime(remote, () =>
        refusalsCleaned(async () => {
          const promoted = await promoteCanary({ site, registry, name: remote, log });
          // `live` once every visitor gets it, as for a release to everyone.
          const reason = await servedOrReason({ remote, version: promoted.version });
          await moveReleaseStatus(db, remote, promoted.previous, ['live'], 'superseded');
          await moveReleaseStatus(db, remote, promoted.version, ['canary'], 'live', reason);
          return promoted;
        }),
      ),
    rollback: (remote, reason, log) => {
      cancelReleases(remote, `Cancelled while it was being verified: its remote was rolled back. ${reason}`);
      return oneAtATime(remote, () =>
        refusalsCleaned(async () => {
          const was = await registry.read();
          const rolled = await rollbackInstalled({ site, registry, name: remote, log });
          // The records change once visitors are back on the earlier version: no canary page for an ended
          // canary, the earlier version's pages otherwise.
          const served = await servedOrReason(
            rolled.canary ? { remote, version: rolled.from, ended: true } : { remote, version: rolled.to },
          );
          const release_id = await moveReleaseStatus(
            db,
            remote,
            rolled.from,
            rolled.canary ? ['canary'] : ['live'],
            'rolled_back',
            reason,
          );
          if (!rolled.canary) await moveReleaseStatus(db, remote, rolled.to, ['superseded'], 'live', served);
          // The report renders for a few seconds: the rollback itself is answered first, and never waits on it.
          if (verify && makesReport(verify) && release_id) {
            reportRollback(remote, rolled, release_id, was, await registry.read(), log ?? console.log);
          }
          return { ...rolled, release_id: release_id ?? null };
        }),
      );
    },
    report: (remote, id, kind) => getReleaseReport(db, remote, id, kind),
    idle: async () => {
      while (reporting.size > 0) await Promise.allSettled([...reporting]);
    },
    assignBasePaths: (remote, basePaths) =>
      oneAtATime(remote, () => refusalsCleaned(() => assignBasePaths({ site, registry, name: remote, basePaths }))),
    setPercent: (remote, percent) =>
      oneAtATime(remote, () =>
        refusalsCleaned(async () => {
          const set = await setCanaryPercent({ site, registry, name: remote, percent });
          // Answered once the share is what visitors get, so a caller's checks that follow see it.
          await servedOrReason({ remote, version: set.version, percent: set.percent });
          return set;
        }),
      ),
    async advance(remote, by, { from, at = new Date(), log } = {}) {
      const entry = registryEntry(await registry.read(), remote);

      if (!entry) throw new ReleaseRefused(404, `The registry has no remote named "${remote}".`);
      const { canary } = entry;
      if (!canary) throw new ReleaseRefused(409, `${remote} has no canary to advance.`);
      const plan = await getCanaryPlan(db, remote, canary.version);
      if (!plan) {
        throw new ReleaseRefused(
          409,
          `${remote} canary ${canary.version} was released without stages: set its share or promote it.`,
        );
      }
      if (from !== undefined && plan.stage !== from) {
        throw new ReleaseRefused(409, `${remote} canary ${canary.version} has moved on from that stage already.`);
      }
      const next = plan.stages[plan.stage + 1];
      if (!next) {
        throw new ReleaseRefused(409, `${remote} canary ${canary.version} is at its last stage: promote it.`);
      }
      const moved = await moveCanaryStage(db, {
        remote,
        version: canary.version,
        from: plan.stage,
        percent: next.percent,
        at: at.toISOString(),
        by,
      });
      if (!moved) {
        throw new ReleaseRefused(409, `${remote} canary ${canary.version} has moved on from that stage already.`);
      }
      const moves = { name: remote, version: canary.version, stage: plan.stage + 1, stages: plan.stages.length };
      if (next.percent === 100) {
        const promoted = await actions.promote(remote, log);
        return { ...moves, percent: 100, promoted: true, previous: promoted.previous };
      }
      await actions.setPercent(remote, next.percent);
      return { ...moves, percent: next.percent, promoted: false };
    },
    retire: (remote, reason, log) => {
      cancelReleases(remote, `Cancelled while it was being verified: its remote was taken off the site. ${reason}`);
      return oneAtATime(remote, () =>
        refusalsCleaned(async () => {
          const retired = await retireRemote({ site, registry, name: remote, log });
          // Answered once no visitor's pages name the remote, so the tests and checks that follow see it gone.
          await servedOrReason({ remote, version: retired.version, retired: true });
          await moveReleaseStatus(db, remote, retired.version, ['live'], 'rolled_back', reason);
          return retired;
        }),
      );
    },
  };
  return actions;
}
