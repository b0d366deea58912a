/**
 * What a team's CI or this machine's command line can do to a released remote besides releasing it
 * (docs/design.md#releases): promote its canary, set the canary's share, move a staged canary on, make a
 * preview link, roll back, take it off the site. One function runs each, for the release routes over HTTP
 * (release-routes.ts) and for `npm run rollback`/`promote` on a stopped site (scripts/src/release.ts), so both
 * change the same way, answer the same shape and write the same audit line.
 */
import { createReleasePreviewLink } from '@site/api/handovers';
import type { Database } from '@site/api/ops';
import { registryEntry } from '@site/contracts/registry';
import { advanceAnswer, type ReleaseActions } from './actions.ts';
import { auditLines, type AuditLine } from './audit-lines.ts';
import { ReleaseRefused } from './install.ts';

/** The commands, by the name the command line gives them. */
export type RemoteCommand = 'promote' | 'share' | 'advance' | 'preview-link' | 'rollback' | 'retire';

/** What a command needs besides the remote's name. */
export interface RemoteCommandInput {
  /** Who asks: a deploy token's description, or this machine; named in the reasons and the preview link. */
  who: string;
  log: (line: string) => void;
  /** The origin a preview link points to (the site's public origin). */
  origin: string;
  /** `share` only: the canary's new share of visitors, 0–99 (0: a preview no visitor is given). */
  percent?: number;
}

/** A command's outcome: the audit line to write, the answer's fields besides `remote`, and its HTTP status. */
export interface RemoteCommandDone {
  audit: AuditLine;
  answer: Record<string, unknown>;
  status: number;
}

/**
 * Runs `command` on `remote` through the release actions (`actions`; `db` for preview links) and returns what
 * to audit and answer. Throws ReleaseRefused as the action does: 404 for a remote the registry does not list,
 * 409 when there is nothing to do (no canary to promote, share or preview, no previous version), 422 for
 * `share` without a `percent`.
 */
export async function runRemoteCommand(
  actions: ReleaseActions,
  db: Database,
  command: RemoteCommand,
  remote: string,
  { who, log, origin, percent }: RemoteCommandInput,
): Promise<RemoteCommandDone> {
  switch (command) {
    case 'promote': {
      const { version, previous } = await actions.promote(remote, log);
      return {
        audit: auditLines.promote(remote, version, previous),
        answer: { version, previous, status: 'live' },
        status: 200,
      };
    }
    case 'share': {
      if (percent === undefined) throw new ReleaseRefused(422, 'Give the canary’s share of visitors, 0 to 99.');
      const set = await actions.setPercent(remote, percent);
      return {
        audit: auditLines.share(remote, set.version, set.percent),
        answer: { version: set.version, percent: set.percent },
        status: 200,
      };
    }
    case 'advance': {
      // Whatever its step: a manual stage waits for this call, and a team may move on sooner at any stage.
      const moved = await actions.advance(remote, who, { log });
      return {
        audit: moved.promoted
          ? auditLines.promote(remote, moved.version, moved.previous)
          : auditLines.stage(remote, moved.version, moved.percent, moved.stage, moved.stages),
        answer: advanceAnswer(moved),
        status: 200,
      };
    }
    case 'preview-link': {
      // Any share may be previewed: the link pins a browser to the canary whatever its lane would be.
      const canary = registryEntry(await actions.registry.read(), remote)?.canary;
      if (!canary) {
        throw new ReleaseRefused(
          409,
          `${remote} has no canary to preview: release one as a canary (a share of 0 for a preview) first.`,
        );
      }
      const { version } = canary;
      const link = await createReleasePreviewLink(db, { remote, version, created_by: who });
      const expires_at = link.expires_at.toISOString();
      return {
        audit: auditLines.previewLink(remote, version, expires_at),
        answer: { url: new URL(link.path, origin).href, version, expires_at },
        status: 201,
      };
    }
    case 'rollback': {
      const { from, to, canary, release_id } = await actions.rollback(remote, `Rolled back by ${who}.`, log);
      return {
        audit: auditLines.rollback(remote, from, to, canary),
        answer: { from, to, status: 'rolled_back', release_id },
        status: 200,
      };
    }
    case 'retire': {
      const { version } = await actions.retire(remote, `Taken off the site by ${who}.`, log);
      return { audit: auditLines.retire(remote, version), answer: { version, status: 'retired' }, status: 200 };
    }
  }
}
