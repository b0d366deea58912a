/** The API call that collects front-end failures for ops (release status). */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/**
 * Reports that a remote failed for this visitor: which remote and version, a short message and the page path
 * (no query, no personal data). Fire and forget: reporting must never break the page.
 */
export function reportRemoteFailure(remote: string, version: string, error: unknown): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const body = JSON.stringify({ remote, version, message, path: window.location.pathname });
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
