import { useModalities, useSubspecialties } from '@site/shared';
import { Outlet } from '@site/shared/router';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { PinnedBanner } from './pinned-banner.tsx';
import styles from './layout.module.css';

/**
 * The public layout (docs/requirements.md#screens-and-routes): header, main area, footer. It fetches the modalities and subspecialties once
 * for the whole site; remotes read them from the same SWR cache (docs/design.md#contracts).
 */
export function PublicLayout() {
  useModalities();
  useSubspecialties();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <PinnedBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
