import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { Outlet } from '@site/shared/router';
import useSWR from 'swr';
import { ErrorState, LoadingStatus, Page, Skeleton, type ApiError } from '@site/shared';
import type { AdminSessionUser } from '@site/contracts/schemas';
import { adminGet, isSessionEnded, SESSION_PATH } from '../../api/client.ts';
import { AdminSessionContext } from '../session-context.tsx';
import { SignInForm } from '../sign-in/sign-in-form.tsx';
import { SignInPage } from '../sign-in/sign-in-page.tsx';
import { AdminNav } from './admin-nav.tsx';
import styles from './admin-frame.module.css';

/**
 * The frame of every admin screen but the sign-in page (docs/design.md#product-decisions: without a session the admin screens show
 * the login form instead of data). It asks the server who is signed in:
 * - nobody: the sign-in form in place of the screen, which never mounts and so never fetches;
 * - someone: the admin navigation and the screen;
 * - the session ended while a screen was open (a call answered 401): a sign-in dialog over the screen, which
 *   stays mounted, so nothing typed into a form is lost.
 */
export function AdminFrame() {
  const session = useSWR<{ user: AdminSessionUser | null }, ApiError>(SESSION_PATH, adminGet, {
    shouldRetryOnError: false,
  });
  const { data, error, mutate } = session;
  // The server answers `user: null` when nobody is signed in. Once someone was, the screen stays with their
  // name while the sign-in dialog asks again, so nothing typed is lost.
  const [lastUser, setLastUser] = useState<AdminSessionUser | null>(null);
  const user = data?.user ?? null;
  if (user && user !== lastUser) setLastUser(user);
  const shown = user ?? lastUser;
  const ended = isSessionEnded(error) || (data !== undefined && !user);
  const context = useMemo(() => ({ user: shown, sessionEnded: () => void mutate() }), [shown, mutate]);

  if (!shown) {
    if (ended) return <SignInPage />;
    if (error) {
      return (
        <Page title="Site admin">
          <ErrorState message="We could not reach the admin. Please try again." onRetry={() => mutate()} />
        </Page>
      );
    }
    return (
      <Page title="Site admin">
        <LoadingStatus label="Checking your session…" />
        <Skeleton height="12rem" />
      </Page>
    );
  }

  return (
    <AdminSessionContext.Provider value={context}>
      <div className={styles.frame}>
        <AdminNav user={shown} />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
      <Dialog.Root open={ended}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog}>
            <Dialog.Title className={styles.dialogTitle}>Your session has ended</Dialog.Title>
            <Dialog.Description>
              Sign in again to carry on. Nothing you typed on this page is lost; save it once more afterwards.
            </Dialog.Description>
            <SignInForm id="session-sign-in" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </AdminSessionContext.Provider>
  );
}
