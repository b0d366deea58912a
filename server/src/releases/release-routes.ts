import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Unpack, type ReadEntry } from 'tar';
import { canaryPercentSchema, readCanaryStages, REMOTE_NAME_PATTERN } from '@site/contracts/schemas';
import type { CanaryStages, ReportRules } from '@site/contracts/schemas';
import { checkDeployToken, getReleaseRecord, isLoopbackCaller, unpin } from '@site/api/ops';
import { recordAuditLine } from './audit-lines.ts';
import { bearsLocalToken, THIS_MACHINE } from './local-release.ts';
import { PIN_COOKIE, UNPIN_PATH } from '@site/contracts/schemas';
import { cookieValue } from '../site/lanes.ts';
import type { ReleaseActions, ReleaseRequest } from './actions.ts';
import { runRemoteCommand, type RemoteCommand } from './remote-commands.ts';
import { ReleaseRefused, VERSION_PATTERN, VERSION_RULE } from './install.ts';
import { startRelease, type ReleaseCaller, type ReleaseStarted } from './start-release.ts';

/** The largest release archive accepted, in bytes (a remote's build is well under 5 MB gzip). */
const MAX_RELEASE_BYTES = 50 * 1024 * 1024;

/** The most an archive may unpack to, in bytes of file content (a remote's build is well under 20 MB). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** The most entries (files and folders) an archive may hold (a remote's build has a few hundred). */
const MAX_ARCHIVE_ENTRIES = 5000;

/** The media types a release archive may be sent as: a gzip tar. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

export interface ReleaseRoutesOptions {
  /** The site folder (DATA_DIR/site). */
  site: string;
  /** The release actions of the site (createReleaseActions), shared with the Releases screen's routes. */
  actions: ReleaseActions;
  /**
   * The machine-local token (local-release.ts): accepted for every remote, from the machine itself only, for
   * `npm run release` and its siblings on the server. Absent: deploy tokens only.
   */
  localToken?: string;
  /** The largest archive accepted, in bytes; default MAX_RELEASE_BYTES. */
  maxBytes?: number;
  /** The most an archive may unpack to, in bytes of file content; default MAX_UNPACKED_BYTES. */
  maxUnpackedBytes?: number;
  /** The most entries an archive may hold; default MAX_ARCHIVE_ENTRIES. */
  maxEntries?: number;
}

/** What became of an upload: accepted and under way, or refused with a status and why. */
type Outcome = ReleaseStarted | { refused: number; error: string; message: string; fields?: Record<string, string> };

/** A commit as a team's CI names it: 7 to 64 hex digits. */
const COMMIT_PATTERN = /^[0-9a-f]{7,64}$/i;

/** The query parameters of a release that set its report's rules (docs/design.md#release-reports). */
interface RuleParameters {
  max_changed_pages?: string;
  refuse_new_violations?: string;
}

/**
 * The report rules a release asks for, from its query: `max_changed_pages` a whole number from 0 to 100,000,
 * `refuse_new_violations` 1/true or 0/false. Returns the rules, or the refusal's message for a value out of form.
 */
function parseReportRules(query: RuleParameters): ReportRules | string {
  const rules: ReportRules = {};
  if (query.max_changed_pages !== undefined) {
    if (!/^\d{1,6}$/.test(query.max_changed_pages) || Number(query.max_changed_pages) > 100_000) {
      return 'Give ?max_changed_pages= as a whole number of pages from 0 to 100000.';
    }
    rules.max_changed_pages = Number(query.max_changed_pages);
  }
  if (query.refuse_new_violations !== undefined) {
    const value = query.refuse_new_violations.toLowerCase();
    if (!['1', 'true', '0', 'false'].includes(value)) return 'Give ?refuse_new_violations= as 1 or 0.';
    rules.refuse_new_violations = value === '1' || value === 'true';
  }
  return rules;
}

/**
 * A refusal in the API's error shape: `{"error": {"code", "message"}}` (docs/design.md#api), with `fields`
 * (field name → message) when a field is at fault, such as `basePaths.0` of a build's registry entry.
 */
export const refuse = (
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error: { code, message, ...(fields && { fields }) } });

/** The refusal of a release in the API's error shape: its status, a code, the message and the field at fault. */
const refusalOf = (error: ReleaseRefused) => ({
  refused: error.status,
  error: error.field === undefined ? 'refused' : 'bad_registry_entry',
  message: error.message,
  ...(error.field !== undefined && { fields: { [error.field]: error.message } }),
});

/** A token call refused before its action runs: a body out of form (400). */
class CallRefused extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Removes an upload's work folder, retrying while files still being closed keep it from going at once. */
const removeWork = (work: string) => rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });

/** Why an archive was not unpacked: a refusal in the API's error shape. */
type ArchiveRefusal = { refused: number; error: string; message: string };

/** True for an entry that would land outside the folder it is unpacked in, or is not a plain file or folder. */
function unsafeEntry(entry: ReadEntry): boolean {
  const name = entry.path.replaceAll('\\', '/');
  const outside = name.startsWith('/') || name.split('/').includes('..') || /^[A-Za-z]:/.test(name);
  // Links could point anywhere; devices and the rest have no place in a build.
  return outside || !['File', 'Directory', 'OldFile'].includes(entry.type);
}

/**
 * Unpacks the gzip tar `archive` into `dist`, checking every entry as it comes, before any of its bytes are
 * written: its path stays inside `dist`, it is a plain file or folder, there are at most `maxEntries` entries,
 * and their content adds up to at most `maxUnpackedBytes` (each file's size is in its header, so a file that
 * would cross the limit is never started). The decompressed stream itself is counted too, so a body that
 * inflates to far more than its entries declare is stopped as early. Stops at the first excess and returns the
 * refusal (400 not a gzip tar, 400 unsafe path, 413 too large or too many entries); what was written stays in
 * `dist` for the caller to remove. Returns undefined once everything is unpacked.
 */
async function unpackArchive(
  archive: string,
  dist: string,
  limits: { maxUnpackedBytes: number; maxEntries: number },
): Promise<ArchiveRefusal | undefined> {
  const { maxUnpackedBytes, maxEntries } = limits;
  let refusal: ArchiveRefusal | undefined;
  let entries = 0;
  let declared = 0;
  // Headers, long-name records and padding come on top of the content: 1.5 KB per entry and 1 MB is ample.
  const streamLimit = maxUnpackedBytes + maxEntries * 1536 + 1024 * 1024;
  let inflated = 0;
  const unpack = new Unpack({
    cwd: dist,
    strict: true,
    filter: (_path, entry) => {
      if (refusal) return false;
      const read = entry as ReadEntry;
      entries += 1;
      declared += read.size ?? 0;
      if (unsafeEntry(read)) {
        refusal = {
          refused: 400,
          error: 'unsafe_archive',
          message: `The archive has paths outside its folder or links: ${read.path.slice(0, 200)}.`,
        };
      } else if (entries > maxEntries) {
        refusal = { refused: 413, error: 'archive_too_large', message: `The archive has over ${maxEntries} entries.` };
      } else if (declared > maxUnpackedBytes) {
        refusal = {
          refused: 413,
          error: 'archive_too_large',
          message: `The archive unpacks to over ${maxUnpackedBytes} bytes.`,
        };
      }
      if (refusal) {
        stop();
        return false;
      }
      return true;
    },
  });
  const source = createReadStream(archive);
  const gunzip = createGunzip();
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      if (inflated > streamLimit) {
        refusal ??= {
          refused: 413,
          error: 'archive_too_large',
          message: `The archive unpacks to over ${maxUnpackedBytes} bytes.`,
        };
        stop();
        return done();
      }
      done(null, chunk);
    },
  });
  let settle: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (settle = resolve));
  // Ends reading at once: no more of the body is inflated, and the unpacking ends with what it has written.
  function stop() {
    source.unpipe();
    gunzip.unpipe();
    counter.unpipe();
    source.destroy();
    gunzip.destroy();
    counter.destroy();
    settle();
  }
  const ended = new Promise<void>((resolve) => {
    unpack.on('close', resolve);
    unpack.on('error', () => resolve());
  });
  const unpacked = new Promise<void>((resolve, reject) => {
    unpack.on('close', resolve);
    unpack.on('error', reject);
    gunzip.on('error', reject);
    source.on('error', reject);
  });
  source
    .pipe(gunzip)
    .pipe(counter)
    .pipe(unpack as unknown as NodeJS.WritableStream);
  try {
    await Promise.race([unpacked, stopped]);
  } catch {
    refusal ??= { refused: 400, error: 'bad_archive', message: 'The body is not a gzip tar archive.' };
  }
  if (refusal) {
    stop();
    // The files it was writing when it stopped are finished first, so the caller can remove the folder.
    unpack.end();
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  }
  return refusal;
}

/**
 * Releases and rollbacks over HTTP for a team's CI (docs/design.md#releases), each with a deploy token for the
 * one remote (`Authorization: Bearer <token>`):
 * - POST /api/releases/:remote?version=V[&canary=P][&commit=C][&max_changed_pages=N][&refuse_new_violations=1],
 *   the body a gzip tar of the remote's build folder (at most MAX_RELEASE_BYTES): unpacked outside the site and
 *   checked (checkRelease), then answered 202 `{id, remote, version, previous, status: 'verifying'}` with its
 *   record's address in Location. The release goes on in the background through the same code as `npm run
 *   release` (installRemote, with the pages it can change rendered in Node first, and its release report made
 *   from those renders) and is named by the registry, for every visitor or, with `canary` (0–99), for that
 *   share (0: for no visitor, a private preview that the preview link below shows), and with `stages` and
 *   `step_minutes` (`&stages=10,50:manual,100&step_minutes=30`, docs/design.md#canary-stages) moved on from
 *   stage to stage by the canary watch: GET
 *   /api/releases/:remote/:id then says `canary` or `live`, or `failed` with the reason (nothing of
 *   it kept; a report that breaks a rule given, docs/design.md#release-reports, fails it too). Refused at once
 *   with nothing stored: 401/403 (token), 400 no or bad version, canary, commit or rule, 400 an archive that is
 *   not a gzip tar or has paths outside its folder or links, 413 over the limit, 415 another media type, 422
 *   no remoteEntry.js, a build of another remote or built against other shared code, 409 a version that exists
 *   or a canary already running, 422 stages out of form or order, or a step out of range (`fields` names
 *   `stages`, `stages.<i>.percent`, `step_minutes` or `canary`).
 * - GET /api/releases/:remote/:id: the release's record (ReleaseRecord); 404 when there is none.
 * - GET /api/releases/:remote/:id/report[?kind=rollback]: the release's report (ReleaseReport), or with
 *   `kind=rollback` the report of its rollback; 404 when none is kept.
 * - POST /api/releases/:remote/promote: the canary goes to every visitor. 200 `{remote, version, previous,
 *   status: 'live'}`; 409 without a canary.
 * - PUT /api/releases/:remote/canary `{percent}` (0–99): sets the canary's share (from a preview to a share, or
 *   back). 200 `{remote, version, percent}`; 400 a share out of form; 409 without a canary.
 * - POST /api/releases/:remote/canary/advance: a staged canary to its next stage (its share, or everyone at a
 *   100 % stage) whatever its step, as at a manual stage. 200 `{remote, version, stage, stages, percent, status}`
 *   (`stage` an index into the stages, `status` `canary` or `live`); 409 without a canary, for one without
 *   stages, or at its last stage.
 * - POST /api/releases/:remote/preview-link: a link that pins each browser opening it to the remote's canary,
 *   whatever its share, for 24 h while it is the canary (createReleasePreviewLink, docs/design.md#releases).
 *   201 `{remote, url, version, expires_at}`, `url` absolute on the site's public origin (SITE_URL; without
 *   one, the origin the call was sent to); 409 when the remote has no canary.
 * - POST /api/releases/:remote/rollback: ends the canary, or makes the previous version current again. 200
 *   `{remote, from, to, status: 'rolled_back', release_id}` (`release_id`: the record of the release rolled
 *   back, whose rollback report follows; null when there is none); 409 when there is nothing to roll back to.
 * - DELETE /api/releases/:remote: takes the remote off the site (retireRemote): 200 `{remote, version, status:
 *   'retired'}`; 409 while it has a canary. Its version folders and records stay.
 * - DELETE /api/releases/pin: unpins the browser it comes from (no token; docs/design.md#releases); 204.
 * Each release, promotion, share, preview link and rollback is audited under the token's name.
 */
export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  const {
    site,
    actions,
    maxBytes = MAX_RELEASE_BYTES,
    maxUnpackedBytes = MAX_UNPACKED_BYTES,
    maxEntries = MAX_ARCHIVE_ENTRIES,
  } = options;

  /** Unpacks `body` in `work`, checks it and starts its release (startRelease) by `by`; says what became of it. */
  const receive = async (
    body: Buffer,
    work: string,
    request: Omit<ReleaseRequest, 'dist'>,
    by: ReleaseCaller,
  ): Promise<Outcome> => {
    const archive = path.join(work, `${randomUUID()}.tgz`);
    await writeFile(archive, body);
    const dist = path.join(work, 'build');
    await mkdir(dist);
    const refusal = await unpackArchive(archive, dist, { maxUnpackedBytes, maxEntries });
    if (refusal) return refusal;
    const hasEntry = await stat(path.join(dist, 'remoteEntry.js')).then(
      (entry) => entry.isFile(),
      () => false,
    );
    if (!hasEntry) {
      return { refused: 422, error: 'no_remote_entry', message: 'The archive has no remoteEntry.js at its top.' };
    }
    try {
      return await startRelease(actions, app.db, { ...request, dist }, by);
    } catch (error) {
      if (error instanceof ReleaseRefused) return refusalOf(error);
      throw error;
    }
  };

  // Releases accepted and still being verified; a shutdown waits for them, so none is left half done.
  const verifying = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(verifying);
  });

  /** The token's check for `remote`, or a refusal already sent. */
  const authorize = async (request: FastifyRequest<{ Params: { remote: string } }>, reply: FastifyReply) => {
    const { remote } = request.params;
    if (!REMOTE_NAME_PATTERN.test(remote)) {
      await refuse(reply, 404, 'not_found', `There is no remote named "${remote}".`);
      return undefined;
    }
    if (options.localToken && isLoopbackCaller(request)) {
      if (bearsLocalToken(request.headers.authorization, options.localToken)) {
        return { ok: true as const, actor: THIS_MACHINE, tokenId: null };
      }
    }
    const check = await checkDeployToken(app.db, request.headers.authorization, remote);
    if (!check.ok) {
      await refuse(reply, check.status, check.status === 401 ? 'unauthorized' : 'forbidden', check.message);
      return undefined;
    }
    return check;
  };

  app.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  type UploadQuery = {
    version?: string;
    canary?: string;
    commit?: string;
    stages?: string;
    step_minutes?: string;
  } & RuleParameters;
  type UploadRequest = FastifyRequest<{ Params: { remote: string }; Querystring: UploadQuery }>;
  /** Each upload's token check, made before its body is read. */
  const uploadChecks = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof authorize>>>>();
  /** The tokens with an upload in flight (a deploy token's id, or `local`), each with its request. */
  const inFlight = new Map<string, FastifyRequest>();
  const tokenKey = (check: { tokenId: number | null }) => (check.tokenId === null ? 'local' : `#${check.tokenId}`);
  const endUpload = (request: FastifyRequest) => {
    const check = uploadChecks.get(request);
    if (check && inFlight.get(tokenKey(check)) === request) inFlight.delete(tokenKey(check));
  };

  app.post<{ Params: { remote: string }; Querystring: UploadQuery }>('/api/releases/:remote', {
    bodyLimit: maxBytes,
    // Before the body is read: a request without a valid token, with a bad version, or from a token that has an
    // upload in flight is answered at once, and its body is never read (nor buffered, nor unpacked).
    onRequest: async (request: UploadRequest, reply) => {
      const check = await authorize(request, reply);
      if (!check) return reply;
      const version = request.query.version ?? '';
      if (!VERSION_PATTERN.test(version))
        return refuse(reply, 400, 'bad_version', `Give ?version=: ${VERSION_RULE(version)}`);
      const key = tokenKey(check);
      if (inFlight.has(key)) {
        return refuse(reply, 409, 'upload_in_flight', 'An upload with this token is under way: wait for its answer.');
      }
      inFlight.set(key, request);
      uploadChecks.set(request, check);
      return undefined;
    },
    onResponse: async (request) => endUpload(request),
    onRequestAbort: async (request) => endUpload(request),
    handler: async (request, reply) => {
      const { remote } = request.params;
      const check = uploadChecks.get(request)!;
      const version = request.query.version!;
      const canary = request.query.canary === undefined ? undefined : Number(request.query.canary);
      // An empty value is no share (Number('') is 0): only a 0 written out is a preview.
      if (canary !== undefined && !(/^\d{1,2}$/.test(request.query.canary!) && canary >= 0 && canary <= 99)) {
        return refuse(
          reply,
          400,
          'bad_canary',
          'Give ?canary= as a whole number of percent from 0 to 99 (0: a preview no visitor is given).',
        );
      }
      let stages: CanaryStages | undefined;
      if (request.query.stages !== undefined || request.query.step_minutes !== undefined) {
        const read = readCanaryStages({
          canary,
          stages: request.query.stages,
          step_minutes: request.query.step_minutes,
        });
        if ('field' in read) {
          const message = `${read.field}: ${read.message}`;
          return refuse(reply, 422, 'bad_stages', message, { [read.field]: message });
        }
        stages = read;
      }
      const commit = request.query.commit;
      if (commit !== undefined && !COMMIT_PATTERN.test(commit)) {
        return refuse(reply, 400, 'bad_commit', 'Give ?commit= as the commit’s 7 to 64 hex digits.');
      }
      const rules = parseReportRules(request.query);
      if (typeof rules === 'string') return refuse(reply, 400, 'bad_rule', rules);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return refuse(reply, 400, 'bad_archive', `Send the build as a gzip tar (${ARCHIVE_TYPES[0]}).`);
      }
      // Unpacked beside the site folder, never under /remotes/: nothing of a refused upload is ever served. A
      // refused upload's folder is gone before the answer is sent, so a client that looks right after a
      // refusal finds nothing; an accepted one's once its verification ends.
      const work = await mkdtemp(path.join(path.dirname(site), `.release-${remote}-`));
      let outcome: Outcome;
      try {
        outcome = await receive(
          request.body,
          work,
          {
            remote,
            version,
            ...(canary !== undefined && { canary }),
            ...(stages && { stages }),
            ...(commit !== undefined && { commit }),
            ...(Object.keys(rules).length > 0 && { rules }),
            released_by: check.actor.email,
            log: (line) => request.log.info(line),
          },
          check,
        );
      } catch (error) {
        await removeWork(work);
        throw error;
      }
      if ('refused' in outcome) {
        await removeWork(work);
        return refuse(reply, outcome.refused, outcome.error, outcome.message, outcome.fields);
      }
      const { record, previous, completion } = outcome;
      const completing = completion
        .then((ended) =>
          request.log.info(`${remote} ${version}: ${ended.status}${ended.reason ? `: ${ended.reason}` : ''}`),
        )
        .catch((error: unknown) => request.log.error({ err: error }, `${remote} ${version}: the release failed`))
        .finally(() => removeWork(work));
      verifying.add(completing);
      void completing.finally(() => verifying.delete(completing));
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .header('Location', `/api/releases/${remote}/${record.id}`)
        .send({ id: record.id, remote, version, previous, status: record.status });
    },
  });

  app.get<{ Params: { remote: string; id: string } }>('/api/releases/:remote/:id', {
    handler: async (request, reply) => {
      const check = await authorize(request, reply);
      if (!check) return reply;
      const record = await getReleaseRecord(app.db, request.params.remote, request.params.id);
      if (!record) return refuse(reply, 404, 'not_found', 'There is no such release of this remote.');
      return reply.header('Cache-Control', 'no-store').send(record);
    },
  });

  app.get<{ Params: { remote: string; id: string }; Querystring: { kind?: string } }>(
    '/api/releases/:remote/:id/report',
    {
      handler: async (request, reply) => {
        const check = await authorize(request, reply);
        if (!check) return reply;
        return sendReport(reply, actions, request.params, request.query.kind);
      },
    },
  );

  // Anyone may call it: it ends only the pins of the browser it comes from, and clears that browser's cookie.
  app.delete(UNPIN_PATH, async (request, reply) => {
    await unpin(app.db, cookieValue(request.headers.cookie, PIN_COOKIE));
    return reply
      .code(204)
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', `${PIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
      .send();
  });

  /**
   * Registers a call that changes one remote's release with its token: authorizes it, runs `command`
   * (runRemoteCommand, with the share `percentOf` reads from the request), writes its audit line under the
   * token, and answers `{ remote, ...answer }` with the command's status, or a refusal (ReleaseRefused,
   * CallRefused) in the error shape.
   */
  const remoteCall = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    command: RemoteCommand,
    percentOf?: (request: FastifyRequest) => number,
  ) =>
    app.route<{ Params: { remote: string } }>({
      method,
      url,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const check = await authorize(request, reply);
        if (!check) return reply;
        try {
          const done = await runRemoteCommand(actions, app.db, command, remote, {
            who: check.actor.email,
            log: (line) => request.log.info(line),
            origin: app.deployment.siteUrl ?? `${request.protocol}://${request.host}`,
            ...(percentOf && { percent: percentOf(request) }),
          });
          await recordAuditLine(app.db, check.actor, check.tokenId, done.audit);
          return reply
            .code(done.status)
            .header('Cache-Control', 'no-store')
            .send({ remote, ...done.answer });
        } catch (error) {
          if (error instanceof CallRefused) return refuse(reply, error.status, error.code, error.message);
          if (error instanceof ReleaseRefused) {
            const refusal = refusalOf(error);
            return refuse(reply, refusal.refused, refusal.error, refusal.message, refusal.fields);
          }
          throw error;
        }
      },
    });

  remoteCall('POST', '/api/releases/:remote/promote', 'promote');
  // From a preview (0 %) to a share, or back: the renderer renders the canary lane once it has a share, then
  // moves the buckets, so a visitor is given the canary only once its pages are there.
  remoteCall('PUT', '/api/releases/:remote/canary', 'share', (request) => {
    const parsed = canaryPercentSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new CallRefused(
        400,
        'bad_canary',
        'Send {"percent": P}, a whole number of percent from 0 to 99 (0: a preview no visitor is given).',
      );
    }
    return parsed.data.percent;
  });
  remoteCall('POST', '/api/releases/:remote/canary/advance', 'advance');
  remoteCall('POST', '/api/releases/:remote/preview-link', 'preview-link');
  remoteCall('POST', '/api/releases/:remote/rollback', 'rollback');
  remoteCall('DELETE', '/api/releases/:remote', 'retire');
}

/**
 * Answers release `id`'s report of `kind` (`release` unless `rollback` is asked for) of `remote`: 200 the
 * ReleaseReport, 404 when none is kept (or no such release of that remote), 400 another kind. For the token route
 * above and the Releases screen's (admin-routes.ts).
 */
export async function sendReport(
  reply: FastifyReply,
  actions: ReleaseActions,
  { remote, id }: { remote: string; id: string },
  kind: string | undefined,
) {
  if (kind !== undefined && kind !== 'release' && kind !== 'rollback') {
    return refuse(reply, 400, 'bad_kind', 'Give ?kind= as release or rollback.');
  }
  const report = await actions.report(remote, id, kind ?? 'release');
  if (!report) return refuse(reply, 404, 'not_found', 'There is no such report of this remote’s releases.');
  return reply.header('Cache-Control', 'no-store').send(report);
}
