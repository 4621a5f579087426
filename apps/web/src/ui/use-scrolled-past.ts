import { useCallback, useSyncExternalStore } from 'react';

// How far down the page stands, read as it scrolls (the browser has laid it out by then) and once
// in the first frame after the first component asks: never while React renders or runs effects,
// when reading window.scrollY would make the browser lay the page out then and there, in the
// middle of a slow phone's busiest task.
let scrollY = 0;
const listeners = new Set<() => void>();

function update() {
  if (window.scrollY === scrollY) return;
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', update, { passive: true });
    requestAnimationFrame(update);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', update);
  };
}

/** Whether the page has scrolled more than `px` pixels down; updates as it scrolls. */
export function useScrolledPast(px: number): boolean {
  const read = useCallback(() => scrollY > px, [px]);
  return useSyncExternalStore(subscribe, read, () => false);
}
