/**
 * An admin's session for tests that call a Fastify app in process (`app.inject`): the sign-in as the admin's own
 * screens send it (docs/design.md#admin-sign-in-and-roles), for tests of routes that take an admin session.
 */

/** What adminSession needs of a Fastify app: its `inject`. */
interface Injects {
  inject(options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: unknown;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> }>;
}

/**
 * Signs `email` in with `password` on `app` from the admin's origin `origin` (its Host too when it is another
 * host than the public one; default `http://localhost`) and returns the session cookie as `admin_session=<value>`.
 * Throws, with the answer, when the sign-in is refused.
 */
export async function adminSession(
  app: Injects,
  credentials: { email: string; password: string },
  origin = 'http://localhost',
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { host: new URL(origin).host, origin },
    payload: credentials,
  });
  const cookie = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith('admin_session='));
  if (answer.statusCode !== 200 || !cookie) {
    throw new Error(`The sign-in of ${credentials.email} was refused (${answer.statusCode}): ${answer.body}`);
  }
  return cookie.split(';')[0]!;
}
