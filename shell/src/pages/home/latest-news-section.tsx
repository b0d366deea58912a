import { ButtonLink } from '@site/shared';
import { RemoteFragment } from '../../federation/remote-fragment.tsx';
import { newsSection } from './content.ts';
import styles from './latest-news-section.module.css';

/**
 * The latest news block of Home (docs/requirements.md#home, docs/requirements.md#constants; docs/design.md#ownership, docs/design.md#contracts): the heading, the three newest items from
 * the newsContact remote's LatestNews fragment (a skeleton while it loads; nothing if it fails), and a link to
 * the news list that works even when the fragment does not. Its code loads only as the block nears the viewport.
 */
export function LatestNewsSection() {
  return (
    <section aria-labelledby="home-news" className={styles.section}>
      <h2 id="home-news" className={styles.heading}>
        {newsSection.heading}
      </h2>
      <RemoteFragment remote="newsContact" module="LatestNews" whenVisible />
      <p className={styles.more}>
        <ButtonLink to={newsSection.readMore.to}>{newsSection.readMore.label}</ButtonLink>
      </p>
    </section>
  );
}
