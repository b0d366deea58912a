import { lazy, Suspense, useContext } from 'react';
import { RegistryContext } from './registry-context.tsx';

// Only a browser an admin pinned shows the banner: every other page view goes without its code.
const PinnedBar = lazy(() => import('./pinned-bar.tsx'));

/**
 * The banner on every page of a browser an admin pinned to chosen versions of remotes, to try them before
 * promoting (docs/design.md#releases): it names each pinned remote and version, and "Unpin" ends the pins
 * (DELETE UNPIN_PATH) and reloads, so the server serves the normal document. Shown from the registry alone
 * (its `pinned`), so the server render and the browser's first render agree; its code (pinned-bar.tsx) loads
 * only when there are pins. `reload` is for tests.
 */
export function PinnedBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const pins = Object.entries(useContext(RegistryContext).pinned ?? {});
  if (pins.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PinnedBar pins={pins} reload={reload} />
    </Suspense>
  );
}
