import { useEffect } from 'react';
import { useCarts } from '../features/cart/cart-store';

/** Long enough for the page's own requests to settle first, on a phone without requestIdleCallback. */
const FALLBACK_DELAY_MS = 3_000;

function preloadCartScreens(): void {
  // The same modules the cart button and the /checkout route load: the same chunks.
  Promise.all([
    import('../features/cart/cart-drawer'),
    import('../features/auth/require-user'),
    import('../pages/checkout/checkout-page'),
  ]).catch(() => {
    // Offline or a deploy in between: they load when opened, as they would have anyway.
  });
}

/**
 * Once the shopper has a cart, the cart drawer and the checkout page are downloaded while the
 * browser is idle, so that both still open when the connection drops (the service worker keeps
 * them). Shoppers without a cart never pay for them.
 */
export function usePreloadCartScreens(): void {
  const hasCart = useCarts().length > 0;
  useEffect(() => {
    if (!hasCart) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadCartScreens, { timeout: FALLBACK_DELAY_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadCartScreens, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasCart]);
}
