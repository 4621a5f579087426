import { useCallback, useSyncExternalStore } from 'react';

// One list per query, shared by every component that asks.
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether a CSS media query matches now; follows changes (a rotated phone, a system setting) live.
 * The server renders as for a phone (false): a wider screen switches right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query).matches, () => false);
}
