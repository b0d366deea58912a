import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@site/shared';
import { passwordResetSchema, type AdminUser } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { setUserPassword } from '../../api/accounts.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import styles from '../../components/admin-frame/admin-frame.module.css';

const FIELDS: FieldDef[] = [
  {
    name: 'password',
    label: 'New password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: 'At least 12 characters. Their sessions end; they sign in with this one.',
  },
];

/** Set a new password for someone who forgot theirs: a button and a dialog with one field. */
export function SetPassword({ user }: { user: AdminUser }) {
  const { send } = useAdminWrites();
  const [open, setOpen] = useState(false);
  const form = useAdminForm({
    initial: { password: '' },
    schema: passwordResetSchema,
    save: async ({ password }) => {
      await setUserPassword(send, user.id, password);
      form.setValues({ password: '' });
      return `New password set for ${user.name}.`;
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          Set password<span className="visually-hidden"> of {user.name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>New password for {user.name}</Dialog.Title>
          <Dialog.Description>For someone who forgot theirs. Tell them the new one in person.</Dialog.Description>
          <AdminForm
            id={`password-${user.id}`}
            fields={FIELDS}
            {...form.formProps}
            submitLabel="Set password"
            actions={
              <Dialog.Close asChild>
                <Button variant="secondary">Close</Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
