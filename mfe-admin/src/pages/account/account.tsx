import { Page } from '@site/shared';
import { passwordChangeSchema } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { changePassword } from '../../api/session.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { useAdminSession } from '../../components/session-context.tsx';

const FIELDS: FieldDef[] = [
  {
    name: 'current_password',
    label: 'Current password',
    kind: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  {
    name: 'new_password',
    label: 'New password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: 'At least 12 characters. A few unrelated words make a strong one that is easy to remember.',
  },
];

/** /admin/account/: who is signed in, and a form to change one's own password (other sessions end). */
export function Account() {
  const { user } = useAdminSession();
  const { send } = useAdminWrites();
  const form = useAdminForm({
    initial: { current_password: '', new_password: '' },
    schema: passwordChangeSchema,
    save: async (data) => {
      await changePassword(send, data);
      form.setValues({ current_password: '', new_password: '' });
      return 'Your password is changed. Your other sessions have ended.';
    },
  });
  return (
    <Page title="Your account">
      {user && (
        <p>
          Signed in as <strong>{user.name}</strong> ({user.email}), {user.role === 'admin' ? 'admin' : 'editor'}.
        </p>
      )}
      <h2>Change your password</h2>
      <AdminForm id="password" fields={FIELDS} {...form.formProps} submitLabel="Change password" />
    </Page>
  );
}
