import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { extract, list } from 'tar';
import { REMOTE_NAME_PATTERN } from '@site/contracts/schemas';
import { checkDeployToken, recordDeployUse } from '@site/api/ops';
import { installRemote, ReleaseRefused, rollbackInstalled, VERSION_PATTERN, type ReleaseResult } from './install.ts';

/** The largest release archive accepted, in bytes (a remote's build is well under 5 MB gzip). */
const MAX_RELEASE_BYTES = 50 * 1024 * 1024;

/** The media types a release archive may be sent as: a gzip tar. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

export interface ReleaseRoutesOptions {
  /** The site folder (DATA_DIR/site). */
  site: string;
  /** The shell build the site serves, whose shared versions a remote must be compatible with. */
  shellDist: string;
  /** The largest archive accepted, in bytes; default MAX_RELEASE_BYTES. */
  maxBytes?: number;
}

/** What became of an upload: installed (the release's result), or refused with a status and why. */
type Outcome = ReleaseResult | { refused: number; error: string; message: string };

/** A refusal in the API's error shape: `{"error": {"code", "message"}}` (docs/design.md#api). */
const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('Cache-Control', 'no-store').send({ error: { code, message } });

/**
 * The paths in a tar archive that would land outside the folder it is unpacked in, or that are not plain
 * files and folders (links could point anywhere). Returns them; empty when every entry is safe.
 */
async function unsafeEntries(archive: string): Promise<string[]> {
  const unsafe: string[] = [];
  await list({
    file: archive,
    // Strict: a body that is not a tar archive throws instead of listing nothing.
    strict: true,
    onReadEntry: (entry) => {
      const name = entry.path.replaceAll('\\', '/');
      const outside = name.startsWith('/') || name.split('/').includes('..') || /^[A-Za-z]:/.test(name);
      if (outside || !['File', 'Directory', 'OldFile'].includes(entry.type)) unsafe.push(entry.path);
    },
  });
  return unsafe;
}

/**
 * Releases and rollbacks over HTTP for a team's CI (docs/design.md#registry), each with a deploy token for the
 * one remote (`Authorization: Bearer <token>`):
 * - POST /api/releases/:remote?version=V, the body a gzip tar of the remote's build folder (at most
 *   MAX_RELEASE_BYTES): unpacked outside the site, checked, then installed through the same code as
 *   `npm run release` (installRemote) and named by the registry. 201 `{remote, version, previous, status:
 *   'live'}`. Refused with nothing stored: 401/403 (token), 400 no or bad version, 400 an archive that is not
 *   a gzip tar or has paths outside its folder or links, 413 over the limit, 415 another media type, 422 no
 *   remoteEntry.js, a build of another remote or built against other shared code, 409 a version that exists.
 * - POST /api/releases/:remote/rollback: the registry's previous version becomes current (rollbackInstalled).
 *   200 `{remote, from, to, status: 'rolled_back'}`; 409 when there is no previous version.
 * Each release and rollback is audited under the token's name. One at a time per server, so two uploads
 * never interleave their registry writes.
 */
export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  const { site, shellDist, maxBytes = MAX_RELEASE_BYTES } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** Unpacks `body` in `work`, checks it and installs it; says what became of it. */
  const receive = async (
    body: Buffer,
    work: string,
    remote: string,
    version: string,
    log: (line: string) => void,
  ): Promise<Outcome> => {
    const archive = path.join(work, `${randomUUID()}.tgz`);
    await writeFile(archive, body);
    let unsafe: string[];
    try {
      unsafe = await unsafeEntries(archive);
    } catch {
      return { refused: 400, error: 'bad_archive', message: 'The body is not a gzip tar archive.' };
    }
    if (unsafe.length) {
      const named = unsafe.slice(0, 5).join(', ');
      return {
        refused: 400,
        error: 'unsafe_archive',
        message: `The archive has paths outside its folder or links: ${named}.`,
      };
    }
    const dist = path.join(work, 'build');
    await mkdir(dist);
    await extract({ file: archive, cwd: dist, strict: true });
    const hasEntry = await stat(path.join(dist, 'remoteEntry.js')).then(
      (entry) => entry.isFile(),
      () => false,
    );
    if (!hasEntry) {
      return { refused: 422, error: 'no_remote_entry', message: 'The archive has no remoteEntry.js at its top.' };
    }
    try {
      return await oneAtATime(() =>
        installRemote({ site, name: remote, dist, version, shellDist, refuseExisting: true, log }),
      );
    } catch (error) {
      if (error instanceof ReleaseRefused) return { refused: error.status, error: 'refused', message: error.message };
      throw error;
    }
  };

  app.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { remote: string }; Querystring: { version?: string } }>('/api/releases/:remote', {
    bodyLimit: maxBytes,
    handler: async (request, reply) => {
      const { remote } = request.params;
      const check = await checkDeployToken(app.db, request.headers.authorization, remote);
      if (!check.ok)
        return refuse(reply, check.status, check.status === 401 ? 'unauthorized' : 'forbidden', check.message);
      const version = request.query.version ?? '';
      if (!VERSION_PATTERN.test(version)) {
        return refuse(reply, 400, 'bad_version', 'Give ?version= with letters, digits, . + - only.');
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return refuse(reply, 400, 'bad_archive', `Send the build as a gzip tar (${ARCHIVE_TYPES[0]}).`);
      }
      // Unpacked beside the site folder, never under /remotes/: nothing of a refused upload is ever served. The
      // folder is gone before the answer is sent, so a client that looks right after a refusal finds nothing.
      const work = await mkdtemp(path.join(path.dirname(site), `.release-${remote}-`));
      let outcome: Outcome;
      try {
        outcome = await receive(request.body, work, remote, version, (line) => request.log.info(line));
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      if ('refused' in outcome) return refuse(reply, outcome.refused, outcome.error, outcome.message);
      await recordDeployUse(app.db, check.actor, 'release', check.tokenId, `${remote} ${outcome.version}`);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ remote, version: outcome.version, previous: outcome.previous ?? null, status: 'live' });
    },
  });

  app.post<{ Params: { remote: string } }>('/api/releases/:remote/rollback', {
    handler: async (request, reply) => {
      const { remote } = request.params;
      if (!REMOTE_NAME_PATTERN.test(remote))
        return refuse(reply, 404, 'not_found', `There is no remote named "${remote}".`);
      const check = await checkDeployToken(app.db, request.headers.authorization, remote);
      if (!check.ok)
        return refuse(reply, check.status, check.status === 401 ? 'unauthorized' : 'forbidden', check.message);
      try {
        const result = await oneAtATime(() =>
          rollbackInstalled({ site, name: remote, log: (line) => request.log.info(line) }),
        );
        await recordDeployUse(
          app.db,
          check.actor,
          'rollback',
          check.tokenId,
          `${remote} ${result.from} → ${result.to}`,
        );
        return reply
          .header('Cache-Control', 'no-store')
          .send({ remote, from: result.from, to: result.to, status: 'rolled_back' });
      } catch (error) {
        if (error instanceof ReleaseRefused) return refuse(reply, error.status, 'refused', error.message);
        throw error;
      }
    },
  });
}
