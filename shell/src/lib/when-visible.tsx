import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { isServerRender } from './deferred.ts';
import styles from './when-visible.module.css';

/** How far below the viewport (px) deferred code starts loading, so it is usually in before it is seen. */
const NEAR_VIEWPORT_MARGIN = 300;

/** Resolves `visible` once `element` comes within NEAR_VIEWPORT_MARGIN of the viewport (at once without an observer). */
function useNearViewport(element: RefObject<HTMLElement | null>, visible: PromiseWithResolvers<void>, on: boolean) {
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

/** Calls `onMount` once its children have mounted (or hydrated). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

/**
 * Renders the component that `load` resolves to, fetching its code only once its place nears the viewport
 * (what is below the fold costs no JavaScript on arrival). On a prerendered page React keeps the
 * server markup, links and all, until the code is in, then hydrates it; rendered in the browser, `fallback`
 * holds the place. `load` must be stable (defined once, outside render, or memoised). The server render never
 * waits, since nothing scrolls there. Errors of `load` reach the nearest error boundary. The wrapper element
 * carries `data-deferred`, and gets `data-loaded` once the component has mounted or hydrated and answers input.
 */
export function WhenVisible<P extends object>({
  load,
  props,
  fallback,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  fallback: ReactNode;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible] = useState(() => Promise.withResolvers<void>());
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  const defer = !isServerRender();
  useNearViewport(anchor, visible, defer);
  const Deferred = useMemo(
    () =>
      lazy(async () => {
        if (defer) await visible.promise;
        return { default: await load() };
      }),
    [load, visible, defer],
  );
  return (
    <div ref={anchor} className={styles.block} data-deferred="" data-loaded={loaded ? '' : undefined}>
      <Suspense fallback={fallback}>
        <Mounted onMount={markLoaded}>
          <Deferred {...props} />
        </Mounted>
      </Suspense>
    </div>
  );
}
