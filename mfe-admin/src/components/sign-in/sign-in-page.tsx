import useSWR from 'swr';
import { DocumentTitle, Page } from '@site/shared';
import { adminGet } from '../../api/client.ts';
import { SETUP_PATH } from '../../api/session.ts';
import { SignInForm } from './sign-in-form.tsx';
import styles from './sign-in.module.css';

/**
 * The sign-in page: at /admin/login, and shown by the admin frame in place of any admin screen when nobody
 * is signed in. Signing in puts the session into the shared cache; whoever shows this page then moves on.
 * On a new site without any staff account it says how to create the first admin instead of asking an admin.
 */
export function SignInPage() {
  const setup = useSWR<{ needed: boolean }>(SETUP_PATH, adminGet, { shouldRetryOnError: false });
  return (
    <Page title="Sign in" intro="The site admin is for practice staff. Sign in with your work e-mail address.">
      {/* Shown in place of any admin screen while nobody is signed in: the page says what it is. */}
      <DocumentTitle title="Sign in" />
      <div className={styles.box}>
        <SignInForm id="sign-in" />
        {setup.data?.needed ? (
          <p className={styles.help}>
            This site has no staff account yet. Open the setup address the site printed when it started to create the
            first admin.
          </p>
        ) : (
          <p className={styles.help}>
            No account, or forgot your password? Ask a site admin: they can create an account or set a new password.
          </p>
        )}
      </div>
    </Page>
  );
}
