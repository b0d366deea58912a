/** The API call that collects front-end failures for ops (release status). */
const CLIENT_ERRORS_PATH = '/api/client-errors';

/**
 * Reports that a remote failed for this visitor: which remote and version, a short message and the page path
 * (no query, no personal data; default the address bar's). Fire and forget: reporting must never break the page.
 */
export function reportRemoteFailure(
  remote: string,
  version: string,
  error: unknown,
  path: string = window.location.pathname,
): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const body = JSON.stringify({ remote, version, message, path });
  try {
    void fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
