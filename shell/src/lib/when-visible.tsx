import {
  lazy,
  memo,
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

/** True when `a` and `b` have the same keys with the same values (Object.is). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key as keyof object], b[key as keyof object]))
  );
}

interface BoundaryProps<P extends object> {
  Deferred: ComponentType<P>;
  props: P;
  fallback: ReactNode;
  onMount: () => void;
}

/**
 * The Suspense boundary around the deferred component, rendered again only when what it shows changes. Until
 * its code is in, a prerendered boundary holds the server markup unhydrated, and React answers an update that
 * reaches it outside a transition (an SWR answer re-rendering the page around it) by dropping that markup for
 * the fallback: the block would shrink to a skeleton and back, moving what is below it. A page that renders
 * again with equal props (a new `{}` each time) reaches nothing here.
 */
const DeferredBoundary = memo(
  function DeferredBoundary<P extends object>({ Deferred, props, fallback, onMount }: BoundaryProps<P>) {
    return (
      <Suspense fallback={fallback}>
        <Mounted onMount={onMount}>
          <Deferred {...props} />
        </Mounted>
      </Suspense>
    );
  },
  // The fallback is left out: pages write it inline, a new element each render, and it only matters before
  // the first render that reaches the boundary.
  (before, after) =>
    before.Deferred === after.Deferred && before.onMount === after.onMount && sameProps(before.props, after.props),
) as <P extends object>(props: BoundaryProps<P>) => ReactNode;

/**
 * Renders the component that `load` resolves to, fetching its code only once its place nears the viewport (what is
 * below the fold costs no JavaScript on arrival). On a prerendered page React keeps the server markup, links and
 * all, until the code is in, then hydrates it; rendered in the browser, `fallback` holds the place. `load` must be
 * stable (defined once, outside render, or memoised). A page re-rendered with equal `props` (a new `{}` is equal)
 * reaches nothing inside, so server markup waiting for its code stays. The server render never waits, since nothing
 * scrolls there. Errors of `load` reach the nearest error boundary. The wrapper element carries `data-deferred`,
 * and gets `data-loaded` once the component has mounted or hydrated and answers input.
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
      <DeferredBoundary Deferred={Deferred} props={props} fallback={fallback} onMount={markLoaded} />
    </div>
  );
}
