import { lazy, useState, type ComponentType } from 'react';

/** A page (or area) component whose code is its own chunk; `preload` starts the download ahead of the render. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<ComponentType>;
  /** true once the code has arrived: the page then renders in the same pass (server rendering, hydration) */
  isLoaded: () => boolean;
}

/**
 * Wraps a page module's import so the page loads when first rendered, suspending to the nearest
 * Suspense boundary meanwhile (React.lazy). A page that is already loaded when it mounts (preloaded by
 * the router, or visited before) renders at once: React.lazy alone would show the fallback for a
 * frame. A failed download is not kept, so a later preload tries again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;

  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Page() {
    // Chosen once per mount: switching a mounted page from Lazy to the loaded component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}
