import { useEffect, useState } from 'react';
import { useDataSaver } from '../../ui/data-saver';

/** How long before a slide shows its image starts downloading. */
const PRELOAD_LEAD_MS = 1_500;

interface RotationOptions {
  count: number;
  intervalMs: number;
  /** Hovered, focused, off screen, reduced motion, or stopped by the user. */
  paused: boolean;
  /** Called shortly before `next` shows, so its image can start downloading. */
  preload?: (next: number) => void;
}

/**
 * A slide index that advances every `intervalMs` while not paused. Every change of slide (by
 * the timer or by the user) restarts the wait, so a slide chosen by hand stays a full interval.
 */
export function useRotation({ count, intervalMs, paused, preload }: RotationOptions) {
  const [index, setIndex] = useState(0);
  // With the data saver nothing turns by itself, nor downloads the next image ahead.
  const saver = useDataSaver().on;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (paused || saver || count < 2) return;
    const next = (current + 1) % count;
    const preloadTimer = preload ? window.setTimeout(() => preload(next), Math.max(0, intervalMs - PRELOAD_LEAD_MS)) : undefined;
    const advanceTimer = window.setTimeout(() => setIndex(next), intervalMs);
    return () => {
      window.clearTimeout(preloadTimer);
      window.clearTimeout(advanceTimer);
    };
  }, [current, count, intervalMs, paused, saver, preload]);

  return { index: current, setIndex };
}

/**
 * Starts downloading an image so it is in the cache when it shows. With the `srcSet` and `sizes`
 * of the <img> that will show it, so the browser picks the same file for both.
 */
export function preloadImage(src: string | undefined, responsive?: { srcSet: string | undefined; sizes: string }): void {
  if (!src) return;
  const image = new Image();
  image.decoding = 'async';
  if (responsive?.srcSet) {
    image.sizes = responsive.sizes;
    image.srcset = responsive.srcSet;
  }
  image.src = src;
}
