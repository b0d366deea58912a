import { Link } from '@site/shared/router';
import { quickLinks } from './content.ts';
import styles from './quick-links.module.css';

/**
 * The three quick-link cards under the rotator (docs/requirements.md#home): Our Services, For Patients and Grow With Us,
 * each a heading link with a line of text. The whole card is clickable; the link text names it.
 */
export function QuickLinks() {
  return (
    <section aria-labelledby="home-quick-links" className={styles.section}>
      <h2 id="home-quick-links" className="visually-hidden">
        Quick links
      </h2>
      <ul className={styles.cards}>
        {quickLinks.map((card) => (
          <li key={card.to} className={styles.card}>
            <h3 className={styles.title}>
              <Link to={card.to} className={styles.link}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
