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

/** A person to contact about a training program; either way of reaching them may be absent. */
export interface ProgramContact {
  /** What the person does for the program, e.g. 'Program Director'. */
  role: string;
  name: string;
  /** A displayed US number, e.g. '(937) 555-0141'. */
  phone: string | null;
  email: string | null;
}
