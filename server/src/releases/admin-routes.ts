/**
 * The Releases screen's calls (docs/design.md#releases), admins only, registered in the admin scope under
 * /api/admin (its sign-in and role checks apply):
 * - GET /releases: ReleasesOverview, each remote's current, previous and canary versions, its release history
 *   (newest 20), page views and errors per version and released versions, the automatic rollback rule, and
 *   what the asking browser is pinned to; a staged canary's stages, the stage it is at and when its next step is
 *   due (CanaryPlanView).
 * - POST /releases/:remote/promote: the canary to everyone; 200 `{remote, version, previous, status: 'live'}`.
 * - POST /releases/:remote/rollback: ends the canary, or returns to the previous version; 200 `{remote, from,
 *   to, status: 'rolled_back'}`.
 * - PUT /releases/:remote/canary `{percent}` (0–99; 0: a preview no visitor is given): 200 `{remote, version,
 *   percent}`.
 * - POST /releases/:remote/canary/advance: a staged canary to its next stage (docs/design.md#canary-stages),
 *   whatever its step, as at a manual stage: its share, or everyone at a 100 % stage; 200 `{remote, version,
 *   stage, stages, percent, status}` (`status` `canary` or `live`); 409 without a canary, for one released
 *   without stages, or at its last stage.
 * - PUT /releases/:remote/base-paths `{basePaths}`: the base paths the remote owns from now on
 *   (docs/design.md#registry); its releases may claim only these and paths under them. 200 `{remote, basePaths}`;
 *   400 a malformed list, 422 a reserved or self-overlapping path, 409 a path another remote owns or one its
 *   released version serves outside the new list.
 * - POST /releases/:remote/pin `{version}`: pins the asking browser to that released version (its other pins
 *   kept) with the `rr_pin` cookie, for PIN_TTL_S; 200 `{pinned}`; 404 for a version not on this server. With the
 *   admin on its own origin: 200 `{pinned, url}`, `url` a one-time link on the public origin that pins the browser
 *   which opens it.
 * - GET /releases/:remote/judgements: the canary watch's judgements kept for the remote (CanaryJudgementsAnswer,
 *   contracts' canaryJudgementsAnswerSchema): newest first, at most 100, each with its outcome, reason and figures
 *   (views, errors, rates; per vital the samples and p75 on each lane, ms or the CLS score); 404 for a name that
 *   cannot be a remote.
 * - GET /releases/:remote/series?hours=N (1 to SERIES_MAX_HOURS, default SERIES_DEFAULT_HOURS, 48): the remote's
 *   health hour by hour over the last N hours for the screen's charts (ReleaseSeriesAnswer, contracts'
 *   releaseSeriesAnswerSchema; api/src/releases/release-series.ts): per hour and version, and per hour and lane, the
 *   page views, client errors, errors per view and the p75 of LCP, INP (ms) and CLS with their samples, and the
 *   release events of the span; 400 for another span, 404 for a name that cannot be a remote.
 * - GET /releases/:remote/:id/report[?kind=rollback]: the release's report (ReleaseReport,
 *   docs/design.md#release-reports), or its rollback's; 404 when none is kept.
 * Refusals answer in the API's error shape: 404 no such remote, 409 nothing to promote or roll back, 400 a
 * share out of range. Each action is audited under the admin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  basePathsAssignSchema,
  canaryPercentSchema,
  REMOTE_NAME_PATTERN,
  PIN_COOKIE,
  pinVersionSchema,
  releaseSeriesQuerySchema,
  type CanaryJudgementsAnswer,
  type ReleasesOverview,
  type RemoteReleases,
} from '@site/contracts/schemas';
import {
  getCanaryPlan,
  listCanaryJudgements,
  listReleaseRecords,
  PIN_TTL_S,
  pinsForToken,
  pinVersion,
  recordAudit,
  releaseSeries,
  ignoredReports,
  versionHealth,
  type AuditActor,
  type Database,
} from '@site/api/ops';
import { createHandover } from '@site/api/handovers';
import { advanceAnswer, type ReleaseActions } from './actions.ts';
import { canaryRuleFor } from './canary-rule.ts';
import { planView } from './canary-stages.ts';
import { ReleaseRefused, releasedVersions } from './install.ts';
import { refuse, sendReport } from './release-routes.ts';
import { auditLines } from './audit-lines.ts';

/** Releases kept in view per remote on the screen. */
const HISTORY_SHOWN = 20;

const RELEASE_ENTITY = 'release';

/** What releasesAdminRoutes takes. */
export interface ReleasesAdminOptions {
  site: string;
  /** The site's release actions, for the app's database. */
  actions: (db: Database) => ReleaseActions;
}

/** Registers the Releases screen's calls; see the file's comment. */
export function releasesAdminRoutes({ site, ...options }: ReleasesAdminOptions) {
  return async function releasesAdmin(app: FastifyInstance): Promise<void> {
    const admin = { access: 'admin' } as const;
    const actions = options.actions(app.db);
    const actor = (request: FastifyRequest): AuditActor => ({
      id: request.adminUser?.id ?? null,
      email: request.adminUser?.email ?? 'admin',
    });
    /** Runs an action, answering a refusal in the error shape. */
    const act = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof ReleaseRefused) {
          await refuse(reply, error.status, error.status === 404 ? 'not_found' : 'refused', error.message);
          return undefined;
        }
        throw error;
      }
    };

    app.get('/releases', {
      config: admin,
      handler: async (request, reply) => {
        const registry = await actions.registry.read();
        const remotes: RemoteReleases[] = [];
        for (const [remote, entry] of Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))) {
          const plan = entry.canary && (await getCanaryPlan(app.db, remote, entry.canary.version));
          const versions = [entry.version, entry.canary?.version, entry.previous?.version].filter(
            (version): version is string => version !== undefined,
          );
          remotes.push({
            remote,
            current: { version: entry.version, released_at: entry.released_at ?? null },
            previous: entry.previous
              ? { version: entry.previous.version, released_at: entry.previous.released_at ?? null }
              : null,
            canary: entry.canary
              ? {
                  version: entry.canary.version,
                  released_at: entry.canary.released_at ?? null,
                  percent: entry.canary.percent,
                  plan: plan ? planView(plan) : null,
                }
              : null,
            history: await listReleaseRecords(app.db, remote, HISTORY_SHOWN),
            // The figures the canary watch judges: each version's reports from its release on.
            health: await versionHealth(app.db, remote, [...new Set(versions)], {
              [entry.version]: entry.released_at,
              ...(entry.canary && { [entry.canary.version]: entry.canary.released_at }),
            }),
            versions: await releasedVersions(site, remote),
          });
        }
        const pinned = (await pinsForToken(app.db, request.cookies[PIN_COOKIE])) ?? {};
        const overview: ReleasesOverview = {
          remotes,
          rule: canaryRuleFor(''),
          ignored_reports: await ignoredReports(app.db),
          pinned,
        };
        return reply.header('Cache-Control', 'no-store').send(overview);
      },
    });

    app.get<{ Params: { remote: string } }>('/releases/:remote/judgements', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        if (!REMOTE_NAME_PATTERN.test(remote)) {
          return refuse(reply, 404, 'not_found', `There is no remote named "${remote.slice(0, 40)}".`);
        }
        // A retired remote's judgements are still worth reading: no registry check.
        const answer: CanaryJudgementsAnswer = { remote, judgements: await listCanaryJudgements(app.db, remote) };
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    });

    app.get<{ Params: { remote: string }; Querystring: unknown }>('/releases/:remote/series', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        if (!REMOTE_NAME_PATTERN.test(remote)) {
          return refuse(reply, 404, 'not_found', `There is no remote named "${remote.slice(0, 40)}".`);
        }
        const parsed = releaseSeriesQuerySchema.safeParse(request.query);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Give the span in hours.';
          return refuse(reply, 400, 'validation_failed', message, { hours: message });
        }
        // A retired remote's hours are still worth reading: no registry entry only means no lane to go by.
        const entry = (await actions.registry.read()).remotes[remote];
        const answer = await releaseSeries(app.db, remote, {
          hours: parsed.data.hours,
          current: entry?.version,
          canary: entry?.canary?.version,
        });
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    });

    app.get<{ Params: { remote: string; id: string }; Querystring: { kind?: string } }>(
      '/releases/:remote/:id/report',
      {
        config: admin,
        handler: async (request, reply) => sendReport(reply, actions, request.params, request.query.kind),
      },
    );

    app.post<{ Params: { remote: string } }>('/releases/:remote/promote', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const promoted = await act(reply, () => actions.promote(remote, (line) => request.log.info(line)));
        if (!promoted) return reply;
        await recordAudit(app.db, actor(request), {
          action: 'promote',
          entity: RELEASE_ENTITY,
          summary: `${remote} ${promoted.version} to every visitor (was ${promoted.previous})`,
        });
        return { remote, version: promoted.version, previous: promoted.previous, status: 'live' };
      },
    });

    app.post<{ Params: { remote: string } }>('/releases/:remote/rollback', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const who = actor(request);
        const rolled = await act(reply, () =>
          actions.rollback(remote, `Rolled back by ${who.email}.`, (line) => request.log.info(line)),
        );
        if (!rolled) return reply;
        await recordAudit(app.db, who, {
          action: 'rollback',
          entity: RELEASE_ENTITY,
          summary: `${remote} ${rolled.from} → ${rolled.to}${rolled.canary ? ' (canary ended)' : ''}`,
        });
        return { remote, from: rolled.from, to: rolled.to, status: 'rolled_back' };
      },
    });

    app.post<{ Params: { remote: string } }>('/releases/:remote/canary/advance', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const who = actor(request);
        const moved = await act(reply, () =>
          actions.advance(remote, who.email, { log: (line) => request.log.info(line) }),
        );
        if (!moved) return reply;
        const [action, summary] = moved.promoted
          ? auditLines.promote(remote, moved.version)
          : auditLines.stage(remote, moved.version, moved.percent, moved.stage, moved.stages);
        await recordAudit(app.db, who, { action, entity: RELEASE_ENTITY, summary });
        return reply.header('Cache-Control', 'no-store').send({ remote, ...advanceAnswer(moved) });
      },
    });

    app.post<{ Params: { remote: string }; Body: unknown }>('/releases/:remote/pin', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const parsed = pinVersionSchema.safeParse(request.body);
        if (!parsed.success) {
          return refuse(reply, 400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Choose a version.');
        }
        const { version } = parsed.data;
        const registry = await actions.registry.read();
        if (!registry.remotes[remote] || !(await releasedVersions(site, remote)).includes(version)) {
          return refuse(reply, 404, 'not_found', `${remote} has no released version ${version} on this server.`);
        }
        const who = actor(request);
        // With the admin on its own origin, its answers cannot set the public origin's cookie: the browser
        // opens a one-time link there instead, which sets it (server/src/site/admin-origin.ts).
        const { adminOrigin, siteUrl } = app.deployment;
        if (adminOrigin !== undefined) {
          const link = await createHandover(app.db, {
            kind: 'pin',
            payload: { remote, version },
            created_by: who.email,
          });
          await recordAudit(app.db, who, {
            action: 'update',
            entity: RELEASE_ENTITY,
            summary: `made a link that pins a browser to ${remote} ${version}`,
          });
          return reply
            .header('Cache-Control', 'no-store')
            .send({ pinned: { [remote]: version }, url: new URL(link, siteUrl).href });
        }
        const { token, pins } = await pinVersion(app.db, {
          token: request.cookies[PIN_COOKIE],
          remote,
          version,
          created_by: who.email,
        });
        await recordAudit(app.db, who, {
          action: 'update',
          entity: RELEASE_ENTITY,
          summary: `pinned their browser to ${remote} ${version}`,
        });
        reply.setCookie(PIN_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.deployment.secureCookies,
          maxAge: PIN_TTL_S,
        });
        return reply.header('Cache-Control', 'no-store').send({ pinned: pins });
      },
    });

    app.put<{ Params: { remote: string }; Body: unknown }>('/releases/:remote/base-paths', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        if (!REMOTE_NAME_PATTERN.test(remote)) {
          return refuse(reply, 404, 'not_found', `There is no remote named "${remote.slice(0, 40)}".`);
        }
        const parsed = basePathsAssignSchema.safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.') ?? 'basePaths';
          const message = issue?.message ?? 'List the base paths.';
          return refuse(reply, 400, 'validation_failed', message, { [field]: message });
        }
        let assigned: Awaited<ReturnType<typeof actions.assignBasePaths>> | undefined;
        try {
          assigned = await actions.assignBasePaths(remote, parsed.data.basePaths);
        } catch (error) {
          if (!(error instanceof ReleaseRefused)) throw error;
          const fields = error.field === undefined ? undefined : { [error.field]: error.message };
          return refuse(reply, error.status, 'refused', error.message, fields);
        }
        await recordAudit(app.db, actor(request), {
          action: 'update',
          entity: RELEASE_ENTITY,
          summary:
            `${remote} owns ${assigned.basePaths.join(', ') || 'no base path'} ` +
            `(was ${assigned.was.join(', ') || 'none recorded'})`,
        });
        return reply.header('Cache-Control', 'no-store').send({ remote, basePaths: assigned.basePaths });
      },
    });

    app.put<{ Params: { remote: string }; Body: unknown }>('/releases/:remote/canary', {
      config: admin,
      handler: async (request, reply) => {
        const { remote } = request.params;
        const parsed = canaryPercentSchema.safeParse(request.body);
        if (!parsed.success) {
          return refuse(reply, 400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Enter a percentage.');
        }
        const set = await act(reply, () => actions.setPercent(remote, parsed.data.percent));
        if (!set) return reply;
        await recordAudit(app.db, actor(request), {
          action: 'update',
          entity: RELEASE_ENTITY,
          summary:
            set.percent === 0
              ? `${remote} canary ${set.version} to no visitor (a preview)`
              : `${remote} canary ${set.version} to ${set.percent} % of visitors`,
        });
        return { remote, version: set.version, percent: set.percent };
      },
    });
  };
}
