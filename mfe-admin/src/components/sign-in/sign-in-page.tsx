import { Page, useDocumentTitle } from '@site/shared';
import { SignInForm } from './sign-in-form.tsx';
import styles from './sign-in.module.css';

/**
 * The sign-in page: at /admin/login, and shown by the admin frame in place of any admin screen when nobody
 * is signed in. Signing in puts the session into the shared cache; whoever shows this page then moves on.
 */
export function SignInPage() {
  useDocumentTitle('Sign in');
  return (
    <Page title="Sign in" intro="The site admin is for practice staff. Sign in with your work e-mail address.">
      <div className={styles.box}>
        <SignInForm id="sign-in" />
        <p className={styles.help}>
          No account, or forgot your password? Ask a site admin: they can create an account or set a new password.
        </p>
      </div>
    </Page>
  );
}
