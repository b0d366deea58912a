import { createElement, lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/** A component whose code loads on first use, and how to fetch that code ahead of it. */
export interface FirstUseComponent<C> {
  /** Starts fetching the code (once; again after a failure); resolves when it has arrived. */
  preload: () => Promise<unknown>;
  /** Renders the component: at once when its code has arrived, else inside Suspense until it does. */
  Component: C;
}

/**
 * A component of its own chunk (`load`, an `import()` of a module whose default export it is), for dialogs and
 * popovers the page shows only on request. Once the code has arrived (preloaded when the browser was idle, or
 * as the visitor headed for the button) it renders in the same update as the tap: React.lazy would suspend
 * once on its first render even then, and React holds back the reveal of suspended content by up to 300 ms.
 * Before that, it renders inside Suspense with no fallback. A failed fetch is thrown to the nearest error
 * boundary by the render, and the next preload or render tries again.
 */
// Any props, as React's own `lazy` takes: the component's props type is carried through `C` unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function firstUseComponent<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): FirstUseComponent<C> {
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as ComponentType<ComponentProps<C>>;
  function FirstUse(props: ComponentProps<C>) {
    if (loaded) return createElement(loaded as ComponentType<ComponentProps<C>>, props);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { preload, Component: FirstUse as unknown as C };
}
