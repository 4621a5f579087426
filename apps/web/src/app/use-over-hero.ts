import { useMemo, useSyncExternalStore } from 'react';

const HERO_ID = 'hero';

/** Header height in px, as `--header-height` in styles.css. */
const HEADER_HEIGHT = 64;

/**
 * Whether the page's hero (the element with id "hero") is still under the header. The hero may
 * appear after its data loads, so while `active` and not yet there it is waited for.
 *
 * The server's HTML has the page at its top, where an active page's hero is under the header:
 * the header is drawn translucent from the first paint, and hydration finds it so. Drawn solid
 * first, it would change colour once the app ran, a 300 ms transition of the header redrawn frame
 * after frame while a slow phone is busiest.
 */
export function useOverHero(active: boolean, heroExpected = true): boolean {
  const watcher = useMemo(() => createHeroWatcher(active), [active]);
  return useSyncExternalStore(watcher.subscribe, watcher.getSnapshot, () => active && heroExpected);
}

/** Whether the hero is on the page now with part of it below the header. */
function heroUnderHeader(): boolean {
  if (typeof document === 'undefined') return false;
  const hero = document.getElementById(HERO_ID);
  return hero !== null && hero.getBoundingClientRect().bottom > HEADER_HEIGHT;
}

function createHeroWatcher(active: boolean) {
  // As the page stands when the header first renders in the browser: the server's HTML when it
  // is hydrated (the hero in place), a page still to render after a navigation (no hero yet).
  // Without IntersectionObserver nothing would say when the hero scrolls away: solid throughout.
  let overHero = active && typeof IntersectionObserver !== 'undefined' && heroUnderHeader();

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
