/**
 * Sign-in and user accounts of the admin (docs/design.md#product-decisions): roles, the login form and the forms that
 * create and change users. The same objects validate in the browser and on the server.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';

/** `admin` may do everything, users included; `editor` edits content only. */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Shortest password accepted, in characters (NIST SP 800-63B asks for at least 8; we ask more of staff). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted: argon2 takes any length, but a cap stops megabyte "passwords" costing CPU. */
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.').max(254, 'Use at most 254 characters.'));

/** A new password: length only (no composition rules, per NIST SP 800-63B). */
export const newPasswordSchema = z
  .string({ error: `Enter a password of at least ${PASSWORD_MIN_LENGTH} characters.` })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** The sign-in form. The password is checked for presence only: its rules belong to when it was chosen. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type LoginInput = z.input<typeof loginSchema>;

const role = z.enum(ADMIN_ROLES, { error: 'Choose a role.' });

/** A staff member's name: one line, since it heads the admin and starts each audit log line. */
const accountName = (message: string) => requiredText(message, 120).regex(/^[^\r\n]*$/, 'Write the name on one line.');

/** An admin creates an account for a member of staff and hands them the first password. */
export const userCreateSchema = z.object({
  email,
  name: accountName('Enter the person’s name.'),
  role,
  password: newPasswordSchema,
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** An admin changes a user's name, role or whether the account may sign in; each part is optional. */
export const userUpdateSchema = z
  .object({
    name: accountName('Enter the person’s name.').optional(),
    role: role.optional(),
    active: z.boolean({ error: 'Choose active or deactivated.' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.active !== undefined, {
    message: 'Change at least one of name, role or active.',
  });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** A signed-in user changes their own password; the current one proves it is them. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.'),
    new_password: newPasswordSchema,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'Choose a password different from the current one.',
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** An admin sets a new password for someone who forgot theirs. */
export const passwordResetSchema = z.object({ password: newPasswordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** Characters in a first-admin setup token: 32 random bytes in base64url. */
export const SETUP_TOKEN_LENGTH = 43;

/**
 * The first admin, created at /admin/setup while no account exists. The token is the one the server printed
 * at start; the account is always an admin, so there is no role to choose.
 */
export const firstAdminSchema = z.object({
  token: z
    .string({ error: 'Open the setup address the server printed, with its token.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'Open the setup address the server printed, with its token.')
    .length(SETUP_TOKEN_LENGTH, 'Open the setup address the server printed, with its token.'),
  email,
  name: accountName('Enter your name.'),
  password: newPasswordSchema,
});
export type FirstAdminInput = z.input<typeof firstAdminSchema>;
