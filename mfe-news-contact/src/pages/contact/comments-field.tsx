import { useLayoutEffect, useRef, useState, type ClipboardEvent } from 'react';
import { COMMENTS_MAX_LENGTH } from '@site/contracts/limits';
import { charactersRemaining, commentsField } from '../../content/contact.ts';
import { describedBy, FieldError, FieldLabel, fieldId } from './text-field.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import styles from './fields.module.css';

/** How long typing must pause before screen readers hear the count, so they are not told on every key. */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000;

const cut = (text: string): string => text.slice(0, COMMENTS_MAX_LENGTH);

/**
 * The comments box (docs/requirements.md#validation): never more than COMMENTS_MAX_LENGTH characters, with the counter
 * '{n} characters remaining.' under it.
 * - The text is cut at every input event, which fires before the key is released, so a visitor who types
 *   past the limit sees the text stop at 500 rather than grow and shrink.
 * - Pasted text is cut to the room that is left, at the caret, so a long paste never pushes out what the
 *   visitor had already written after the caret.
 * - The visible counter updates at once; a polite live region repeats it only after typing pauses.
 * `describedById` names a description shared with the form (the medical-information notice).
 */
export function CommentsField({
  value,
  error,
  onChange,
  describedById,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  describedById?: string;
}) {
  const id = fieldId(commentsField.name);
  const counterId = `${id}-counter`;
  const errorId = error ? `${id}-error` : undefined;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterPaste = useRef<number | null>(null);
  const [edited, setEdited] = useState(false);
  const remaining = Math.max(0, COMMENTS_MAX_LENGTH - value.length);
  // Empty until the first edit, so nothing is announced when the page opens.
  const announcement = useDebouncedValue(edited ? charactersRemaining(remaining) : '', COUNTER_ANNOUNCE_DELAY_MS);

  // After a cut paste React rewrites the value, which would put the caret at the end; put it after the paste.
  useLayoutEffect(() => {
    const caret = caretAfterPaste.current;
    if (caret !== null && textareaRef.current) {
      textareaRef.current.setSelectionRange(caret, caret);
      caretAfterPaste.current = null;
    }
  }, [value]);

  const change = (text: string) => {
    setEdited(true);
    onChange(cut(text));
  };

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    const { selectionStart, selectionEnd } = event.currentTarget;
    const before = value.slice(0, selectionStart);
    const after = value.slice(selectionEnd);
    const room = COMMENTS_MAX_LENGTH - before.length - after.length;
    if (pasted.length <= room) return; // fits: let the browser paste as usual
    event.preventDefault();
    const kept = pasted.slice(0, Math.max(0, room));
    caretAfterPaste.current = before.length + kept.length;
    change(before + kept + after);
  };

  return (
    <div className={`${styles.field} ${styles.full}`}>
      <FieldLabel htmlFor={id} label={commentsField.label} required={commentsField.required} />
      <FieldError id={errorId} message={error} />
      <textarea
        ref={textareaRef}
        id={id}
        name={commentsField.name}
        rows={6}
        required={commentsField.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(describedById, errorId, counterId)}
        className={`${styles.control} ${styles.textarea}`}
        value={value}
        onChange={(event) => change(event.target.value)}
        onPaste={handlePaste}
      />
      <p id={counterId} className={styles.counter}>
        {charactersRemaining(remaining)}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
