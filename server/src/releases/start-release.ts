/**
 * A release of a remote (docs/design.md#releases), whichever way it comes: one function accepts it, writes its
 * audit line and starts its verification, for the release route (release-routes.ts), which answers once the
 * release is accepted and lets the verification end in the background, and for `npm run release` on a stopped
 * site (scripts/src/release.ts), which waits for it. So both accept, audit and complete a release the same way.
 */
import type { Database } from '@site/api/ops';
import { servedVersion } from '@site/contracts/registry';
import type { ReleaseRecord } from '@site/contracts/schemas';
import type { ReleaseActions, ReleaseRequest } from './actions.ts';
import { auditLines, recordAuditLine } from './audit-lines.ts';

/** Who asked for a release, as its audit line names them: a deploy token's name and id, or this machine (null). */
export interface ReleaseCaller {
  actor: Parameters<typeof recordAuditLine>[1];
  tokenId: number | null;
}

/** A release accepted and under way. */
export interface ReleaseStarted {
  /** Its record as accepted, `verifying`. */
  record: ReleaseRecord;
  /** The version the registry named before it; null for a remote it did not list. */
  previous: string | null;
  /**
   * Its record once the verification ends (actions.complete): `live`, `canary`, or `failed` with the reason;
   * a refusal resolves as that failed record rather than rejecting.
   */
  completion: Promise<ReleaseRecord>;
}

/**
 * Accepts `request` through `actions` (its build checked, its record made), writes its release line to the
 * audit log of `db` under `by`, reads the version it replaces, then starts its completion. Returns the record,
 * that previous version and the completion, which the caller awaits or not. Throws ReleaseRefused as
 * actions.accept does (nothing stored, nothing audited).
 */
export async function startRelease(
  actions: ReleaseActions,
  db: Database,
  request: ReleaseRequest,
  by: ReleaseCaller,
): Promise<ReleaseStarted> {
  const { remote, version, canary, stages } = request;
  const record = await actions.accept(request);
  // Audited once accepted, whatever the verification makes of it: a release refused later was still asked for.
  await recordAuditLine(db, by.actor, by.tokenId, auditLines.release(remote, version, canary, stages));
  // Read before the completion starts: a release to everyone replaces the version the registry names.
  const previous = servedVersion(await actions.registry.read(), remote) ?? null;
  return { record, previous, completion: actions.complete(request, record) };
}
