/**
 * What the audit log says of each release action (docs/design.md#releases), one line per action whichever way
 * it came: over HTTP with a team's deploy token or the machine-local token (release-routes.ts), or from a
 * command on a stopped site (scripts/src/release.ts), which records them as this machine.
 */
import { recordDeployUse, type Database } from '@site/api/ops';
import { stagesText, type CanaryStages } from '@site/contracts/schemas';

/** How a canary's share reads: `for 10 % of visitors`, or for a preview `for no visitor (a preview)`. */
const shareOf = (percent: number) => (percent === 0 ? 'for no visitor (a preview)' : `for ${percent} % of visitors`);

/** The audit line of one release action: its audit action and its summary. */
export type AuditLine = ['release' | 'rollback' | 'promote', string];

/** The audit lines of each release action, by what it did. */
export const auditLines = {
  /** A release accepted, to everyone or as a canary for `canary` %, with its stages when it has them. */
  release: (remote: string, version: string, canary?: number, stages?: CanaryStages): AuditLine => [
    'release',
    `${remote} ${version}${canary === undefined ? '' : ` as a canary ${shareOf(canary)}`}` +
      (stages ? `, in stages ${stagesText(stages.stages)} a step of ${stages.step_minutes} minutes apart` : ''),
  ],
  /** A canary (or a staged canary's last stage) made the version everyone gets, over `previous` when known. */
  promote: (remote: string, version: string, previous?: string): AuditLine => [
    'promote',
    `${remote} ${version} to everyone${previous ? ` (was ${previous})` : ''}`,
  ],
  share: (remote: string, version: string, percent: number): AuditLine => [
    'release',
    `${remote} canary ${version} ${shareOf(percent)}`,
  ],
  /** A staged canary moved to stage `stage` (an index) of `stages`, at `percent` % of visitors. */
  stage: (remote: string, version: string, percent: number, stage: number, stages: number): AuditLine => [
    'release',
    `${remote} canary ${version} advanced to stage ${stage + 1} of ${stages}, ${shareOf(percent)}`,
  ],
  /** A preview link to the canary, working until `expiresAt` (an ISO time). */
  previewLink: (remote: string, version: string, expiresAt: string): AuditLine => [
    'release',
    `${remote} canary ${version}: a preview link, working until ${expiresAt}`,
  ],
  /** A rollback from version `from` to `to`; `canaryEnded` when what it ended was a canary. */
  rollback: (remote: string, from: string, to: string, canaryEnded = false): AuditLine => [
    'rollback',
    `${remote} ${from} → ${to}${canaryEnded ? ' (canary ended)' : ''}`,
  ],
  retire: (remote: string, version: string): AuditLine => ['rollback', `${remote} ${version} taken off the site`],
};

/**
 * Writes `line` to the audit log under `actor` (a deploy token's name, or this machine) with the token's id
 * (null for the machine), in the deploy-token entity's log.
 */
export function recordAuditLine(
  db: Database,
  actor: Parameters<typeof recordDeployUse>[1],
  tokenId: number | null,
  [action, summary]: AuditLine,
): Promise<void> {
  return recordDeployUse(db, actor, action, tokenId, summary);
}
