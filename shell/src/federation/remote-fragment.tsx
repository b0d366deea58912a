import { Skeleton } from '@site/shared';
import {
  Component,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { RegistryContext } from '../layout/registry-context.tsx';
import { isPrerendering, signal, type Signal } from '../lib/deferred.ts';
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

/** How far below the viewport (px) a deferred fragment starts loading, so it is usually in before it is seen. */
export const NEAR_VIEWPORT_MARGIN = 300;

/** Resolves `visible` once `element` comes within NEAR_VIEWPORT_MARGIN of the viewport (at once without an observer). */
function useNearViewport(element: RefObject<HTMLElement | null>, visible: Signal, on: boolean) {
  useEffect(() => {
    if (!on) return;
    if (!element.current || typeof IntersectionObserver === 'undefined') return visible.resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        visible.resolve();
        observer.disconnect();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN}px 0px` },
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, visible, on]);
}

/**
 * A component exposed by a remote, shown inside a shell page (e.g. newsContact's LatestNews on Home).
 * `remote` is the federation name, `module` the exposed name whose module exports a component of that name.
 * Shows a skeleton while loading; renders nothing if the remote fails to load or throws.
 *
 * With `whenVisible`, the remote's code is fetched only once the fragment nears the viewport (issue 9: a
 * fragment below the fold costs no JavaScript on arrival). On a prerendered page React keeps the fragment's
 * server markup, links and all, until then, and hydrates it when the code is in. The prerender job itself
 * never waits, since nothing scrolls there.
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
  const anchor = useRef<HTMLDivElement>(null);
  const [visible] = useState(signal);
  const defer = whenVisible && !isPrerendering();
  useNearViewport(anchor, visible, defer);
  const Fragment = useMemo(
    () =>
      lazy(async () => {
        if (defer) await visible.promise;
        const loaded = await loadRemoteModule<Record<string, ComponentType>>(registry, remote, module);
        const component = loaded[module];
        if (!component) throw new Error(`${remote}/${module} exports no ${module} component`);
        return { default: component };
      }),
    [registry, remote, module, defer, visible],
  );
  return (
    <div ref={anchor}>
      <HideOnError>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <Fragment />
        </Suspense>
      </HideOnError>
    </div>
  );
}
