/**
 * A stand-in for the admin API in component tests: answers by method and path, records each call with its
 * parsed JSON body, and answers 404 for anything it does not know.
 */
import type { AdminSessionUser, Draft, Preview } from '@site/contracts/schemas';

// Spelled out rather than `unknown`, so a handler's parameter gets its type from the union.
type Answer = object | string | number | boolean | null;
type Handler = ((body: unknown) => Answer | undefined | Promise<Answer>) | Answer;

/** One request the stand-in received: method, path with query, and the parsed JSON body (or FormData). */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer with its status, and headers when it has any (e.g. Site-Changed). */
interface Shaped {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const isShaped = (answer: unknown): answer is Shaped =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/**
 * Replaces global fetch. `routes` maps 'METHOD /path' (query string included) to an answer, a `{status,
 * body, headers?}`, or a function of the request body giving either (or a promise of either, for an answer
 * that takes its time). Returns the list of calls made, in order.
 */
export function mockAdminApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const answer = typeof handler === 'function' ? await (handler as (b: unknown) => Answer)(body) : handler;
    const {
      status,
      body: payload,
      headers,
    }: Shaped = answer === undefined
      ? { status: 404, body: { error: { code: 'not_found', message: `No ${method} ${path}` } } }
      : isShaped(answer)
        ? answer
        : { status: 200, body: answer };
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      json: async () => payload,
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** A 401 answer, as the API gives without a session. */
/** What GET /api/admin/session answers when nobody is signed in. */
export const SIGNED_OUT = { user: null };

/** What every other admin call answers without a session. */
export const UNAUTHENTICATED = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Your session has ended. Please sign in.' } },
};

/** A signed-in user for tests. */
export function buildUser(overrides: Partial<AdminSessionUser> = {}): AdminSessionUser {
  return { id: 1, email: 'dana@riverbend.example', name: 'Dana Admin', role: 'admin', ...overrides };
}

/**
 * A pending draft as GET …/draft answers it: saved by an editor on 23 November 2026 at 4:07 PM in New York,
 * with the values and changed fields each test gives.
 */
export function buildDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    entity: 'physician',
    entity_id: 7,
    values: {},
    user_email: 'eli@riverbend.example',
    updated_at: '2026-11-23T21:07:00.000Z',
    changed: [],
    ...overrides,
  };
}

/** A preview as POST …/preview answers it (201), working until 4:37 PM in New York on 23 November 2026. */
export function buildPreview(path: string): { status: number; body: Preview } {
  return {
    status: 201,
    body: { url: `${path}?preview=t0k3n`, path, expires_at: '2026-11-23T21:37:00.000Z' },
  };
}
