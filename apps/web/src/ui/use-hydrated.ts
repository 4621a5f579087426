import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (and during the render that hydrates it), true once
 * React runs it: what needs the app's code to work can wait for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
