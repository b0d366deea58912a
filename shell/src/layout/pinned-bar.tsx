import { UNPIN_PATH } from '@site/contracts/release-pins';
import { useState } from 'react';
import styles from './pinned-banner.module.css';

/**
 * The pinned-versions banner itself (pinned-banner.tsx): names each pinned remote and version (`pins`, as
 * [remote, version] pairs), and "Unpin" ends the pins (DELETE UNPIN_PATH) and calls `reload`, or says that it
 * could not. A chunk of its own, which only a pinned browser loads.
 */
export default function PinnedBar({ pins, reload }: { pins: [string, string][]; reload: () => void }) {
  const [state, setState] = useState<'idle' | 'unpinning' | 'failed'>('idle');

  const unpin = async () => {
    if (state === 'unpinning') return;
    setState('unpinning');
    const ok = await fetch(UNPIN_PATH, { method: 'DELETE', credentials: 'same-origin' }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) reload();
    else setState('failed');
  };

  return (
    <div role="region" aria-label="Pinned versions" className={styles.banner}>
      <p className={styles.text}>
        Pinned for testing: {pins.map(([remote, version]) => `${remote} ${version}`).join(', ')}. This browser sees
        these versions; visitors do not.
      </p>
      <button
        type="button"
        className={styles.button}
        aria-disabled={state === 'unpinning' || undefined}
        onClick={() => void unpin()}
      >
        {state === 'unpinning' ? 'Unpinning…' : 'Unpin'}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          Could not unpin. Please try again.
        </p>
      )}
    </div>
  );
}
