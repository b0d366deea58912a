import { useState } from 'react';
import { Button, ErrorState, Page } from '@site/shared';
import { ADMIN_ROLES, type AdminRole, type AdminUser } from '@site/contracts/schemas';
import { updateUser, USERS_PATH } from '../../api/accounts.ts';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { failureText } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { useAdminSession } from '../../components/session-context.tsx';
import { formatWhen } from '../../content/wording.ts';
import { NewUserForm } from './new-user-form.tsx';
import { SetPassword } from './set-password.tsx';

const ROLE_LABELS: Record<AdminRole, string> = { admin: 'Admin (everything, users too)', editor: 'Editor (content)' };

/**
 * /admin/users/ (admin role only): every account with its role (changed in place), whether it
 * may sign in (Deactivate / Reactivate: a deactivated account's sessions end at once), Set a new password,
 * and a form to add someone. Editors are told the screen is for admins; the API refuses them too.
 */
export function Users() {
  const { user: me } = useAdminSession();
  if (me && me.role !== 'admin') {
    return (
      <Page title="Users">
        <ErrorState title="Only admins manage users" message="Ask a site admin to add or change an account." />
      </Page>
    );
  }
  return <UsersScreen myId={me?.id ?? null} />;
}

function UsersScreen({ myId }: { myId: number | null }) {
  const { send } = useAdminWrites();
  const response = useAdmin<AdminUser[]>(USERS_PATH);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (user: AdminUser, input: { role?: AdminRole; active?: boolean }, done: string) => {
    setProblem(null);
    try {
      await updateUser(send, user.id, input);
      await response.mutate();
      setStatus(done);
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  return (
    <Page title="Users" intro="Who may sign in to the admin, and what they may do.">
      {problem && (
        <p role="alert" className={table.unread}>
          {problem}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Loadable response={response} what="users">
        {(users) => (
          <DataTable
            caption={`${users.length} accounts`}
            rowHeader={{
              header: 'Name',
              cell: (user) => (
                <>
                  {user.name}
                  {user.id === myId && <span className={table.muted}> (you)</span>}
                </>
              ),
            }}
            columns={[
              { header: 'E-mail', cell: (user) => user.email },
              {
                header: 'Role',
                cell: (user) => (
                  <>
                    <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                      Role of {user.name}
                    </label>
                    <select
                      id={`role-${user.id}`}
                      value={user.role}
                      onChange={(event) =>
                        void change(
                          user,
                          { role: event.target.value as AdminRole },
                          `${user.name} is now ${event.target.value === 'admin' ? 'an admin' : 'an editor'}.`,
                        )
                      }
                    >
                      {ADMIN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </>
                ),
              },
              { header: 'Status', cell: (user) => (user.active ? 'Active' : 'Deactivated') },
              {
                header: 'Last sign-in',
                cell: (user) =>
                  user.last_login_at ? formatWhen(user.last_login_at) : <span className={table.muted}>Never</span>,
              },
              {
                header: 'Actions',
                cell: (user) => (
                  <div className={table.actions}>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void change(
                          user,
                          { active: !user.active },
                          `${user.name} ${user.active ? 'can no longer sign in' : 'can sign in again'}.`,
                        )
                      }
                    >
                      {user.active ? 'Deactivate' : 'Reactivate'}
                      <span className="visually-hidden"> {user.name}</span>
                    </Button>
                    <SetPassword user={user} />
                  </div>
                ),
              },
            ]}
            rows={users}
            rowKey={(user) => user.id}
          />
        )}
      </Loadable>
      <NewUserForm onCreated={() => void response.mutate()} />
    </Page>
  );
}
