import { UNPIN_PATH } from '@site/contracts/release-pins';
import { useContext, useState } from 'react';
import { RegistryContext } from './registry-context.tsx';
import styles from './pinned-banner.module.css';

/**
 * The banner on every page of a browser an admin pinned to chosen versions of remotes, to try them before
 * promoting (docs/design.md#releases): it names each pinned remote and version, and "Unpin" ends the pins
 * (DELETE UNPIN_PATH) and reloads, so the server serves the normal document. Shown from the registry alone
 * (its `pinned`), so the server render and the browser's first render agree. `reload` is for tests.
 */
export function PinnedBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const pins = Object.entries(useContext(RegistryContext).pinned ?? {});
  const [state, setState] = useState<'idle' | 'unpinning' | 'failed'>('idle');
  if (pins.length === 0) return null;

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
