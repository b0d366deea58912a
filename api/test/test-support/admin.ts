/**
 * Helpers for the admin API tests: accounts, sign-in and calls as a signed-in user, with the Origin header
 * a page of the site sends (state-changing admin calls refuse requests without it).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AdminRole, AdminUser } from '@site/contracts/schemas';
import { createUser } from '../../src/admin/users-service.ts';

/** The origin of the pages `app.inject` pretends to come from (its default Host is localhost:80). */
export const SITE_ORIGIN = 'http://localhost';

let sequence = 0;

/** Creates an account; returns it with its password. */
export async function addUser(
  app: FastifyInstance,
  overrides: { role?: AdminRole; email?: string; name?: string; password?: string } = {},
): Promise<{ user: AdminUser; password: string }> {
  sequence += 1;
  const password = overrides.password ?? `correct horse battery ${sequence}`;
  const user = await createUser(app.db, {
    email: overrides.email ?? `staff${sequence}@riverbend.example`,
    name: overrides.name ?? `Staff Member ${sequence}`,
    role: overrides.role ?? 'editor',
    password,
  });
  return { user, password };
}

/**
 * POSTs a sign-in from `remoteAddress` (default a fresh one, so rate limits of other tests do not apply),
 * with `cookie` (a browser's cookies, such as its known-browser cookie) when given.
 */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = `198.51.100.${(sequence += 1) % 250}`,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
    remoteAddress,
  });
}

/** The `name=value` of the cookie `name` a response set (default the session's); throws when it set none. */
export function sessionCookie(response: LightMyRequestResponse, name = 'admin_session'): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`No ${name} cookie in a ${response.statusCode} answer: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A caller of admin routes: with `cookie` as that session, or with none. */
export type AdminCaller = (
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** A caller with `cookie` as its session (none: a caller that is not signed in). */
export function callerWith(app: FastifyInstance, cookie?: string): AdminCaller {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      payload,
      headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
}

/** Creates an account of `role`, signs it in and returns a caller with its session, and the account. */
export async function signedIn(
  app: FastifyInstance,
  role: AdminRole = 'editor',
): Promise<{ call: AdminCaller; user: AdminUser; cookie: string; password: string }> {
  const { user, password } = await addUser(app, { role });
  const cookie = sessionCookie(await postLogin(app, user.email, password));
  return { call: callerWith(app, cookie), user, cookie, password };
}

/** A multipart/form-data body holding one file, and its Content-Type header. */
export function multipartFile(
  content: Buffer,
  fileName = 'photo.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----admin-test-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
