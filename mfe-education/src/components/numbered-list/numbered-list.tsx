import styles from './numbered-list.module.css';

/** Items that must be read in order (e.g. fellowship requirements, docs/requirements.md#constants) as a numbered list. */
export function NumberedList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
