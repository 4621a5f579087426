import { useEffect, useRef, useState } from 'react';

/** One observer for every element that asks: a page of cards would otherwise make one each. */
let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, (onScreen: boolean) => void>();

function watch(element: Element, callback: (onScreen: boolean) => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
  });
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/** Whether the element behind `ref` is on screen; false until the browser has said so. */
export function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    return watch(element, setOnScreen);
  }, []);
  return { ref, onScreen };
}
