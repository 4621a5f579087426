type Listener = (storeId: number) => void;

// Whoever confirms an addition (the product page's toast) asks the header's cart button to open
// its drawer, without importing the button or the drawer: only the button listens.
const listeners = new Set<Listener>();

/** Opens the cart drawer on the cart of `storeId` (one cart per store). */
export function openCart(storeId: number): void {
  for (const listener of listeners) listener(storeId);
}

export function onOpenCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
