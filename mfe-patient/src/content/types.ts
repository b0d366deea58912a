/** Shapes of this remote's page text (docs/design.md#conventions: text as data, rendered by components). */

/** A link to another site with one line on what the visitor finds there. */
export interface ResourceLink {
  title: string;
  href: string;
  description: string;
}

/**
 * One titled block of a long page. Rendered in this order: paragraphs, bullet items, the named slot, links,
 * then subsections one heading level lower.
 */
export interface Section {
  /** Anchor for in-page links, e.g. 'your-rights'. */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  links?: readonly ResourceLink[];
  /** Where the page inserts content built from live data (e.g. the practice's contacts from the settings). */
  slot?: string;
  subsections?: readonly Section[];
}
