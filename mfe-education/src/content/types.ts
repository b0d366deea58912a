/** A titled block of page text: an h2 and its paragraphs. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** A figure worth a glance, such as '96%' with 'board pass rate'. */
export interface KeyFigure {
  value: string;
  label: string;
}
