import { useSWRConfig } from 'swr';
import { loginSchema } from '@site/contracts/schemas';
import { isAdminKey, SESSION_PATH, useAdminWrites } from '../../api/client.ts';
import { signIn } from '../../api/session.ts';
import { AdminForm } from '../form/admin-form.tsx';
import type { FieldDef } from '../form/fields.ts';
import { useAdminForm } from '../form/use-admin-form.ts';

const FIELDS: FieldDef[] = [
  { name: 'email', label: 'E-mail address', kind: 'email', required: true, autoComplete: 'username' },
  { name: 'password', label: 'Password', kind: 'password', required: true, autoComplete: 'current-password' },
];

/**
 * The sign-in form (docs/design.md#product-decisions): e-mail and password, checked with the shared loginSchema. A refusal shows
 * the server's one message (the same for an unknown e-mail and a wrong password), or how long to wait after
 * too many attempts; the e-mail typed stays. On success the session is put into the SWR cache, every other
 * admin answer is fetched again (it may belong to someone else's session).
 */
export function SignInForm({ id }: { id: string }) {
  const { send } = useAdminWrites();
  const { mutate } = useSWRConfig();
  const form = useAdminForm({
    initial: { email: '', password: '' },
    schema: loginSchema,
    signIn: true,
    save: async (input) => {
      const { user } = await signIn(send, input);
      await mutate(SESSION_PATH, { user }, { revalidate: false });
      void mutate((key) => isAdminKey(key) && key !== SESSION_PATH);
      return `Signed in as ${user.name}.`;
    },
  });
  return <AdminForm id={id} fields={FIELDS} {...form.formProps} submitLabel="Sign in" />;
}
