import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes (a rotated phone, a system setting) live.
 * The server renders as for a phone (false): a wider screen switches right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
