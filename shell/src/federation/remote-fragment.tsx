import { Skeleton } from '@site/shared';
import { Component, lazy, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { RegistryContext } from '../layout/registry-context.tsx';
import { loadRemoteModule } from './remote-loader.ts';

/** Renders nothing once its children throw: a failing fragment hides itself (DESIGN §3). */
class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A remote fragment failed and was hidden.', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A component exposed by a remote, shown inside a shell page (e.g. newsContact's LatestNews on Home).
 * `remote` is the federation name, `module` the exposed name whose module exports a component of that name.
 * Shows a skeleton while loading; renders nothing if the remote fails to load or throws.
 */
export function RemoteFragment({ remote, module }: { remote: string; module: string }) {
  const registry = useContext(RegistryContext);
  const Fragment = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<Record<string, ComponentType>>(registry, remote, module);
        const component = loaded[module];
        if (!component) throw new Error(`${remote}/${module} exports no ${module} component`);
        return { default: component };
      }),
    [registry, remote, module],
  );
  return (
    <HideOnError>
      <Suspense fallback={<Skeleton height="12rem" />}>
        <Fragment />
      </Suspense>
    </HideOnError>
  );
}
