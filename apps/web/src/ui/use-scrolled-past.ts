import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page has scrolled more than `px` pixels down; updates as it scrolls. */
export function useScrolledPast(px: number): boolean {
  const read = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, read, () => false);
}
