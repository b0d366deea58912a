import { Link, useLocation, useNavigate } from '@site/shared/router';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorState, LoadingStatus, Page, Skeleton, type ApiError } from '@site/shared';
import { firstAdminSchema, PASSWORD_MIN_LENGTH } from '@site/contracts/schemas';
import { adminGet, isAdminKey, SESSION_PATH, useAdminWrites } from '../../api/client.ts';
import { SETUP_PATH, setupFirstAdmin } from '../../api/session.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import styles from '../../components/sign-in/sign-in.module.css';

const FIELDS: FieldDef[] = [
  { name: 'name', label: 'Your name', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Your work e-mail address', kind: 'email', required: true, autoComplete: 'username' },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`,
  },
];
// The token comes from the address, not from a field, so the form checks everything else.
const formSchema = firstAdminSchema.omit({ token: true });

/** The token of a setup address's fragment (`#token=…`), or null when it has none. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

const TITLE = 'Set up the site admin';

/**
 * /admin/setup: creates the first admin of a new site (docs/design.md#product-decisions) with the one-time address the server prints
 * at start while no staff account exists (`#token=…`). Shows the form only while setup is needed and the
 * address carries a token; otherwise says what to do instead. On success the new admin is signed in and
 * taken to the dashboard.
 */
export function Setup() {
  const token = tokenFromHash(useLocation().hash);
  const { data, error, mutate } = useSWR<{ needed: boolean }, ApiError>(SETUP_PATH, adminGet, {
    shouldRetryOnError: false,
  });

  if (error) {
    return (
      <Page title={TITLE}>
        <ErrorState message="We could not reach the admin. Please try again." onRetry={() => mutate()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={TITLE}>
        <LoadingStatus label="Checking whether the site has an admin…" />
        <Skeleton height="12rem" />
      </Page>
    );
  }
  if (!data.needed) {
    return (
      <Page title={TITLE}>
        <p>
          This site already has an admin, so this address does nothing any more. <Link to="/admin/login">Sign in</Link>{' '}
          instead, or ask a site admin for an account.
        </p>
      </Page>
    );
  }
  if (!token) {
    return (
      <Page title={TITLE}>
        <p>
          This site has no staff account yet. When the site starts, it prints a setup address with a one-time token in
          its log. Open that address to create the first admin.
        </p>
      </Page>
    );
  }
  return (
    <Page
      title={TITLE}
      intro="Create the first admin account. You can add other staff as admins or editors once you are signed in."
    >
      <div className={styles.box}>
        <SetupForm token={token} />
      </div>
    </Page>
  );
}

/** The first admin's name, e-mail and password, sent with `token`; signs in and goes to the dashboard. */
function SetupForm({ token }: { token: string }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { send } = useAdminWrites();
  const form = useAdminForm({
    initial: { name: '', email: '', password: '' },
    schema: formSchema,
    save: async (input) => {
      const { user } = await setupFirstAdmin(send, { ...input, token });
      await mutate(SESSION_PATH, { user }, { revalidate: false });
      void mutate((key) => isAdminKey(key) && key !== SESSION_PATH);
      navigate('/admin/', { replace: true });
      return `Created the admin account of ${user.name}.`;
    },
  });
  return <AdminForm id="setup" fields={FIELDS} {...form.formProps} submitLabel="Create the admin account" />;
}
