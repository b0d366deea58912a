import type { ReactNode } from 'react';
import styles from './page-section.module.css';

/** A part of an Education page under its own h2 heading, e.g. 'Requirements' or 'Program contacts'. */
export function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/** A paragraph in a PageSection, at a comfortable reading width. */
export function SectionText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
