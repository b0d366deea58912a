/**
 * Creating an account and a deploy token from the command line (`npm run admin:create`, `npm run token:create`):
 * the only way to the first admin, so no default password exists anywhere (docs/design.md#product-decisions).
 * With no site running they open the database as the server does and bring it to the current schema; with a
 * site running they reach the same rules through its machine-local calls (server/src/local-commands/), so what
 * is accepted, refused and audited is the same either way.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { deployTokenCreateSchema, userCreateSchema } from '@site/contracts/schemas';
import type { AdminRole } from '@site/contracts/schemas';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { createUser, resetPassword } from './users-service.ts';
import { createDeployToken } from '../releases/deploy-tokens.ts';
import { ACCOUNT_ENTITY, recordAudit, type AuditActor } from './lib/audit.ts';

/**
 * A request the commands' rules refuse: the status and code the machine-local calls answer with, and the
 * message the command prints, word for word the same whether it came over HTTP or from the database.
 */
export class ProvisionRefused extends Error {
  readonly status: 400 | 409;
  readonly code: 'validation_failed' | 'email_taken';

  constructor(status: 400 | 409, code: 'validation_failed' | 'email_taken', message: string) {
    super(message);
    this.name = 'ProvisionRefused';
    this.status = status;
    this.code = code;
  }
}

/** Who the audit log names for what a command on the server's machine does, as releases from there do. */
const thisMachine = (command: string): AuditActor => ({ id: null, email: `this machine (npm run ${command})` });

/** An account as admin:create asks for it: the Users screen's rules, and whether to reset an existing one. */
const accountRequestSchema = userCreateSchema.extend({ reset: z.boolean().default(false) });
type AccountRequest = z.output<typeof accountRequestSchema>;

/** What provisionAccount takes. */
export interface ProvisionOptions {
  /** A `postgres://` URL; absent: PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  email: string;
  name: string;
  role: AdminRole;
  password: string;
  /** When the e-mail already has an account: set this password, role and name, and reactivate it. */
  reset?: boolean;
}

/** What happened: the account's e-mail and role, and whether it was new. */
export interface ProvisionResult {
  email: string;
  role: AdminRole;
  created: boolean;
}

/** The account `input` asks for; throws ProvisionRefused (400) listing each problem, one per line. */
function parseAccount(input: unknown): AccountRequest {
  const parsed = accountRequestSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ProvisionRefused(400, 'validation_failed', message);
  }
  return parsed.data;
}

/** Creates or resets `account` in `db` (see provisionAccountIn) and audits it under this machine. */
async function applyAccount(db: Database, account: AccountRequest): Promise<ProvisionResult> {
  const actor = thisMachine('admin:create');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!existing) {
    const created = await createUser(db, account);
    await recordAudit(db, actor, {
      action: 'create',
      entity: ACCOUNT_ENTITY,
      entityId: created.id,
      summary: `${created.email} (${created.role})`,
    });
    return { email: account.email, role: account.role, created: true };
  }
  if (!account.reset) {
    throw new ProvisionRefused(
      409,
      'email_taken',
      `${account.email} already has an account. Add --reset to give it a new password.`,
    );
  }
  await resetPassword(db, existing.id, account.password, { role: account.role, active: true });
  await db.update(users).set({ name: account.name }).where(eq(users.id, existing.id));
  await recordAudit(db, actor, {
    action: 'password',
    entity: ACCOUNT_ENTITY,
    entityId: existing.id,
    summary: `set a new password for ${account.email} (${account.role}) and reactivated it`,
  });
  return { email: account.email, role: account.role, created: false };
}

/**
 * Validates the account with the shared schema, then creates it, or resets it when `reset` is set, in the
 * database the server uses (opened here, brought to the current schema, always closed). Audited as this
 * machine (npm run admin:create). Throws ProvisionRefused (400) listing each problem, one per line; (409) when
 * the e-mail already has an account and `reset` is not set; an Error when the database cannot be opened or
 * migrated.
 */
export async function provisionAccount(options: ProvisionOptions): Promise<ProvisionResult> {
  const account = parseAccount(options);
  const connection = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    await migrateDatabase(connection);
    return await applyAccount(connection.db, account);
  } finally {
    await connection.close();
  }
}

/**
 * provisionAccount in the running server's open database `db`, for `npm run admin:create` while a site runs
 * (docs/design.md#admin-sign-in-and-roles). Takes the request's body `{email, name, role, password, reset?}`
 * unchecked; returns and throws as provisionAccount does (ProvisionRefused for what the rules refuse).
 */
export async function provisionAccountIn(db: Database, input: unknown): Promise<ProvisionResult> {
  return applyAccount(db, parseAccount(input));
}

/** The token `input` asks for; throws ProvisionRefused (400) with each problem on a line of its own. */
function parseDeployToken(input: unknown): z.output<typeof deployTokenCreateSchema> {
  const parsed = deployTokenCreateSchema.safeParse(input);
  if (!parsed.success) {
    throw new ProvisionRefused(400, 'validation_failed', parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  return parsed.data;
}

/** Makes the token `request` asks for in `db`, audited as this machine (npm run token:create). */
async function applyDeployToken(
  db: Database,
  request: z.output<typeof deployTokenCreateSchema>,
): Promise<{ token: string; id: number }> {
  const { token, deployToken } = await createDeployToken(db, thisMachine('token:create'), request);
  return { token, id: deployToken.id };
}

/**
 * Makes a deploy token for `remote` labelled `label` from the command line (`npm run token:create`), in the
 * database the server uses, brought to the current schema first (docs/design.md#registry). Any remote name of a
 * federation name's form is taken, listed in the registry or not: a team's first release over HTTP needs its
 * token before the registry names its remote. Returns the token, shown once, and its id. Throws
 * ProvisionRefused (400) when the remote name or label is not valid, an Error when the database cannot be
 * opened. Always closes the database.
 */
export async function provisionDeployToken(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  remote: string;
  label: string;
}): Promise<{ token: string; id: number }> {
  const request = parseDeployToken({ remote: options.remote, label: options.label });
  const connection = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    await migrateDatabase(connection);
    return await applyDeployToken(connection.db, request);
  } finally {
    await connection.close();
  }
}

/**
 * provisionDeployToken in the running server's open database `db`, for `npm run token:create` while a site runs
 * (docs/design.md#registry). Takes the request's body `{remote, label}` unchecked; returns and throws as
 * provisionDeployToken does.
 */
export async function provisionDeployTokenIn(db: Database, input: unknown): Promise<{ token: string; id: number }> {
  return applyDeployToken(db, parseDeployToken(input));
}

export { issueSetupToken } from './auth/setup.ts';

/**
 * The lines a server prints at start while the site has no staff account: the one-time setup address for
 * `token` under the admin's origin `adminUrl` (no trailing slash). The token travels in the fragment, which browsers never
 * send, so it stays out of access logs and Referer headers.
 */
export function setupAnnouncement(adminUrl: string, token: string): string {
  return [
    'No staff account yet. Create the first admin at this address (it works once, for 24 hours):',
    `  ${adminUrl.replace(/\/+$/, '')}/admin/setup#token=${token}`,
  ].join('\n');
}
