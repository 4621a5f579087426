import { useMemo, useSyncExternalStore } from 'react';

const HERO_ID = 'hero';

/** Header height in px, as `--header-height` in styles.css. */
const HEADER_HEIGHT = 64;

/**
 * Whether the page's hero (the element with id "hero") is still under the header. The hero may
 * appear after its data loads, so while `active` and not yet there it is waited for.
 */
export function useOverHero(active: boolean): boolean {
  const watcher = useMemo(() => createHeroWatcher(active), [active]);
  return useSyncExternalStore(watcher.subscribe, watcher.getSnapshot, notOverHero);
}

function notOverHero(): boolean {
  return false;
}

function createHeroWatcher(active: boolean) {
  let overHero = false;

  function subscribe(onChange: () => void): () => void {
    if (!active || typeof IntersectionObserver === 'undefined') return () => {};
    let intersection: IntersectionObserver | undefined;
    let mutation: MutationObserver | undefined;

    function watch(hero: Element) {
      intersection = new IntersectionObserver(
        (entries) => {
          const latest = entries[entries.length - 1];
          if (!latest) return;
          overHero = latest.isIntersecting;
          onChange();
        },
        { rootMargin: `-${HEADER_HEIGHT}px 0px 0px 0px` },
      );
      intersection.observe(hero);
    }

    const hero = document.getElementById(HERO_ID);
    if (hero) {
      watch(hero);
    } else {
      mutation = new MutationObserver(() => {
        const found = document.getElementById(HERO_ID);
        if (!found) return;
        mutation?.disconnect();
        watch(found);
      });
      mutation.observe(document.body, { childList: true, subtree: true });
    }
    return () => {
      mutation?.disconnect();
      intersection?.disconnect();
    };
  }

  return { subscribe, getSnapshot: () => overHero };
}
