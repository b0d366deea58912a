/**
 * The admin's calls to /api/admin/* (docs/design.md#api): JSON through the shared fetchJson with the session cookie
 * (`credentials: 'same-origin'`), picture uploads as multipart/form-data, and an SWR hook over the same
 * fetcher. Errors are the shared ApiError (status 401 when the session has ended). Writes go through
 * useAdminWrites, bound to the calling component's SWR cache, so every successful write asks that cache again
 * for the answers its Site-Changed header names.
 */
import { useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { ApiError, fetchJson } from '@site/shared';
import { SITE_CHANGED_HEADER, siteChangedPrefixes } from '@site/contracts/schemas';

/** The path of the session call; the admin frame watches it to know whether someone is signed in. */
export const SESSION_PATH = '/api/admin/session';

const SAME_ORIGIN: RequestInit = { credentials: 'same-origin' };

/**
 * The admin GETs this page has sent and not yet had answered. Signing out waits for them (adminGetsSettled): one
 * the server reached only after the session ended would answer 401, an error in the browser's console.
 */
const inFlight = new Set<Promise<unknown>>();

/** GETs an admin path. Throws ApiError. */
export const adminGet = <T>(path: string): Promise<T> => {
  const answer = fetchJson<T>(path, SAME_ORIGIN);
  inFlight.add(answer);
  const settled = () => inFlight.delete(answer);
  answer.then(settled, settled);
  return answer;
};

/** Resolves once every admin GET sent so far, and any sent meanwhile, has been answered; never rejects. */
export async function adminGetsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The HTTP methods of an admin write. */
type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends `body` as JSON (no body when undefined) to `path` with `method` (POST by default) and resolves to the
 * parsed answer. Throws ApiError, with field messages on 400.
 */
export type AdminSend = <T>(path: string, body?: unknown, method?: WriteMethod) => Promise<T>;

/** Uploads one file to `path` as multipart/form-data and resolves to the parsed answer. Throws ApiError (413, 415). */
type AdminUpload = <T>(path: string, file: File) => Promise<T>;

/** The admin's write calls, bound to one SWR cache (useAdminWrites). */
export interface AdminWrites {
  send: AdminSend;
  upload: AdminUpload;
}

/** True for an SWR key under one of `prefixes` (the path prefixes a Site-Changed header names). */
const isUnder = (prefixes: readonly string[]) => (key: unknown) =>
  typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/**
 * The admin's write calls, bound to the SWR cache of the calling component (the one the nearest SWRConfig
 * provides; the shell gives each app its own). Takes nothing; returns `{ send, upload }`: `send` sends a JSON
 * body (or none) with POST, PUT, PATCH or DELETE, `upload` sends one file as multipart/form-data (the browser
 * sets the boundary); both resolve to the parsed answer and throw ApiError (field messages on 400; 413 and
 * 415 for an upload). Once a write succeeds, that cache asks again for every answer whose key starts with a
 * prefix its Site-Changed header names: the screen's own lists and revisions, and the public answers (e.g.
 * '/api/physicians'), so public pages already open in this tab show the edit on their next visit, like a fresh
 * load does. A refused write asks for nothing again. The functions stay the same while the cache does, so
 * they may sit in an effect's dependencies.
 */
export function useAdminWrites(): AdminWrites {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const afterWrite = (response: Response) => {
      const prefixes = siteChangedPrefixes(response.headers.get(SITE_CHANGED_HEADER));
      if (prefixes.length > 0) void mutate(isUnder(prefixes));
    };
    const send: AdminSend = <T>(path: string, body?: unknown, method: WriteMethod = 'POST') =>
      fetchJson<T>(
        path,
        {
          ...SAME_ORIGIN,
          method,
          ...(body === undefined
            ? {}
            : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
        },
        afterWrite,
      );
    const upload: AdminUpload = <T>(path: string, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return fetchJson<T>(path, { ...SAME_ORIGIN, method: 'POST', body: form }, afterWrite);
    };
    return { send, upload };
  }, [mutate]);
}

/** True for the error of a call made after the session ended. */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** True for SWR keys of the admin API, whose cached data must not outlive a session. */
export const isAdminKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith('/api/admin/');

/**
 * SWR over adminGet for `path` (no request when null), or over `fetcher` when a screen reads an answer in its
 * own way (a missing draft is no error). When the call answers 401 the session is checked again, so the admin
 * frame can ask the person to sign in while the page keeps its state.
 */
export function useAdmin<T>(
  path: string | null,
  fetcher: (path: string) => Promise<T> = adminGet<T>,
): SWRResponse<T, ApiError> {
  const response = useSWR<T, ApiError>(path, fetcher, { revalidateOnFocus: false });
  const { mutate } = useSWRConfig();
  const ended = isSessionEnded(response.error);
  useEffect(() => {
    if (ended) void mutate(SESSION_PATH);
  }, [ended, mutate]);
  return response;
}
