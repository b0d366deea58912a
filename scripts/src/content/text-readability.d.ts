/** The parts of text-readability (a CommonJS port of Python's textstat) that the reading-level check uses. */
declare module 'text-readability' {
  interface Readability {
    lexiconCount(text: string, removePunctuation?: boolean): number;
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
  }
  const readability: Readability;
  export default readability;
}
