import { z } from 'zod';

/** A remote's federation name, as the registry keys it (e.g. about, newsContact). */
export const REMOTE_NAME_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/**
 * An admin makes a deploy token for one remote (docs/design.md#registry), labelled for the people who will
 * see it in the audit log, e.g. "about team CI".
 */
export const deployTokenCreateSchema = z.object({
  remote: z
    .string({ error: 'Enter the remote’s name.' })
    .trim()
    .regex(REMOTE_NAME_PATTERN, 'Enter a remote’s federation name, such as about or newsContact.'),
  label: z
    .string({ error: 'Say who or what uses the token.' })
    .trim()
    .min(1, 'Say who or what uses the token.')
    .max(100, 'Use at most 100 characters.')
    // The label is written into audit lines and log lines: one line only.
    .regex(/^[^\r\n]*$/, 'Keep the label on one line.'),
});
export type DeployTokenCreateInput = z.input<typeof deployTokenCreateSchema>;

/** A deploy token as admins see it: never the token or its hash. Times are ISO strings. */
export interface DeployToken {
  id: number;
  remote: string;
  label: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What making a token answers: the token, shown this once, and its record. */
export interface DeployTokenCreated {
  token: string;
  deploy_token: DeployToken;
}
