import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One list for every card that asks, rather than a new one on each render of each card.
let list: MediaQueryList | undefined;
const media = () => (list ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  media().addEventListener('change', onChange);
  return () => media().removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return media().matches;
}

/**
 * Whether the system asks for less motion; follows the setting live. A page rendered on the
 * server assumes the usual answer (no): a phone that says otherwise re-renders right after
 * hydration, before anything has moved (motion only ever starts from effects).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** Smooth scrolling unless the system asks for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
