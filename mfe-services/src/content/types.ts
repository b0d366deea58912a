/**
 * The shape of the section's page text (content is data, not JSX prose). A content editor changes
 * wording in `src/content/**` without touching a component; the page template renders every page the same way.
 */

/** What a section body is made of. A bare string is a paragraph. */
export type ContentBlock = string | ListBlock | TermsBlock | NoteBlock | LinkBlock;

/** A bulleted list, or a numbered one for steps that happen in order. */
interface ListBlock {
  kind: 'list';
  items: string[];
  ordered?: boolean;
}

/** Terms with their explanations (rendered as a description list), e.g. the safety topics of an exam. */
interface TermsBlock {
  kind: 'terms';
  items: { term: string; text: string }[];
}

/** A boxed note that must not be missed, such as 'Tell us if you might be pregnant'. */
interface NoteBlock {
  kind: 'note';
  title: string;
  text: string;
}

/** A sentence followed by a link to another page of this site (`to` is a site path). */
interface LinkBlock {
  kind: 'link';
  text: string;
  label: string;
  to: string;
}

/** One titled part of a page; `id` anchors the heading and names the part for tests. */
export interface ContentSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** A page's picture: an original illustration, its alternative text and its intrinsic size in pixels. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A link to a reputable public resource (RadiologyInfo.org, Image Wisely, Image Gently, …). */
export interface ExternalResource {
  label: string;
  href: string;
  /** Who publishes it, shown after the label, e.g. 'RadiologyInfo.org (ACR and RSNA)'. */
  source: string;
}

/** The parts every modality page must have, in this order. */
export const MODALITY_SECTIONS = ['what-it-is', 'uses', 'preparation', 'during', 'after', 'safety'] as const;

/** The parts every subspecialty page must have, in this order. */
export const SUBSPECIALTY_SECTIONS = ['what-we-do', 'common-exams', 'who-is-referred'] as const;

/** The body of one modality or subspecialty page; its title and meta description live in the catalogue. */
export interface ServicePageContent {
  /** The paragraph under the h1. */
  intro: string;
  illustration: Illustration;
  /** In reading order; must include the required ids of the page's kind (extra parts may sit between them). */
  sections: ContentSection[];
  /** Reputable public pages to read more; at least one. */
  links: ExternalResource[];
  /** Paths of related pages in this section; their names come from the catalogue. */
  related: string[];
}
