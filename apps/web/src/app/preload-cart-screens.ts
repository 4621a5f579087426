import { useEffect } from 'react';
import { useCarts } from '../features/cart/cart-store';
import { useDataSaver } from '../ui/data-saver';

/** Long enough for the page's own requests to settle first, on a phone without requestIdleCallback. */
const FALLBACK_DELAY_MS = 3_000;

function preloadCartDrawer(): void {
  // The same module the cart button loads: the same chunks.
  import('../features/cart/cart-drawer').catch(() => {
    // Offline or a deploy in between: it loads when opened, as it would have anyway.
  });
}

/**
 * The checkout's code (the route's guard and its page, the same modules the /checkout route
 * loads), asked for when the shopper heads for it: a touch on, the pointer over or the focus on
 * the cart's 'Finalizar compra', a few hundred milliseconds before the tap lands. Not at idle with
 * the drawer: most pages with a cart are not a checkout, and its 7 KB went with every one of them
 * (issue 44, point 6; decision 005: page chunks come as they are used).
 */
export function preloadCheckout(): void {
  Promise.all([import('../features/auth/require-user'), import('../pages/checkout/checkout-page')]).catch(() => {
    // Offline or a deploy in between: the route loads them, as it would have anyway.
  });
}

/**
 * Once the shopper has a cart, the cart drawer is downloaded while the browser is idle, so that it
 * still opens when the connection drops (the service worker keeps it). Shoppers without a cart
 * never pay for it.
 *
 * A component of its own that draws nothing: the carts are not known on the server, so a page
 * hydrated with a cart in the browser renders its readers again at once. Only this leaf, not the
 * layout around every page (which would render the header again and make the footer, still
 * waiting for its code, start over).
 */
export function PreloadCartScreens(): null {
  // Nothing ahead with the data saver: it loads when opened.
  const saver = useDataSaver().on;
  const hasCart = useCarts().length > 0 && !saver;
  useEffect(() => {
    if (!hasCart) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadCartDrawer, { timeout: FALLBACK_DELAY_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadCartDrawer, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasCart]);
  return null;
}
