import { useEffect, useRef } from 'react';

/**
 * Where the focus goes back when a form closes or a dialog's work is done: each control that may
 * take it again registers with `refFor(key)`; `returnTo(key)` focuses it once the page is drawn.
 */
export function useFocusReturn() {
  const targets = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const target = targets.current.get(pending.current);
    pending.current = null;
    target?.focus();
  });
  return {
    refFor: (key: string) => (element: HTMLElement | null) => {
      if (element) targets.current.set(key, element);
      else targets.current.delete(key);
    },
    returnTo: (key: string) => {
      pending.current = key;
    },
  };
}
