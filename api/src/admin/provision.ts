/**
 * Creating an account from the command line (`npm run admin:create`): the only way to the first admin, so
 * no default password exists anywhere (docs/design.md#product-decisions). Opens the database as the server does, brings it to the
 * current schema, then creates the account, or with `reset` gives an existing one a new password.
 */
import { eq } from 'drizzle-orm';
import { deployTokenCreateSchema, userCreateSchema } from '@site/contracts/schemas';
import type { AdminRole } from '@site/contracts/schemas';
import { openDatabase, type DatabaseConnection } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { createUser, resetPassword } from './users-service.ts';
import { createDeployToken } from '../ops/deploy-tokens.ts';

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

/**
 * Validates the account with the shared schema (throws an Error listing each problem, one per line), then
 * creates it, or resets it when `reset` is set. Throws when the e-mail already has an account and `reset` is
 * not set, or when the database cannot be opened or migrated. Always closes the database.
 */
export async function provisionAccount(options: ProvisionOptions): Promise<ProvisionResult> {
  const parsed = userCreateSchema.safeParse(options);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  const account = parsed.data;
  const connection = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    await migrateDatabase(connection);
    const { db } = connection;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!existing) {
      await createUser(db, account);
      return { email: account.email, role: account.role, created: true };
    }
    if (!options.reset) {
      throw new Error(`${account.email} already has an account. Add --reset to give it a new password.`);
    }
    await resetPassword(db, existing.id, account.password, { role: account.role, active: true });
    await db.update(users).set({ name: account.name }).where(eq(users.id, existing.id));
    return { email: account.email, role: account.role, created: false };
  } finally {
    await connection.close();
  }
}

/** The audit actor of what `npm run token:create` does. */
const COMMAND_LINE = { id: null, email: 'command line (npm run token:create)' };

/**
 * Makes a deploy token for `remote` labelled `label` from the command line (`npm run token:create`), in the
 * database the server uses, brought to the current schema first (docs/design.md#registry). Returns the token,
 * shown once, and its id. Throws when the remote name or label is not valid or the database cannot be opened.
 * Always closes the database.
 */
export async function provisionDeployToken(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  remote: string;
  label: string;
}): Promise<{ token: string; id: number }> {
  const parsed = deployTokenCreateSchema.safeParse({ remote: options.remote, label: options.label });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const connection = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    await migrateDatabase(connection);
    const { token, deployToken } = await createDeployToken(connection.db, COMMAND_LINE, parsed.data);
    return { token, id: deployToken.id };
  } finally {
    await connection.close();
  }
}

/**
 * Opens the database the server uses, brought to the current schema, for a command run while no server holds
 * it (`npm run release` on the server's machine, `npm start` before it serves). Returns the connection; the
 * caller closes it. Throws when the database cannot be opened or migrated (and closes it then).
 */
export async function openMigratedDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
}): Promise<DatabaseConnection> {
  const connection = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    await migrateDatabase(connection);
    return connection;
  } catch (error) {
    await connection.close();
    throw error;
  }
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
