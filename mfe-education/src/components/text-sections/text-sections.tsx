import { Prose } from '@site/shared';
import type { TextSection } from '../../content/types.ts';

/** Page text as h2 sections, each with its paragraphs, in the order the content gives them. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <Prose>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Prose>
  );
}
