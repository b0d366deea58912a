import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey placeholder block shown while data loads (docs/requirements.md#states). Hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return (
    <span aria-hidden="true" data-testid="skeleton" className={styles.skeleton} style={{ width, height, ...style }} />
  );
}

/** A polite status for screen readers while skeletons show; `label` e.g. 'Loading physicians…'. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="visually-hidden">
      {label}
    </p>
  );
}
