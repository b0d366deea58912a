import { Link } from '@site/shared/router';
import type { ContentBlock, ContentSection } from '../../content/types.ts';
import styles from './content-blocks.module.css';

/** Renders a section body from content data: paragraphs, lists, term lists, notes and links to site pages. */
function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  // Blocks are static data in a fixed order, so the index is a stable key.
  return blocks.map((block, index) => <Block key={index} block={block} />);
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  switch (block.kind) {
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'terms':
      return (
        <dl className={styles.terms}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <div role="note" className={styles.note}>
          <p>
            <strong>{block.title}</strong>
          </p>
          <p>{block.text}</p>
        </div>
      );
    case 'link':
      return (
        <p>
          {block.text} <Link to={block.to}>{block.label}</Link>
        </p>
      );
  }
}

/** One titled part of a page: an h2 (anchored by the section's id) and its blocks. */
export function ContentSectionView({ section }: { section: ContentSection }) {
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{section.heading}</h2>
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}
