/**
 * Calls back at the shopper's first scroll, touch, pointer press or key press on the page (at once
 * when that has happened already, or the page is already scrolled), for work that can wait until someone uses the page: not while it
 * loads on a slow phone. Returns a function that cancels the call.
 */
const waiting = new Set<() => void>();
let used = false;
const EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

function onUse() {
  used = true;
  for (const type of EVENTS) window.removeEventListener(type, onUse, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

export function onFirstUse(callback: () => void): () => void {
  if (used) {
    callback();
    return () => {};
  }
  if (waiting.size === 0) {
    for (const type of EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
    // A page already scrolled (its position restored) counts as in use. Read in the next frame,
    // when the browser lays the page out anyway: callers ask while React runs its effects, and
    // reading the position then would lay the page out then and there.
    requestAnimationFrame(() => {
      if (!used && window.scrollY > 0) onUse();
    });
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
