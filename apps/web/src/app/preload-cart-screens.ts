import { useEffect } from 'react';
import { useCarts } from '../features/cart/cart-store';
import { useDataSaver } from '../ui/data-saver';

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
 *
 * A component of its own that draws nothing: the carts are not known on the server, so a page
 * hydrated with a cart in the browser renders its readers again at once. Only this leaf, not the
 * layout around every page (which would render the header again and make the footer, still
 * waiting for its code, start over).
 */
export function PreloadCartScreens(): null {
  // Nothing ahead with the data saver: they load when opened.
  const saver = useDataSaver().on;
  const hasCart = useCarts().length > 0 && !saver;
  useEffect(() => {
    if (!hasCart) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadCartScreens, { timeout: FALLBACK_DELAY_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadCartScreens, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasCart]);
  return null;
}
