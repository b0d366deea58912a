import type { ReactNode } from 'react';
import { ExternalLink } from '@site/shared';
import type { ResourceLink, Section } from '../content/types.ts';
import styles from './sections.module.css';

type Level = 2 | 3 | 4;

/**
 * Renders a long page's text sections (content/*.ts) as headed blocks, starting at `level` (h2 by default,
 * since the page's h1 comes from Page). `slots` fills a section's `slot` with content built from live data,
 * such as the practice's contacts from the settings.
 */
export function Sections({
  sections,
  level = 2,
  slots = {},
}: {
  sections: readonly Section[];
  level?: Level;
  slots?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {sections.map((section) => (
        <SectionBlock key={section.heading} section={section} level={level} slots={slots} />
      ))}
    </>
  );
}

function SectionBlock({
  section,
  level,
  slots,
}: {
  section: Section;
  level: Level;
  slots: Readonly<Record<string, ReactNode>>;
}) {
  const Heading = `h${level}` as const;
  const next = Math.min(level + 1, 4) as Level;
  return (
    <section className={styles.section} aria-labelledby={section.id ? `${section.id}-heading` : undefined}>
      <Heading id={section.id ? `${section.id}-heading` : undefined} className={styles.heading}>
        {section.heading}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className={styles.items}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.slot && slots[section.slot]}
      {section.links && <ResourceList links={section.links} />}
      {section.subsections && <Sections sections={section.subsections} level={next} slots={slots} />}
    </section>
  );
}

/** External links, each with one line on what the visitor finds there (used by Patient Resources and notices). */
function ResourceList({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} className={styles.linkTitle}>
            {link.title}
          </ExternalLink>
          <p className={styles.linkDescription}>{link.description}</p>
        </li>
      ))}
    </ul>
  );
}
