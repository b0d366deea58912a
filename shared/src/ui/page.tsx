import type { ReactNode } from 'react';
import styles from './page.module.css';

/**
 * The frame every section page uses: one h1, an optional intro paragraph, then the page body. Keeping one
 * frame makes the six remotes look like one site.
 */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}

/** Long-form text with comfortable measure and heading styles. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}

/** Renders HTML that the API sanitized on write (docs/design.md#data); never pass unsanitized input. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
