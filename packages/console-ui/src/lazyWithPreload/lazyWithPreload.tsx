import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A component loaded on demand that can also be loaded ahead of time. Once `preload()` has finished, a new
 * instance renders the loaded component at once instead of suspending: React shows a suspended boundary's
 * content at the earliest 300 ms after its fallback, so a page that was fetched while the user was still on
 * the login page would otherwise wait for nothing.
 *
 * @example
 * const Shell: PreloadableComponent<ShellProps> = lazyWithPreload(() => import('./Shell'));
 * void Shell.preload();
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableComponent<P = any> = ComponentType<P> & {
  /** Starts loading (once; a failed load is tried again on the next call) and resolves with the component. */
  preload(): Promise<ComponentType<P>>;
  /** The component once loaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
};

let retryRound = 0;

/**
 * Lets every component of {@link lazyWithPreload} whose code failed to load load it again when next mounted
 * (without it, React would throw the first failure's error again). An error boundary's Retry calls it before
 * mounting the page again, so a page whose chunk failed to download (a network blip, a deploy that replaced
 * it) can be tried again without reloading the console; nothing loads again until something mounts.
 *
 * @example
 * retryFailedLoads();
 * setAttempt((n) => n + 1); // the remounted page loads its code again
 */
export function retryFailedLoads(): void {
  retryRound += 1;
}

/**
 * Like `React.lazy`, plus `preload()`: an instance mounted after the module has loaded renders it directly
 * (no Suspense fallback, no wait); one mounted before suspends as `React.lazy` does. An instance keeps the
 * way it started, so nothing under it remounts when the load finishes. A failed load throws its error to the
 * nearest error boundary; see {@link retryFailedLoads} to try again.
 *
 * @example
 * const Workplace = lazyWithPreload(() => import('./pages/dashboard/workplace'));
 * requestIdleCallback(() => void Workplace.preload());
 * <Suspense fallback={null}><Workplace /></Suspense>
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => {
        component = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy keeps a failed load's error for good: after a failure, an instance mounted once
  // retryFailedLoads() has been called gets a new one, which loads again.
  const lazyOnce = () => {
    const entry: { Lazy: ComponentType<P>; failedInRound?: number } = {
      Lazy: lazy(() =>
        preload().then(
          (loaded) => ({ default: loaded }),
          (error: unknown) => {
            entry.failedInRound = retryRound;
            throw error;
          },
        ),
      ),
    };
    return entry;
  };
  let current = lazyOnce();
  const lazyNow = (): ComponentType<P> => {
    if (current.failedInRound !== undefined && current.failedInRound !== retryRound) current = lazyOnce();
    return current.Lazy;
  };
  function Preloadable(props: P) {
    // Chosen once per instance: switching from Lazy to the plain component later would remount the subtree.
    const [Chosen] = useState(() => component ?? lazyNow());
    return <Chosen {...props} />;
  }
  return Object.assign(Preloadable, { preload, loaded: () => component });
}

/**
 * Whether a component was made by {@link lazyWithPreload} (it can be loaded ahead of time).
 *
 * @example
 * if (isPreloadable(page)) await page.preload();
 */
export function isPreloadable(component: unknown): component is PreloadableComponent {
  return typeof component === 'function' && typeof (component as Partial<PreloadableComponent>).preload === 'function';
}
