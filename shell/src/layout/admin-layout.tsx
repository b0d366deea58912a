import { useSettings } from '@site/shared';
import { Link, Outlet } from '@site/shared/router';
import { LogoMark } from './logo.tsx';
import { PinnedBanner } from './pinned-banner.tsx';
import styles from './layout.module.css';

/** The admin layout (docs/requirements.md#screens-and-routes): a slim bar and the admin area; the admin remote draws its own navigation. */
export function AdminLayout() {
  const { data: settings } = useSettings();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <PinnedBanner />
      <header className={styles.adminBar}>
        <Link to="/admin/" className={styles.adminBrand}>
          <LogoMark size={32} />
          <span>{settings?.organization_name} · Site admin</span>
        </Link>
        {/* The public site may be another origin (ADMIN_URL): the server sends this address there. */}
        <a href="/_site/public">View the public site</a>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
