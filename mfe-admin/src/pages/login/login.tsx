import { Navigate, useSearchParams } from '@site/shared/router';
import useSWR from 'swr';
import type { ApiError } from '@site/shared';
import type { AdminSessionUser } from '@site/contracts/schemas';
import { adminGet, SESSION_PATH } from '../../api/client.ts';
import { SignInPage } from '../../components/sign-in/sign-in-page.tsx';

/** Only a path inside the admin may be a place to return to (no open redirect to another site). */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$)/.test(next) ? next : '/admin/';
}

/**
 * /admin/login: the sign-in page. Once someone is signed in (already, or by this form) it goes on to
 * `?next=` (a path inside the admin) or the dashboard.
 */
export function Login() {
  const [params] = useSearchParams();
  const { data } = useSWR<{ user: AdminSessionUser | null }, ApiError>(SESSION_PATH, adminGet, {
    shouldRetryOnError: false,
  });
  if (data?.user) return <Navigate to={safeNext(params.get('next'))} replace />;
  return <SignInPage />;
}
