import { ExternalLink } from '@site/shared';
import type { ExternalResource } from '../../content/types.ts';
import styles from './resource-links.module.css';

/** The 'Learn more' list: links to reputable public resources, each with its publisher. Opens in a new tab. */
export function ResourceLinks({ links, heading = 'Learn more' }: { links: ExternalResource[]; heading?: string }) {
  return (
    <section aria-labelledby="learn-more" className={styles.resources}>
      <h2 id="learn-more">{heading}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
            <span className={styles.source}>{link.source}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
