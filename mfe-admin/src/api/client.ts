/**
 * The admin's calls to /api/admin/* (docs/design.md#api): JSON through the shared fetchJson with the session cookie
 * (`credentials: 'same-origin'`), picture uploads as multipart/form-data, and an SWR hook over the same
 * fetcher. Errors are the shared ApiError (status 401 when the session has ended). Every successful write asks
 * again for the cached answers its Site-Changed header names (useRevalidateChanged).
 */
import { useEffect } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { ApiError, fetchJson } from '@site/shared';
import { SITE_CHANGED_HEADER, siteChangedPrefixes } from '@site/contracts/schemas';

/** The path of the session call; the admin frame watches it to know whether someone is signed in. */
export const SESSION_PATH = '/api/admin/session';

const SAME_ORIGIN: RequestInit = { credentials: 'same-origin' };

/** GETs an admin path. Throws ApiError. */
export const adminGet = <T>(path: string): Promise<T> => fetchJson<T>(path, SAME_ORIGIN);

/**
 * Asks again for the cached answers under the given path prefixes; set by useRevalidateChanged while the admin
 * frame is open. A plain variable rather than a hook's, so every write helper (called from event handlers, not
 * during render) reaches the SWR cache the frame sits in.
 */
let revalidateChanged: ((prefixes: string[]) => void) | undefined;

/** Passes the prefixes a successful write's Site-Changed header names to the frame's SWR cache. */
function afterWrite(response: Response): void {
  const prefixes = siteChangedPrefixes(response.headers.get(SITE_CHANGED_HEADER));
  if (prefixes.length > 0) revalidateChanged?.(prefixes);
}

/**
 * Sends `body` as JSON with `method` (POST by default) and returns the parsed answer. Once it succeeds, the
 * cached answers its Site-Changed header names are asked for again. Throws ApiError, with field messages on 400.
 */
export function adminSend<T>(path: string, body?: unknown, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST') {
  return fetchJson<T>(
    path,
    {
      ...SAME_ORIGIN,
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    },
    afterWrite,
  );
}

/**
 * Uploads one file as multipart/form-data (the browser sets the boundary) and returns the parsed answer; the
 * answers its Site-Changed header names are asked for again. Throws ApiError (413, 415).
 */
export function adminUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return fetchJson<T>(path, { ...SAME_ORIGIN, method: 'POST', body: form }, afterWrite);
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

/**
 * While the calling component is mounted (the admin frame), a successful write makes this SWR cache ask again
 * for every answer whose key starts with a prefix its Site-Changed header names: the screen's own lists and
 * revisions, and the public answers (e.g. '/api/physicians'), so public pages already open in this tab show the
 * edit on their next visit, like a fresh load does. Returns nothing.
 */
export function useRevalidateChanged(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const revalidate = (prefixes: string[]) =>
      void mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
    revalidateChanged = revalidate;
    return () => {
      if (revalidateChanged === revalidate) revalidateChanged = undefined;
    };
  }, [mutate]);
}
