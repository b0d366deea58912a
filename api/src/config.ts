/**
 * The server's configuration, read from the environment and validated once at boot (docs/design.md#conventions), so a bad
 * setting stops the start with a message that names it instead of failing later in a request.
 */
import { z } from 'zod';
import { parseWebAddress } from '@site/contracts/schemas';
import { isPostgresUrl } from './db/client.ts';

// An empty variable (`DATABASE_URL=`) means "not set", as most shells and .env files intend it.
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** `addr@host` or `Name <addr@host>`: the two forms nodemailer takes for one address. */
function isMailbox(value: string): boolean {
  const address = /^[^<>]*<([^<>\s]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  return z.email().safeParse(address).success;
}

const optionalText = z.preprocess(unsetWhenEmpty, z.string().optional());
const mailbox = (name: string) =>
  z.preprocess(
    unsetWhenEmpty,
    z.string().refine(isMailbox, `${name} must be one e-mail address, or a name and <address>.`).optional(),
  );

// The mail outbox's settings (docs/design.md#product-decisions). SMTP_URL carries everything in one value (credentials URL-encoded);
// the separate variables suit secrets managers that hand out the password alone.
const mailShape = {
  SMTP_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine((url) => /^smtps?:\/\/[^/\s]+/.test(url), 'SMTP_URL must be an smtp:// or smtps:// URL.')
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ error: 'SMTP_PORT must be a number.' })
      .int('SMTP_PORT must be a whole number.')
      .min(1, 'SMTP_PORT must be between 1 and 65535.')
      .max(65535, 'SMTP_PORT must be between 1 and 65535.')
      .optional(),
  ),
  SMTP_SECURE: z.preprocess(
    unsetWhenEmpty,
    z.enum(['true', 'false'], { error: 'SMTP_SECURE must be true or false.' }).optional(),
  ),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  MAIL_FROM: mailbox('MAIL_FROM'),
  MAIL_TO: mailbox('MAIL_TO'),
};

type MailEnv = z.output<z.ZodObject<typeof mailShape>>;

/** What Fastify's `trustProxy` takes: trust all, a number of proxy hops, or a list of addresses and CIDRs. */
export type TrustProxy = boolean | number | string;

// Operation settings (README "Running on more than one machine"). Behind a load balancer the client's address
// comes from X-Forwarded-For, which only a trusted proxy may set: otherwise a visitor could pick the address the
// rate limits count, and X-Forwarded-Host, which the admin's Origin check compares with.
const opsShape = {
  TRUST_PROXY: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine(
        (value) => /^(true|false|\d+|[0-9a-fA-F:.]+(\/\d+)?(\s*,\s*[0-9a-fA-F:.]+(\/\d+)?)*)$/.test(value.trim()),
        'TRUST_PROXY must be true, false, a number of proxy hops, or addresses/CIDRs separated by commas.',
      )
      .optional(),
  ),
  // Local development: no HSTS, a Content-Security-Policy that admits webpack dev servers on this machine, and
  // a session cookie without Secure. Set by configuration alone, never judged from the Host a request names,
  // which any caller chooses.
  DEV_MODE: z.preprocess(
    unsetWhenEmpty,
    z.enum(['true', 'false'], { error: 'DEV_MODE must be true or false.' }).default('false'),
  ),
  // The site's public address. Served over plain http (a test server, say), the session cookie cannot be Secure.
  SITE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine((value) => parseWebAddress(value) !== null, 'SITE_URL must be one http:// or https:// address.')
      .optional(),
  ),
  // The admin's own origin (docs/design.md#admin-sign-in-and-roles): a host of its own, so no section's browser
  // code, which runs on the public origin, shares an origin with a staff session. An origin only, no path.
  ADMIN_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine(isOrigin, 'ADMIN_URL must be one http:// or https:// origin, such as https://admin.example.org.')
      .optional(),
  ),
};

/** True for an http(s) address that names an origin alone: no path but `/`, no query, no fragment. */
function isOrigin(value: string): boolean {
  const url = parseWebAddress(value);
  return url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && !/[?#]/.test(value);
}

/** The operation settings. */
export interface OpsConfig {
  /** Which proxies in front may tell the client's address, scheme and host; undefined: none. */
  trustProxy: TrustProxy | undefined;
  /** Local development (DEV_MODE=true): dev servers admitted, no HSTS, no Secure cookie. Default false. */
  devMode: boolean;
  /** The site's public address (SITE_URL); undefined when not set. */
  siteUrl: string | undefined;
  /** The admin's own origin (ADMIN_URL), e.g. `https://admin.example.org`; undefined when not set. */
  adminUrl: string | undefined;
}

function toTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim();
  if (text === undefined) return undefined;
  if (text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Cross-field rules: one way to name the server, and a user and password only together. */
function checkMailEnv(env: MailEnv, ctx: z.RefinementCtx): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (env.SMTP_URL && env.SMTP_HOST) issue('Set SMTP_URL or SMTP_HOST, not both.');
  if (!env.SMTP_HOST) {
    const orphans = (['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS'] as const).filter(
      (k) => env[k] !== undefined,
    );
    if (orphans.length > 0) issue(`${orphans.join(', ')} need SMTP_HOST.`);
  }
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) issue('Set SMTP_USER and SMTP_PASS together.');
}

const envSchema = z.object({
  PORT: z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ error: 'PORT must be a number.' })
      .int('PORT must be a whole number.')
      .min(1, 'PORT must be between 1 and 65535.')
      .max(65535, 'PORT must be between 1 and 65535.')
      .default(8080),
  ),
  // Loopback unless told otherwise: exposing the server is a decision, not an accident.
  HOST: z.preprocess(unsetWhenEmpty, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine(isPostgresUrl, 'DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for PGlite).')
      .optional(),
  ),
  DATA_DIR: z.preprocess(unsetWhenEmpty, z.string().default('./data')),
  ...mailShape,
  ...opsShape,
});

/** How to reach the SMTP server: a URL, or a host with its port, TLS mode and optional login. */
export type SmtpSettings =
  { url: string } | { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | undefined };

/** The mail outbox's settings; present only when an SMTP server is configured. */
export interface MailConfig {
  smtp: SmtpSettings;
  /** Sender address; absent: the recipient's own address. */
  from: string | undefined;
  /** The practice's address that receives contact messages; absent: the site settings' e-mail. */
  to: string | undefined;
}

/** The validated configuration. */
export interface Config {
  /** TCP port to listen on; default 8080. */
  port: number;
  /** Interface to bind; default 127.0.0.1. */
  host: string;
  /** PostgreSQL server URL; absent means PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** Folder for the PGlite database (`db/`) and the media store (`media/`); default ./data. */
  dataDir: string;
  /** SMTP and addresses for the contact mail outbox; undefined when no SMTP server is set (mail off). */
  mail: MailConfig | undefined;
  /** Which proxies may tell the client's address (TRUST_PROXY); undefined: none. */
  trustProxy: TrustProxy | undefined;
}

/** Throws one Error listing every issue, one line each. */
function fail(issues: readonly { message: string }[]): never {
  throw new Error(`Invalid configuration:\n${issues.map((issue) => `- ${issue.message}`).join('\n')}`);
}

function toMailConfig(env: MailEnv): MailConfig | undefined {
  const { SMTP_URL, SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, MAIL_FROM, MAIL_TO } = env;
  let smtp: SmtpSettings;
  if (SMTP_URL) smtp = { url: SMTP_URL };
  else if (SMTP_HOST) {
    // Port 465 speaks TLS from the first byte; 587 (the submission port) starts plain and upgrades (STARTTLS).
    const secure = SMTP_SECURE === undefined ? SMTP_PORT === 465 : SMTP_SECURE === 'true';
    const auth = SMTP_USER !== undefined && SMTP_PASS !== undefined ? { user: SMTP_USER, pass: SMTP_PASS } : undefined;
    smtp = { host: SMTP_HOST, port: SMTP_PORT ?? (secure ? 465 : 587), secure, auth };
  } else return undefined;
  return { smtp, from: MAIL_FROM, to: MAIL_TO };
}

/**
 * Reads the mail settings alone (SMTP_URL, or SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS; MAIL_FROM,
 * MAIL_TO) from `env`. Returns undefined when neither SMTP_URL nor SMTP_HOST is set; throws one Error listing
 * every bad mail setting, one line each.
 */
export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig | undefined {
  const result = z.object(mailShape).superRefine(checkMailEnv).safeParse(env);
  if (!result.success) fail(result.error.issues);
  return toMailConfig(result.data);
}

/**
 * Reads the operation settings alone (TRUST_PROXY, DEV_MODE, SITE_URL, ADMIN_URL) from `env`. Returns
 * them; throws one Error listing every bad setting, one line each.
 */
export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  const result = z.object(opsShape).safeParse(env);
  if (!result.success) fail(result.error.issues);
  const { TRUST_PROXY, DEV_MODE, SITE_URL, ADMIN_URL } = result.data;
  return {
    trustProxy: toTrustProxy(TRUST_PROXY),
    devMode: DEV_MODE === 'true',
    siteUrl: SITE_URL,
    adminUrl: ADMIN_URL && new URL(ADMIN_URL).origin,
  };
}

/**
 * Reads PORT, HOST, DATABASE_URL, DATA_DIR, TRUST_PROXY and the mail settings (see loadMailConfig) from `env`, and
 * checks DEV_MODE, SITE_URL and ADMIN_URL (which buildApp reads itself, see loadOpsConfig). Returns the Config; throws one Error
 * listing every bad setting, one line each.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.superRefine(checkMailEnv).safeParse(env);
  if (!result.success) fail(result.error.issues);
  const { PORT, HOST, DATABASE_URL, DATA_DIR, TRUST_PROXY } = result.data;
  return {
    port: PORT,
    host: HOST,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    mail: toMailConfig(result.data),
    trustProxy: toTrustProxy(TRUST_PROXY),
  };
}
