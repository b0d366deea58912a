import type { ApiErrorBody } from '@site/contracts/types';

/** An API call that answered with an error status, or never answered. `status` is 0 for a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * Fetches JSON from the site's API. Takes a path such as `/api/physicians`, fetch options, and `onOk`, called
 * with a successful response before its body is returned, for a caller that reads its headers (the admin's
 * Site-Changed); returns the parsed body. Throws ApiError with the server's `{error}` body (docs/design.md#api),
 * or status 0 when offline.
 */
export async function fetchJson<T>(path: string, init?: RequestInit, onOk?: (response: Response) => void): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new ApiError(0, 'network_error', 'We could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `The server answered ${response.status}.`,
      error?.fields,
    );
  }
  onOk?.(response);
  return body as T;
}

/** POSTs `body` as JSON and returns the parsed answer; errors as fetchJson. */
export function postJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return fetchJson<T>(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init?.headers },
    body: JSON.stringify(body),
  });
}
