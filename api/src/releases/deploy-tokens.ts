/**
 * Deploy tokens (docs/design.md#registry): a team's CI releases and rolls back its one remote over HTTP with
 * `Authorization: Bearer <token>`. A token is made by an admin (the admin API or `npm run token:create`),
 * shown once, stored as its SHA-256 only, scoped to one remote, and revocable; every use is audited.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DeployToken } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { deploy_tokens } from '../db/schema.ts';
import { recordAudit, type AuditActor } from '../admin/lib/audit.ts';

/** What every token starts with, so a leaked one is easy to recognise (and for secret scanners to find). */
const DEPLOY_TOKEN_PREFIX = 'rrdeploy_';

/** The audit log's entity for deploy tokens and what they are used for. */
const DEPLOY_TOKEN_ENTITY = 'deploy_token';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const columns = {
  id: deploy_tokens.id,
  remote: deploy_tokens.remote,
  label: deploy_tokens.label,
  created_by: deploy_tokens.created_by,
  created_at: deploy_tokens.created_at,
  last_used_at: deploy_tokens.last_used_at,
  revoked_at: deploy_tokens.revoked_at,
};

const toDeployToken = (row: {
  id: number;
  remote: string;
  label: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}): DeployToken => ({
  ...row,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  revoked_at: row.revoked_at?.toISOString() ?? null,
});

/**
 * Makes a token for `remote` (a federation name), labelled for people (`label`, e.g. "about team CI"), and
 * audits it under `actor`. Returns the token record and the token itself, which is never available again.
 */
export async function createDeployToken(
  db: Database,
  actor: AuditActor,
  { remote, label }: { remote: string; label: string },
): Promise<{ token: string; deployToken: DeployToken }> {
  const token = DEPLOY_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(deploy_tokens)
    .values({ remote, label, token_hash: hashOf(token), created_by: actor.email })
    .returning(columns);
  await recordAudit(db, actor, {
    action: 'create',
    entity: DEPLOY_TOKEN_ENTITY,
    entityId: row!.id,
    summary: `deploy token "${label}" for ${remote}`,
  });
  return { token, deployToken: toDeployToken(row!) };
}

/** Every deploy token, newest first, revoked ones included (they stay for the record). */
export async function listDeployTokens(db: Database): Promise<DeployToken[]> {
  return (await db.select(columns).from(deploy_tokens).orderBy(desc(deploy_tokens.id))).map(toDeployToken);
}

/**
 * Revokes token `id` and audits it under `actor`. Returns the revoked token, or undefined when there is no
 * such token or it was revoked already.
 */
export async function revokeDeployToken(db: Database, actor: AuditActor, id: number): Promise<DeployToken | undefined> {
  const [row] = await db
    .update(deploy_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(deploy_tokens.id, id), isNull(deploy_tokens.revoked_at)))
    .returning(columns);
  if (!row) return undefined;
  await recordAudit(db, actor, {
    action: 'revoke',
    entity: DEPLOY_TOKEN_ENTITY,
    entityId: row.id,
    summary: `deploy token "${row.label}" for ${row.remote}`,
  });
  return toDeployToken(row);
}

/** The outcome of presenting a token for a remote: the actor to audit under, or why it is refused. */
export type DeployTokenCheck =
  { ok: true; actor: AuditActor; tokenId: number } | { ok: false; status: 401 | 403; message: string };

/**
 * Checks an `Authorization` header value for `remote`: 401 when it is missing, not a Bearer token, unknown or
 * revoked; 403 when the token is for another remote. An accepted token's `last_used_at` is set, and the
 * actor names it for the audit line of what it does.
 */
export async function checkDeployToken(
  db: Database,
  authorization: string | undefined,
  remote: string,
): Promise<DeployTokenCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { ok: false, status: 401, message: 'A deploy token is needed: Authorization: Bearer <token>.' };
  const [row] = await db
    .select({ id: deploy_tokens.id, remote: deploy_tokens.remote, label: deploy_tokens.label })
    .from(deploy_tokens)
    .where(and(eq(deploy_tokens.token_hash, hashOf(token)), isNull(deploy_tokens.revoked_at)));
  if (!row) return { ok: false, status: 401, message: 'The deploy token is unknown or revoked.' };
  if (row.remote !== remote) {
    return { ok: false, status: 403, message: `The deploy token is for ${row.remote}, not ${remote}.` };
  }
  await db.update(deploy_tokens).set({ last_used_at: new Date() }).where(eq(deploy_tokens.id, row.id));
  return { ok: true, tokenId: row.id, actor: { id: null, email: `deploy token "${row.label}" (#${row.id})` } };
}

/**
 * Audits what a deploy token did (`release`, `promote` or `rollback`) under the actor checkDeployToken gave, with a
 * summary such as "about 1.4.0".
 */
export async function recordDeployUse(
  db: Database,
  actor: AuditActor,
  action: 'release' | 'rollback' | 'promote',
  tokenId: number | null,
  summary: string,
): Promise<void> {
  await recordAudit(db, actor, { action, entity: DEPLOY_TOKEN_ENTITY, entityId: tokenId, summary });
}
