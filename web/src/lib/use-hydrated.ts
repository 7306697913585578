import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (D85), true from the render after it and in
 * every render in the browser that is not a hydration. For what must not act before the app's code
 * has taken over (a submit that would otherwise post the form natively).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
