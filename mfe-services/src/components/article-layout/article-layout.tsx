import type { ContentSection, Illustration } from '../../content/types.ts';
import { ContentSectionView } from '../content-blocks/content-blocks.tsx';
import styles from './article-layout.module.css';

/**
 * A page body with its illustration: on narrow screens the picture follows the first section (so the text
 * comes first and the picture loads lazily below the fold); on wide screens it sits beside the text. The
 * width and height attributes reserve its space, so nothing shifts when it arrives.
 */
export function ArticleLayout({ sections, illustration }: { sections: ContentSection[]; illustration: Illustration }) {
  const [first, ...rest] = sections;
  return (
    <div className={styles.layout}>
      <div className={styles.lead}>{first && <ContentSectionView section={first} />}</div>
      <figure className={styles.figure}>
        <img
          className={styles.image}
          src={illustration.src}
          alt={illustration.alt}
          width={illustration.width}
          height={illustration.height}
          loading="lazy"
          decoding="async"
        />
      </figure>
      <div className={styles.rest}>
        {rest.map((section) => (
          <ContentSectionView key={section.id} section={section} />
        ))}
      </div>
    </div>
  );
}
