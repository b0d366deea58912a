import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { c as createTar } from 'tar';
import { buildApp } from '@site/api';
import { loadOpsConfig } from '@site/api/config';
import { stagesText, type CanaryStages, type ReleaseReport, type ReportRules } from '@site/contracts/schemas';
import type { Registry } from '@site/contracts/types';
import { createReleaseActions } from '@site/server/release-actions';
import { runRemoteCommand, type RemoteCommand } from '@site/server/remote-commands';
import { startRelease } from '@site/server/start-release';
import { findLocalServer, THIS_MACHINE } from '@site/server/local-release';
import { recordAuditLine, type AuditLine } from '@site/server/release-audit';
import { adoptRegistryFiles, registryStore, type RegistryStore } from '@site/server/registry';
import { localVersion, VERSION_PATTERN, VERSION_RULE, type ReleaseResult } from '@site/server/releases';
import { buildPackage, buildShell, isBuilt } from './build.ts';
import { databaseTarget } from './database-target.ts';
import { verifyCandidate } from './verify.ts';
import { ROOT, remoteFolder, remotePackages, siteDir } from './paths.ts';

export { contentHash } from '@site/server/releases';
export { reportSummary } from '@site/server/release-actions';

/**
 * A release's preview link (docs/design.md#releases): the address on the site's public origin that pins a
 * browser to the remote's canary, which canary, and when the link lapses (ISO).
 */
export interface PreviewLink {
  url: string;
  version: string;
  expires_at: string;
}

/** A release as this machine's commands end it: what was released, its record's address and its report. */
export type LocalReleaseResult = ReleaseResult & {
  /** The record's address (`<site>/api/releases/<remote>/<id>`); absent when nothing was released. */
  record?: string;
  /** Its release report (docs/design.md#release-reports); absent when nothing was released. */
  report?: ReleaseReport;
  /**
   * For a canary for 0 %, its preview link; `note` says when the link cannot be opened yet (the site is stopped).
   */
  preview?: PreviewLink & { note?: string };
};

/**
 * A release refused after it was accepted: by its verification (a page that failed to render) or by a rule its
 * report broke. Carries the record's address and, when one was made, the report, for the command to print.
 */
export class ReleaseFailed extends Error {
  readonly record: string;
  readonly report: ReleaseReport | undefined;

  constructor(message: string, record: string, report: ReleaseReport | undefined) {
    super(message);
    this.record = record;
    this.report = report;
  }
}

/** The report rules as query parameters of the release call (docs/design.md#release-reports). */
function ruleParameters(url: URL, rules: ReportRules | undefined): void {
  if (rules?.max_changed_pages !== undefined)
    url.searchParams.set('max_changed_pages', String(rules.max_changed_pages));
  if (rules?.refuse_new_violations) url.searchParams.set('refuse_new_violations', '1');
}

/** The site's public origin, as the server has it: SITE_URL, else http://localhost:PORT. */
const publicOrigin = () => loadOpsConfig().siteUrl ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** What can be done to a released remote from the server's machine, besides releasing it (runRemoteCommand). */
type RemoteAction = RemoteCommand;

/**
 * The site a command on the server's machine acts on (docs/design.md#registry): through the web server running
 * on its data folder, over its release calls with the machine-local token, or, when none runs, on the database
 * directly, through the same release actions the server uses.
 */
export interface LocalSite {
  /**
   * The API the site's pages read (the running server, or the one this command started on its database): what a
   * check in Chromium (`--browser-check`) reads from.
   */
  readonly apiBase: string;
  /** True when the commands go through a web server running on the data folder; false on a stopped site. */
  readonly running: boolean;
  /**
   * The registry the site's pages are composed with, which a check in Chromium puts the candidate into: through a
   * running server, the one its served pages were rendered with (`/registry.json`; empty before any is served);
   * on a stopped site, the database's. Throws when the server or the database does not answer.
   */
  registry(): Promise<Registry>;
  /**
   * Releases the build in `dist` as `version` of `name`, verified by rendering the pages it can change in Node,
   * as the server verifies every release, with its report judged by `rules`. Throws ReleaseFailed (with the
   * report, when one was made) when the verification or a rule refuses it, an Error when it is refused sooner.
   */
  release(request: {
    name: string;
    dist: string;
    version: string;
    /** A changed build at a taken version gets a version of its own (localVersion) instead of a refusal. */
    suffixChangedBuild?: boolean;
    /** A canary for this share of visitors, 0–99 (0: a preview no visitor is given). */
    canary?: number;
    /** Its stages, checked, the first `canary` (docs/design.md#canary-stages). */
    stages?: CanaryStages;
    rules?: ReportRules;
    log: (line: string) => void;
  }): Promise<LocalReleaseResult>;
  /**
   * Rolls back, promotes or retires `name`, sets its canary's share to `percent` (`share`), moves a staged
   * canary to its next stage (`advance`: `{remote, version, stage, stages, percent, status}`), or makes a preview
   * link to its canary (`preview-link`: `{remote, url, version, expires_at}`); returns what the action answers;
   * throws when it is refused (no canary, say).
   */
  act(
    name: string,
    action: RemoteAction,
    log: (line: string) => void,
    percent?: number,
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Opens the site in `site` (a data folder's site folder) for commands on its machine: the running web server's
 * release calls when one runs on it, else its database, with the API started in this process on a loopback port
 * so that a release is verified by rendering its pages in Node and gets its report, as on the server
 * (docs/design.md#releases). The caller closes it. Throws when the database cannot be opened.
 */
export async function openLocalSite(site: string, shellDist = path.join(ROOT, 'shell/dist')): Promise<LocalSite> {
  const dataDir = path.dirname(site);
  const server = await findLocalServer(dataDir);
  if (server) {
    const call = { site: server.url, token: server.token };
    return {
      apiBase: server.url,
      running: true,
      async registry() {
        const answer = await fetch(new URL('/registry.json', server.url));
        // The site answers 503 (no page served yet) or 404 (an older generation without one) before it has pages.
        if (answer.status === 503 || answer.status === 404) return { schemaVersion: 1, remotes: {} };
        if (!answer.ok) throw new Error(`The running site answered ${answer.status} for /registry.json.`);
        return (await answer.json()) as Registry;
      },
      async release({ name, dist, version, canary, stages, rules, log }) {
        const answer = await releaseOverHttp(name, {
          ...call,
          version,
          distDir: dist,
          ...(canary !== undefined && { canary }),
          ...(stages && { stages }),
          ...(rules && { rules }),
        });
        log(`${name}: released ${version}${answer.previous ? ` (previous: ${answer.previous})` : ''}.`);
        return {
          name,
          version,
          changed: true,
          ...(answer.previous && { previous: answer.previous }),
          record: answer.record,
          ...(answer.report && { report: answer.report }),
        };
      },
      act: (name, action, _log, percent) =>
        callRemoteAction(name, { ...call, action, ...(percent !== undefined && { percent }) }),
      close: async () => undefined,
    };
  }
  // The API over the command's own opening of the database, on loopback only, for the pages' data: the
  // verification renders them in the render sandbox, which reads the API as the renderer does. Nothing else of
  // the server runs (no mail, no scheduled publishing); an empty database is seeded as the server's first start
  // would seed it, so the pages render with the content visitors will get.
  const api = await buildApp({
    ...databaseTarget(dataDir),
    mediaDir: path.join(dataDir, 'media'),
    releaseRegistry: true,
    mail: null,
    outboxIntervalMs: 0,
    scheduleIntervalMs: 0,
  });
  try {
    const apiBase = await api.listen({ port: 0, host: '127.0.0.1' });
    // The render job a change queues waits in the database for the server's coordinator at its next start.
    const registry: RegistryStore = registryStore(api.db);
    await adoptRegistryFiles(registry, site);
    const publicUrl = publicOrigin();
    // A fresh data folder (npm start's first releases) has no stored pages, so its releases make no report.
    const actions = createReleaseActions({
      db: api.db,
      site,
      registry,
      shellDist,
      verify: { apiBase, publicUrl, report: 'when-pages-stored' },
    });
    const recordOf = (name: string, id: string) => new URL(`/api/releases/${name}/${id}`, publicUrl).href;
    // Audited as the same actions over HTTP are, under this machine: a stopped site's changes are no less made.
    const audit = (line: AuditLine) => recordAuditLine(api.db, THIS_MACHINE, null, line);
    return {
      apiBase,
      running: false,
      registry: () => registry.read(),
      async release({ name, dist, version: asked, suffixChangedBuild, canary, stages, rules, log }) {
        const { version, current } = await localVersion({
          site,
          registry,
          name,
          dist,
          version: asked,
          suffixChangedBuild,
        });
        if (current) {
          log(`${name}: ${version} is already the current version.`);
          return { name, version, changed: false };
        }
        const request = {
          remote: name,
          dist,
          version,
          released_by: THIS_MACHINE.email,
          reuseExisting: true,
          ...(canary !== undefined && { canary }),
          ...(stages && { stages }),
          ...(rules && { rules }),
          log,
        };
        // Unlike the release route, the command waits for the verification: it answers with the outcome and report.
        const { previous, completion } = await startRelease(actions, api.db, request, {
          actor: THIS_MACHINE,
          tokenId: null,
        });
        const record = await completion;
        const report = await actions.report(name, record.id);
        if (record.status === 'failed') {
          throw new ReleaseFailed(
            record.reason ?? `${name} ${version} was refused.`,
            recordOf(name, record.id),
            report,
          );
        }
        return {
          name,
          version,
          changed: true,
          ...(previous && { previous }),
          record: recordOf(name, record.id),
          ...(report && { report }),
        };
      },
      async act(name, action, log, percent) {
        const done = await runRemoteCommand(actions, api.db, action, name, {
          who: THIS_MACHINE.email,
          log,
          origin: publicUrl,
          ...(percent !== undefined && { percent }),
        });
        await audit(done.audit);
        // A rollback's report is made once the rollback is done; the command ends when it is kept.
        if (action === 'rollback') await actions.idle();
        return { remote: name, ...done.answer };
      },
      close: async () => {
        await actions.idle();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}

/** Runs `work` on the site in `site` opened for this machine (openLocalSite), closing it after. */
async function onLocalSite<T>(site: string, shellDist: string | undefined, work: (local: LocalSite) => Promise<T>) {
  const local = await openLocalSite(site, shellDist);
  try {
    return await work(local);
  } finally {
    await local.close();
  }
}

export interface ReleaseOptions {
  /** The version to release as; default the remote's package.json version. */
  version?: string;
  /** Build the remote first (default); false reuses dist/ when present. */
  build?: boolean;
  /** Release this already-built folder instead of the package's dist/ (nothing is built). */
  distDir?: string;
  /** The shell build whose shared versions the remote must be compatible with; default shell/dist. */
  shellDist?: string;
  /**
   * Also check the candidate in Chromium against the site whose API is at this URL before releasing it (the
   * release is verified by rendering in Node either way); false or absent: no Chromium check.
   */
  verifyAgainst?: string | false;
  /** Also check the candidate in Chromium against the opened site's API (`--browser-check`), on either path. */
  browserCheck?: boolean;
  /** The rules the release's report must pass (docs/design.md#release-reports). */
  rules?: ReportRules;
  /**
   * A canary for this share of visitors, 0–99 (docs/design.md#releases), instead of a release to everyone. For 0,
   * the result carries the canary's preview link.
   */
  canary?: number;
  /** The canary's stages, checked (readCanaryStages), the first `canary` (docs/design.md#canary-stages). */
  stages?: CanaryStages;
  site?: string;
  /**
   * When the version's folder already holds a different build, release this one as `<version>-<content hash>`
   * instead of refusing. For `npm start` on a data folder that holds earlier local builds; a deliberate release
   * bumps the version instead.
   */
  suffixChangedBuild?: boolean;
  /** The site opened already (npm start releases every remote on one). */
  local?: LocalSite;
  log?: (line: string) => void;
}

/**
 * `release <remote>` (docs/design.md#registry): builds one remote and releases it on this machine's site
 * through the release actions (openLocalSite): the pages it can change are rendered in Node with it, as the
 * server verifies every release, and its release report is made and kept (docs/design.md#release-reports);
 * then its build is copied into the immutable folder /remotes/<name>/<version>/ (precompressed) and the
 * registry names it, with the old version as `previous`. Touches no other remote and never the shell. With
 * `browserCheck` or `verifyAgainst`, the candidate must first also render every route cleanly in Chromium,
 * served from its build folder, before anything is stored. A build whose version's folder holds another build
 * from this machine is released as `<version>-<hash>` (localVersion); the build the registry names already is
 * not released again (`changed: false`). With `canary`, it is released as the remote's canary for that share
 * of visitors; for 0, with its preview link. Returns the result with its record's address and report. Throws,
 * leaving the registry untouched, when the remote is unknown, was built against shared singletons the shell
 * cannot satisfy, fails verification (ReleaseFailed) or breaks a rule of its report (ReleaseFailed).
 */
export async function releaseRemote(remote: string, options: ReleaseOptions = {}): Promise<LocalReleaseResult> {
  const { name, dir } = remoteFolder(remote);
  const site = options.site ?? siteDir();
  const log = options.log ?? console.log;
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = options.version ?? pkg.version;
  if (!VERSION_PATTERN.test(version)) throw new Error(VERSION_RULE(version));
  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell/dist');
  if (!options.shellDist && !isBuilt('shell')) await buildShell();
  const dist = options.distDir ?? path.join(dir, 'dist');
  const release = async (local: LocalSite) => {
    const baseUrl = options.verifyAgainst || (options.browserCheck ? local.apiBase : undefined);
    if (baseUrl) {
      log(`${name}: checking ${version} in Chromium …`);
      const problems = await verifyCandidate({
        name,
        version,
        dist,
        baseUrl,
        site,
        shellDist,
        registry: await local.registry(),
      });
      if (problems.length) {
        throw new Error(
          `Refusing to release ${name} ${version}: it failed verification; the registry is unchanged.\n- ${problems.join('\n- ')}`,
        );
      }
    }
    const result = await local.release({
      name,
      dist,
      version,
      log,
      suffixChangedBuild: options.suffixChangedBuild ?? false,
      ...(options.canary !== undefined && { canary: options.canary }),
      ...(options.stages && { stages: options.stages }),
      ...(options.rules && { rules: options.rules }),
    });
    if (options.canary !== 0 || !result.changed) return result;
    // A preview is for reviewers: the command hands them the link. On a stopped site no server can open it yet.
    const link = (await local.act(name, 'preview-link', log)) as unknown as PreviewLink;
    const preview = { url: link.url, version: link.version, expires_at: link.expires_at };
    return {
      ...result,
      preview: local.running ? preview : { ...preview, note: 'The site is stopped: the link works once it runs.' },
    };
  };
  return options.local ? release(options.local) : onLocalSite(site, shellDist, release);
}

/**
 * What `npm start` does before it serves: builds what is missing (the shell, each remote) and releases every
 * remote package of the repository into the site folder `site`, with one opening of its database (or of the
 * running server's release calls). A remote whose release fails keeps its current release, with a warning
 * printed; nothing is thrown for it. Resolves once every remote has been tried.
 */
export async function releaseBuiltRemotes(site: string): Promise<void> {
  if (!isBuilt('shell')) await buildShell();
  const local = await openLocalSite(site);
  try {
    for (const { name, folder } of remotePackages()) {
      try {
        // A data folder may hold an earlier local build at the same version: the new build gets a version of its own.
        await releaseRemote(name, { site, build: !isBuilt(folder), suffixChangedBuild: true, local });
      } catch (error) {
        console.warn(`${name}: kept the current release. ${(error as Error).message}`);
      }
    }
  } finally {
    await local.close();
  }
}

/**
 * `rollback <remote>`, `promote <remote> [--canary P]` and `rollback <remote> --retire` on this machine's site
 * (docs/design.md#registry): rollback ends a canary, or points the registry back at `previous` with that
 * version's own nav and base paths; promote gives the canary to everyone; `share` (promote --canary P) sets the
 * canary's share to `percent` (0–99); `preview-link` makes a link to the canary; retire takes the remote off
 * the site. Runs on `options.local` when given, else opens the site (openLocalSite) and closes it after.
 * Returns the action's answer; throws when it is refused (nothing to roll back to, no canary).
 */
export async function changeRemote(
  remote: string,
  action: RemoteAction,
  options: { site?: string; local?: LocalSite; percent?: number; log?: (line: string) => void } = {},
) {
  const { name } = remoteFolder(remote);
  const act = (local: LocalSite) => local.act(name, action, options.log ?? console.log, options.percent);
  return options.local ? act(options.local) : onLocalSite(options.site ?? siteDir(), undefined, act);
}

/** `rollback <remote>` on this machine's site: changeRemote's rollback. */
export const rollbackRemote = (
  remote: string,
  options: { site?: string; local?: LocalSite; log?: (line: string) => void } = {},
) => changeRemote(remote, 'rollback', options);

/**
 * `release <remote> --site <url>`: the same release from a team's CI, over HTTP (docs/design.md#registry).
 * Builds the remote (unless `build` is false or `distDir` names a build), sends its build folder as a gzip tar to
 * `POST <site>/api/releases/<name>?version=V` (with its report's `rules` as query parameters) with the deploy
 * token, waits while the site verifies it (its record at the answer's Location), and returns the answer with
 * the status it ended in (`live` or `canary`), the record's address and its release report. Throws with the
 * site's message when it refuses, ReleaseFailed (with the report) when the verification or a rule fails it
 * (nothing is kept then).
 */
export async function releaseOverHttp(
  remote: string,
  options: {
    site: string;
    token: string;
    version?: string;
    build?: boolean;
    distDir?: string;
    /** A canary for this share of visitors, 0–99 (0: a preview no visitor is given; docs/design.md#releases). */
    canary?: number;
    /** The canary's stages, checked, the first `canary` (docs/design.md#canary-stages). */
    stages?: CanaryStages;
    /** The commit built, recorded with the release. */
    commit?: string;
    /** The rules its release report must pass (docs/design.md#release-reports). */
    rules?: ReportRules;
    /** How long to wait for the site's verification, in ms; default 5 minutes. */
    verifyTimeoutMs?: number;
  },
): Promise<{
  id: string;
  remote: string;
  version: string;
  previous: string | null;
  status: string;
  /** The record's address. */
  record: string;
  /** Its release report; null when the site kept none. */
  report: ReleaseReport | null;
}> {
  const { name, dir } = remoteFolder(remote);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = options.version ?? pkg.version;
  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const chunks: Buffer[] = [];
  const cwd = options.distDir ?? path.join(dir, 'dist');
  for await (const chunk of createTar({ gzip: true, cwd, portable: true }, ['.'])) {
    chunks.push(chunk as Buffer);
  }
  const url = new URL(`/api/releases/${name}`, options.site);
  url.searchParams.set('version', version);
  if (options.canary !== undefined) url.searchParams.set('canary', String(options.canary));
  if (options.stages) {
    url.searchParams.set('stages', stagesText(options.stages.stages));
    url.searchParams.set('step_minutes', String(options.stages.step_minutes));
  }
  if (options.commit) url.searchParams.set('commit', options.commit);
  ruleParameters(url, options.rules);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${options.token}` },
    body: Buffer.concat(chunks),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(`${url.origin} refused ${name} ${version} (${response.status}): ${answer.error?.message ?? ''}`);
  }
  const accepted = answer as { id: string; remote: string; version: string; previous: string | null; status: string };
  // Accepted: the site verifies it before naming it; its record says when that has ended, and how.
  const record = new URL(response.headers.get('location') ?? `/api/releases/${name}/${accepted.id}`, options.site);
  const authorization = { authorization: `Bearer ${options.token}` };
  // Kept with the record before its status leaves `verifying` (a release refused before rendering has none).
  const report = async () => {
    const read = await fetch(`${record.href}/report`, { headers: authorization });
    return read.ok ? ((await read.json()) as ReleaseReport) : null;
  };
  const deadline = Date.now() + (options.verifyTimeoutMs ?? 5 * 60_000);
  for (;;) {
    const status = await fetch(record, { headers: authorization });
    const current = (await status.json().catch(() => ({}))) as { status?: string; reason?: string | null };
    if (!status.ok) throw new Error(`${url.origin} answered ${status.status} for the release's record ${record.href}.`);
    if (current.status === 'failed') {
      throw new ReleaseFailed(
        `${url.origin} refused ${name} ${version} after verification: ${current.reason ?? ''}`,
        record.href,
        (await report()) ?? undefined,
      );
    }
    if (current.status !== 'verifying') {
      return { ...accepted, status: current.status ?? accepted.status, record: record.href, report: await report() };
    }
    if (Date.now() > deadline) throw new Error(`${name} ${version} is still verifying; see ${record.href}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each action's call: its method and the path after `/api/releases/<remote>`. */
const ACTION_CALLS: Record<RemoteAction, { method: string; path: string }> = {
  rollback: { method: 'POST', path: '/rollback' },
  promote: { method: 'POST', path: '/promote' },
  retire: { method: 'DELETE', path: '' },
  share: { method: 'PUT', path: '/canary' },
  'preview-link': { method: 'POST', path: '/preview-link' },
  advance: { method: 'POST', path: '/canary/advance' },
};

/**
 * `rollback <remote> --site <url>` (ends a canary, or returns to the previous version), `promote <remote>
 * --site <url>` (the canary to everyone), `promote <remote> --canary P --site <url>` (`share`: the canary's
 * share set to `percent`, 0–99), `advance` (a staged canary to its next stage), `preview-link` (a link to the
 * canary: `{remote, url, version, expires_at}`) and
 * `rollback <remote> --retire --site <url>` (off the site): the call over HTTP with the remote's deploy token.
 * Returns the site's answer; throws with its message when it refuses.
 */
export async function callRemoteAction(
  remote: string,
  options: { site: string; token: string; action?: RemoteAction; percent?: number },
) {
  const { name } = remoteFolder(remote);
  const call = ACTION_CALLS[options.action ?? 'rollback'];
  const url = new URL(`/api/releases/${name}${call.path}`, options.site);
  const share = options.action === 'share';
  const response = await fetch(url, {
    method: call.method,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(share && { 'content-type': 'application/json' }),
    },
    ...(share && { body: JSON.stringify({ percent: options.percent }) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(
      `${url.origin} refused the ${options.action ?? 'rollback'} of ${name} (${response.status}): ${answer.error?.message ?? ''}`,
    );
  }
  return answer as { remote: string; from?: string; to?: string; version?: string; status?: string } & Record<
    string,
    unknown
  >;
}
