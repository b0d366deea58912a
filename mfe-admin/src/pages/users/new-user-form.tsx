import { userCreateSchema } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { createUser } from '../../api/accounts.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';

const FIELDS: FieldDef[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, width: 'half', autoComplete: 'off' },
  { name: 'email', label: 'E-mail address', kind: 'email', required: true, width: 'half', autoComplete: 'off' },
  {
    name: 'role',
    label: 'Role',
    kind: 'select',
    required: true,
    width: 'half',
    options: [
      { value: 'editor', label: 'Editor (content)' },
      { value: 'admin', label: 'Admin (everything, users too)' },
    ],
  },
  {
    name: 'password',
    label: 'First password',
    kind: 'password',
    required: true,
    width: 'half',
    autoComplete: 'new-password',
    hint: 'At least 12 characters. Give it to them in person; they can change it under Your account.',
  },
];

const EMPTY = { name: '', email: '', role: 'editor', password: '' };

/** The form that adds an account (admins only); cleared after each account it creates. */
export function NewUserForm({ onCreated }: { onCreated: () => void }) {
  const { send } = useAdminWrites();
  const form = useAdminForm({
    initial: EMPTY,
    schema: userCreateSchema,
    save: async (data) => {
      const user = await createUser(send, data);
      onCreated();
      form.setValues(EMPTY);
      return `Created an account for ${user.name} (${user.email}).`;
    },
  });
  return (
    <section aria-labelledby="new-user-title">
      <h2 id="new-user-title">Add a user</h2>
      <AdminForm id="new-user" fields={FIELDS} {...form.formProps} submitLabel="Create account" />
    </section>
  );
}
