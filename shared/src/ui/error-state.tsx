import styles from './error-state.module.css';
import { Button } from './button.tsx';

/**
 * A failed fetch or section (docs/design.md#product-decisions): a heading, a message and a Retry button; the rest of the page stays.
 * `onRetry` runs when the visitor presses Retry; without it no button shows.
 */
export function ErrorState({
  title = 'Something went wrong',
  message = 'We could not load this information. Please try again.',
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className={styles.error}>
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </div>
  );
}
