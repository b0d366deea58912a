import { Skeleton } from '@site/shared';
import { Component, lazy, Suspense, useCallback, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { RegistryContext } from '../layout/registry-context.tsx';
import { WhenVisible } from '../lib/when-visible.tsx';
import { reportRemoteFailure } from './client-errors.ts';
import { RemoteModulesContext } from './remote-modules.ts';
import { servedVersion } from '@site/contracts/registry';

/**
 * Renders nothing once its children throw, and reports the failure: a fragment is an extra on a shell page,
 * so a failing one hides itself rather than explaining (docs/design.md#contracts). Loading has already tried the remote's
 * previous version by then.
 */
class FragmentBoundary extends Component<
  { remote: string; version: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A remote fragment failed and was hidden.', error);
    reportRemoteFailure(this.props.remote, this.props.version, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A component exposed by a remote, shown inside a shell page (e.g. newsContact's LatestNews on Home).
 * `remote` is the federation name, `module` the exposed name whose module exports a component of that name.
 * Shows a skeleton while loading; renders nothing if the remote fails to load or throws.
 *
 * With `whenVisible`, the remote's code is fetched only once the fragment nears the viewport (a fragment
 * below the fold costs no JavaScript on arrival). On a prerendered page React keeps the fragment's
 * server markup, links and all, until then, and hydrates it when the code is in. The server render never
 * waits, since nothing scrolls there. The module comes from the RemoteModulesContext's loader.
 */
export function RemoteFragment({
  remote,
  module,
  whenVisible = false,
}: {
  remote: string;
  module: string;
  whenVisible?: boolean;
}) {
  const registry = useContext(RegistryContext);
  const loadRemote = useContext(RemoteModulesContext);
  const load = useCallback(async () => {
    const loaded = await loadRemote<Record<string, ComponentType>>(remote, module);
    const component = loaded[module];
    if (!component) throw new Error(`${remote}/${module} exports no ${module} component`);
    return component;
  }, [loadRemote, remote, module]);
  const Fragment = useMemo(() => lazy(async () => ({ default: await load() })), [load]);
  const fallback = <Skeleton height="12rem" />;
  return (
    <FragmentBoundary remote={remote} version={servedVersion(registry, remote) ?? 'unknown'}>
      {whenVisible ? (
        <WhenVisible load={load} props={{}} fallback={fallback} />
      ) : (
        <Suspense fallback={fallback}>
          <Fragment />
        </Suspense>
      )}
    </FragmentBoundary>
  );
}
