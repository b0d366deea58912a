import { ApiError } from '@site/shared';
import { contactFailureText } from '../../content/contact.ts';

/**
 * What to tell the visitor when a submission fails (docs/design.md#api): offline, too large (413), too many
 * (429: wait), refused (400 without field messages) or a server fault. `error` is whatever the call threw.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return contactFailureText.server;
  if (error.status === 0) return contactFailureText.network;
  if (error.status === 413) return contactFailureText.tooLarge;
  if (error.status === 429) return contactFailureText.tooMany;
  if (error.status >= 400 && error.status < 500) return contactFailureText.rejected;
  return contactFailureText.server;
}
