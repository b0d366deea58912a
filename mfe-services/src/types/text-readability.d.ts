/** The parts of text-readability (a CommonJS port of Python's textstat) that the readability test uses. */
declare module 'text-readability' {
  interface Readability {
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
  }
  const readability: Readability;
  export default readability;
}
