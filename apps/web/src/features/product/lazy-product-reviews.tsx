import { lazy, Suspense, useEffect, useRef } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { useDataSaver } from '../../ui/data-saver';

// The reviews section (its list, sort select, 'Compra verificada' badge and form, with their texts)
// is below the product's fold: its code is not part of the page's first load. The server renders it
// whole (entry-server.tsx waits for lazy parts), so the HTML shows every review and badge without
// JavaScript and to crawlers; in the browser that HTML stays as it is, not yet hydrated, until the
// page has settled (the browser's first idle moment after the app runs) — or, with the data saver
// on, until the section nears the screen or the shopper touches or focuses it. Its form stays
// disabled until then (ui/form.tsx): a screen reader or a keyboard reaches it without scrolling,
// so only the data saver waits for the screen.

let release: () => void = () => undefined;
/** Resolved once the section's code is wanted; at once on the server. */
const wanted =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });

const ProductReviews = lazy(async () => {
  await wanted;
  return { default: (await import('./product-reviews')).ProductReviews };
});

/** How far below the screen the section starts loading: a flick or two of a phone's scroll. */
const NEAR = '800px';

/**
 * Shown only when the browser renders the section itself (moving from page to page in the app, or
 * a hydration given up): the code is wanted at once then.
 */
function Loading() {
  useEffect(() => release(), []);
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The product's reviews (product-reviews.tsx), its code loaded when the section nears the screen. */
export function LazyProductReviews({ productId }: { productId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { on: saving } = useDataSaver();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      release();
      return;
    }
    if (!saving) {
      const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => release(), { timeout: 2_000 }) : undefined;
      const timer = idle === undefined ? setTimeout(() => release(), 200) : undefined;
      return () => {
        if (idle !== undefined) cancelIdleCallback(idle);
        if (timer !== undefined) clearTimeout(timer);
      };
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: `${NEAR} 0px`,
    });
    observer.observe(element);
    // Native listeners: the section's own handlers are not there before it hydrates.
    const now = () => release();
    element.addEventListener('pointerdown', now, { capture: true });
    element.addEventListener('focusin', now, { capture: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerdown', now, { capture: true });
      element.removeEventListener('focusin', now, { capture: true });
    };
  }, [saving]);
  return (
    <div ref={ref}>
      <Suspense fallback={<Loading />}>
        <ProductReviews productId={productId} />
      </Suspense>
    </div>
  );
}
