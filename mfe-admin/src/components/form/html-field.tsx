import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SanitizedHtml } from '@site/shared';
import { useAdminWrites } from '../../api/client.ts';
import styles from './form.module.css';

/** How long typing must pause before the preview asks the server again, in milliseconds. */
export const PREVIEW_DELAY_MS = 400;

type Wrap = (selected: string) => { text: string; select?: [number, number] };

const wrapIn =
  (tag: string, placeholder: string): Wrap =>
  (selected) => ({ text: `<${tag}>${selected || placeholder}</${tag}>` });

const listOf =
  (tag: 'ul' | 'ol'): Wrap =>
  (selected) => {
    const lines = (selected || 'First item\nSecond item').split(/\r?\n/).filter((line) => line.trim() !== '');
    return { text: `<${tag}>\n${lines.map((line) => `  <li>${line.trim()}</li>`).join('\n')}\n</${tag}>` };
  };

// The link's address is selected after insertion, ready to be typed over.
const link: Wrap = (selected) => {
  const opening = '<a href="';
  const address = 'https://';
  return {
    text: `${opening}${address}">${selected || 'link text'}</a>`,
    select: [opening.length, opening.length + address.length],
  };
};

/** The formatting buttons: only tags the server's allow-list keeps (api/src/lib/sanitize-html.ts). */
const ACTIONS: { label: string; wrap: Wrap }[] = [
  { label: 'Paragraph', wrap: wrapIn('p', 'New paragraph') },
  { label: 'Heading', wrap: wrapIn('h2', 'Heading') },
  { label: 'Subheading', wrap: wrapIn('h3', 'Subheading') },
  { label: 'Bold', wrap: wrapIn('strong', 'bold text') },
  { label: 'Italic', wrap: wrapIn('em', 'italic text') },
  { label: 'Bulleted list', wrap: listOf('ul') },
  { label: 'Numbered list', wrap: listOf('ol') },
  { label: 'Link', wrap: link },
];

/**
 * A rich-text field for the HTML fields of docs/requirements.md#entities (biography, news full text, …): formatting buttons that
 * wrap the selected text in the allowed tags, the HTML source, and a live preview of exactly what the site
 * will show, sanitized by the server's own allow-list (POST /api/admin/html-preview), so nothing the preview
 * shows is removed later. The preview is not a live region: it would talk over every keystroke.
 */
export function HtmlField({
  label,
  value,
  onChange,
  ...control
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  onChange: (value: string) => void;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [preview, setPreview] = useState<{ html: string } | { failed: true } | null>(null);
  const { send } = useAdminWrites();

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  useEffect(() => {
    if (value.trim() === '') {
      setPreview({ html: '' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      send<{ html: string }>('/api/admin/html-preview', { html: value }).then(
        (answer) => current && setPreview(answer),
        () => current && setPreview({ failed: true }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, send]);

  const apply = (wrap: Wrap) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const { text, select } = wrap(value.slice(start, end));
    pendingSelection.current = select ? [start + select[0], start + select[1]] : [start, start + text.length];
    onChange(value.slice(0, start) + text + value.slice(end));
  };

  return (
    <div className={styles.html}>
      <div role="group" aria-label={`Formatting for ${label}`} className={styles.toolbar}>
        {ACTIONS.map((action) => (
          <button key={action.label} type="button" className={styles.toolButton} onClick={() => apply(action.wrap)}>
            {action.label}
          </button>
        ))}
      </div>
      <textarea
        ref={textarea}
        {...control}
        spellCheck
        className={`${styles.control} ${styles.textarea} ${styles.source}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div role="region" aria-label={`Preview of ${label}`} className={styles.preview}>
        <p className={styles.previewTitle}>Preview, as the site will show it</p>
        {preview === null ? (
          <p className={styles.hint}>Preparing the preview…</p>
        ) : 'failed' in preview ? (
          <p className={styles.hint}>The preview is not available just now; saving still works.</p>
        ) : preview.html === '' ? (
          <p className={styles.hint}>Nothing to show yet.</p>
        ) : (
          <SanitizedHtml html={preview.html} className={styles.previewBody} />
        )}
      </div>
    </div>
  );
}
