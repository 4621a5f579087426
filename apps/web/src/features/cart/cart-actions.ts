import type { AppliedCoupon, PaymentMethodChoice } from '@plaza/domain/cart';
import { addToCart, clearCart, productSnapshot, removeItem, setCoupon, setPaymentMethod, setQuantity } from '@plaza/domain/cart-actions';
import type { Product } from '@plaza/domain/schemas/product';
import { readCarts, updateCarts } from './cart-store';

// The cart actions of spec section 4 on the stored carts. Kept apart from cart-store.ts so the
// header (entry chunk) carries only the reading side; these load with the product page, the
// drawer and the checkout.

/** Adds after the product page's checks have passed; the combined quantity is checked again here. */
export function addProductToCart(product: Product, quantity: number, deliveryDate: string | undefined, now: Date) {
  const result = addToCart(
    readCarts(),
    {
      storeId: product.store_id,
      storeName: product.store_name,
      productId: product.product_id,
      product: productSnapshot(product),
      quantity,
      deliveryDate,
    },
    now,
  );
  if (result.ok) updateCarts(() => result.carts);
  return result;
}

/** The drawer's quantity controls: a refusal leaves the cart as it was and says why. */
export function changeCartQuantity(storeId: number, productId: number, quantity: number, now: Date) {
  const result = setQuantity(readCarts(), storeId, productId, quantity, now);
  if (result.ok) updateCarts(() => result.carts);
  return result;
}

export function removeCartItem(storeId: number, productId: number): void {
  updateCarts((carts) => removeItem(carts, storeId, productId));
}

export function applyCartCoupon(storeId: number, coupon: (AppliedCoupon & { code: string }) | undefined, now: Date): void {
  updateCarts((carts) => setCoupon(carts, storeId, coupon, now));
}

export function chooseCartPaymentMethod(storeId: number, method: PaymentMethodChoice | undefined): void {
  updateCarts((carts) => setPaymentMethod(carts, storeId, method));
}

export function clearStoreCart(storeId: number): void {
  updateCarts((carts) => clearCart(carts, storeId));
}
