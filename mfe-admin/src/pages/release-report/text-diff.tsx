import type { TextDiffPart } from '@site/contracts/schemas';
import styles from './release-report.module.css';

/** Unchanged words kept on each side of a change; the rest of an unchanged run is left out. */
const CONTEXT_WORDS = 6;

/**
 * An unchanged run of text cut short: `head` words kept at its start (those right after a change) and `tail`
 * at its end (those right before the next), with '…' for what is left out. Spaces at the cuts are kept, so
 * the words around a change read as they do on the page. Returns the text whole when it is short enough.
 */
export function shortenUnchanged(text: string, head: number, tail: number): string {
  const words = [...text.matchAll(/\S+/g)];
  // Leaving out fewer words than the '…' takes would hide nothing.
  if (words.length <= head + tail + 1) return text;
  const start = head > 0 ? text.slice(0, words[head - 1]!.index + words[head - 1]![0].length) : '';
  const end = tail > 0 ? text.slice(words[words.length - tail]!.index) : '';
  return `${start}${start ? ' ' : ''}…${end ? ' ' : ''}${end}`;
}

/**
 * The word-level diff of a page's main text as the server computed it (docs/design.md#release-reports), in
 * one paragraph: added text in <ins>, removed text in <del>, each with a word that only screen readers hear,
 * and long unchanged runs cut to a few words each side of a change. A diff without additions or removals
 * says the text is the same.
 */
export function TextDiff({ parts }: { parts: TextDiffPart[] }) {
  if (!parts.some((part) => part.op !== 'equal' && part.text.trim() !== '')) {
    return <p>The text is the same.</p>;
  }
  const last = parts.length - 1;
  return (
    <p className={styles.diff}>
      {parts.map((part, index) => {
        if (part.op === 'insert') {
          return (
            <ins key={index} className={styles.ins}>
              <span className="visually-hidden">added: </span>
              {part.text}
            </ins>
          );
        }
        if (part.op === 'delete') {
          return (
            <del key={index} className={styles.del}>
              <span className="visually-hidden">removed: </span>
              {part.text}
            </del>
          );
        }
        // The first run keeps only the words before the first change; the last only those after the last one.
        const text = shortenUnchanged(part.text, index > 0 ? CONTEXT_WORDS : 0, index < last ? CONTEXT_WORDS : 0);
        return <span key={index}>{text}</span>;
      })}
    </p>
  );
}
