import { NavLink, useNavigate } from '@site/shared/router';
import { useSWRConfig } from 'swr';
import { Button } from '@site/shared';
import type { AdminSessionUser } from '@site/contracts/schemas';
import { adminGetsSettled, isAdminKey, useAdminWrites } from '../../api/client.ts';
import { signOut } from '../../api/session.ts';
import { ADMIN_NAV } from '../../content/navigation.ts';
import styles from './admin-frame.module.css';

/**
 * The admin's own navigation (the shell's admin layout leaves it to the remote): every screen, the Users
 * and Audit log screens for admins only, who is signed in, and Log out. Logging out waits for the answers the
 * screen is loading, ends the session on the server, forgets every admin answer this browser holds, and goes to
 * the sign-in page.
 */
export function AdminNav({ user }: { user: AdminSessionUser }) {
  const { send } = useAdminWrites();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const logOut = async () => {
    try {
      // The screen's answers still on their way were asked for in this session: ended first, they would be 401s.
      await adminGetsSettled();
      await signOut(send);
    } finally {
      await mutate(isAdminKey, undefined, { revalidate: false });
      navigate('/admin/login', { replace: true });
    }
  };
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <ul className={styles.navList}>
        {ADMIN_NAV.filter((item) => !item.adminOnly || user.role === 'admin').map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className={styles.user}>
        <p>
          Signed in as <strong>{user.name}</strong>
          <br />
          <span className={styles.role}>{user.role === 'admin' ? 'Admin' : 'Editor'}</span>
        </p>
        <Button variant="secondary" onClick={() => void logOut()}>
          Log out
        </Button>
      </div>
    </nav>
  );
}
