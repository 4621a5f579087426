import { checkQuantity } from './add-to-cart';
import type { AppliedCoupon, Cart, CartItem, CartProductSnapshot, PaymentMethodChoice } from './cart';
import type { MessageKey } from './messages/es';
import { applyCoupon, couponApplies, unitPrice, type PriceSource, type SpecialOffer, type WholesaleTier } from './pricing';

// What the carts do (spec section 4), as pure functions from the carts to the next carts. Each
// line is priced with unitPrice, the function the order service charges with, so what the
// drawer and the checkout show is what the order will cost.

/** A product as the catalogue answers it: the fields the cart keeps. */
export interface SnapshotSource {
  name: string;
  price: number;
  stock: number;
  currency: string;
  images: readonly { image: string }[];
  wholesale_prices: readonly WholesaleTier[];
  special_offer: SpecialOffer | null;
}

export function productSnapshot(product: SnapshotSource): CartProductSnapshot {
  return {
    name: product.name,
    price: product.price,
    stock: product.stock,
    currency: product.currency,
    images: product.images.map(({ image }) => ({ image })),
    wholesale_prices: product.wholesale_prices.map(({ wholesale_id, min_quantity, price_per_unit }) => ({ wholesale_id, min_quantity, price_per_unit })),
    special_offer: product.special_offer,
  };
}

export type CartRefusal = { ok: false; key: MessageKey; message: string };
export type CartChange = { ok: true; carts: Cart[] } | CartRefusal;

export interface LinePrice {
  /** One unit as charged: after the coupon. */
  unit: number;
  /** One unit before the coupon. */
  base: number;
  source: PriceSource;
  wholesaleId?: number;
  /** The coupon's percent on this line, if any. */
  discountPercentage?: number;
  /** unit × quantity. */
  total: number;
}

/** One cart line priced as the server prices it: unitPrice at the line's quantity, then the coupon. */
export function linePrice(item: CartItem, now: Date): LinePrice {
  const price = unitPrice(item.product, item.quantity, now);
  const percent = item.discountPercentage && item.discountPercentage > 0 ? item.discountPercentage : undefined;
  const unit = percent ? applyCoupon(price.unitPrice, percent) : price.unitPrice;
  return {
    unit,
    base: price.unitPrice,
    source: price.source,
    ...(price.wholesaleId !== undefined ? { wholesaleId: price.wholesaleId } : {}),
    ...(percent ? { discountPercentage: percent } : {}),
    total: unit * item.quantity,
  };
}

/**
 * The item with its derived fields brought up to date: the tier that prices its quantity (kept
 * as the spec's wholesale_id and wholesale_price in major units) and the coupon percent.
 */
function priced(item: CartItem, coupon: AppliedCoupon | undefined, now: Date): CartItem {
  const { wholesale_id: _id, wholesale_price: _price, discountPercentage: _percent, ...rest } = item;
  const next: CartItem = rest;
  const price = unitPrice(item.product, item.quantity, now);
  if (price.source === 'wholesale' && price.wholesaleId !== undefined) {
    next.wholesale_id = price.wholesaleId;
    next.wholesale_price = price.unitPrice / 100;
  }
  if (coupon && coupon.discount_value > 0 && couponApplies(coupon, item.productId)) next.discountPercentage = coupon.discount_value;
  return next;
}

/** The carts with `storeId`'s cart replaced by `cart` (or dropped when it has no items left). */
function replaceCart(carts: readonly Cart[], storeId: number, cart: Cart | undefined, moveToEnd = false): Cart[] {
  const others = carts.filter((other) => other.storeId !== storeId);
  if (!cart || cart.items.length === 0) return others;
  if (moveToEnd) return [...others, cart];
  const index = carts.findIndex((other) => other.storeId === storeId);
  return index === -1 ? [...others, cart] : carts.map((other) => (other.storeId === storeId ? cart : other));
}

function findCart(carts: readonly Cart[], storeId: number): Cart | undefined {
  return carts.find((cart) => cart.storeId === storeId);
}

export interface AddToCartInput {
  storeId: number;
  storeName: string;
  productId: number;
  product: CartProductSnapshot;
  quantity: number;
  deliveryDate?: string;
}

/**
 * Adds `quantity` of a product to its store's cart, creating the cart if needed (spec section 4).
 * A product already in the cart keeps one line: the quantities add up (and are checked together
 * against the stock and tiers), and the fresh snapshot and the latest delivery date replace the
 * old ones. The touched cart moves to the end, so the last cart is the one added to most
 * recently. `separateStore` says a new cart was started beside other stores' carts.
 */
export function addToCart(
  carts: readonly Cart[],
  input: AddToCartInput,
  now: Date,
): { ok: true; carts: Cart[]; separateStore: boolean } | CartRefusal {
  const cart = findCart(carts, input.storeId);
  const existing = cart?.items.find((item) => item.productId === input.productId);
  const quantity = (existing?.quantity ?? 0) + input.quantity;
  const check = checkQuantity(input.product, quantity);
  if (!check.ok) return check;

  const item: CartItem = { productId: input.productId, product: input.product, quantity };
  const deliveryDate = input.deliveryDate ?? existing?.deliveryDate;
  if (deliveryDate) item.deliveryDate = deliveryDate;
  const line = priced(item, cart?.appliedCoupon, now);
  const items = existing
    ? (cart?.items ?? []).map((other) => (other.productId === input.productId ? line : other))
    : [...(cart?.items ?? []), line];
  const next: Cart = cart ? { ...cart, storeName: input.storeName, items } : { storeId: input.storeId, storeName: input.storeName, items };
  return { ok: true, carts: replaceCart(carts, input.storeId, next, true), separateStore: !cart && carts.length > 0 };
}

/** Drops a line; the store's cart goes with its last line (spec section 4). */
export function removeItem(carts: readonly Cart[], storeId: number, productId: number): Cart[] {
  const cart = findCart(carts, storeId);
  if (!cart) return [...carts];
  return replaceCart(carts, storeId, { ...cart, items: cart.items.filter((item) => item.productId !== productId) });
}

/**
 * The cart's quantity controls: below 1 removes the line (spec section 4); otherwise the same
 * wholesale-minimum and stock rules as adding to the cart (spec section 5), and the tier follows.
 */
export function setQuantity(carts: readonly Cart[], storeId: number, productId: number, quantity: number, now: Date): CartChange {
  const cart = findCart(carts, storeId);
  const item = cart?.items.find((other) => other.productId === productId);
  if (!cart || !item) return { ok: true, carts: [...carts] };
  if (Number.isInteger(quantity) && quantity < 1) return { ok: true, carts: removeItem(carts, storeId, productId) };
  const check = checkQuantity(item.product, quantity);
  if (!check.ok) return check;
  const line = priced({ ...item, quantity }, cart.appliedCoupon, now);
  return { ok: true, carts: replaceCart(carts, storeId, { ...cart, items: cart.items.map((other) => (other === item ? line : other)) }) };
}

/** Keeps the validated coupon with the cart and marks the lines it covers; no coupon clears it. */
export function setCoupon(
  carts: readonly Cart[],
  storeId: number,
  coupon: (AppliedCoupon & { code: string }) | undefined,
  now: Date,
): Cart[] {
  const cart = findCart(carts, storeId);
  if (!cart) return [...carts];
  const { appliedCouponCode: _code, appliedCoupon: _coupon, ...rest } = cart;
  const applied = coupon ? { scope: coupon.scope, discount_value: coupon.discount_value, products: [...coupon.products] } : undefined;
  const next: Cart = coupon && applied ? { ...rest, appliedCouponCode: coupon.code, appliedCoupon: applied } : rest;
  return replaceCart(carts, storeId, { ...next, items: cart.items.map((item) => priced(item, applied, now)) });
}

export function setPaymentMethod(carts: readonly Cart[], storeId: number, method: PaymentMethodChoice | undefined): Cart[] {
  const cart = findCart(carts, storeId);
  if (!cart) return [...carts];
  const { selectedPaymentMethod: _method, ...rest } = cart;
  return replaceCart(carts, storeId, method ? { ...rest, selectedPaymentMethod: { method_id: method.method_id, name: method.name } } : rest);
}

/** Forgets a store's cart, as after its order is placed. */
export function clearCart(carts: readonly Cart[], storeId: number): Cart[] {
  return carts.filter((cart) => cart.storeId !== storeId);
}

/** The lines of POST /api/market/orders. Prices are not sent: the server computes every one. */
export function orderItems(cart: Cart, now: Date): { product_id: number; quantity: number; wholesale_id?: number; delivery_date?: string }[] {
  return cart.items.map((item) => {
    const { wholesaleId } = linePrice(item, now);
    return {
      product_id: item.productId,
      quantity: item.quantity,
      ...(wholesaleId !== undefined ? { wholesale_id: wholesaleId } : {}),
      ...(item.deliveryDate ? { delivery_date: item.deliveryDate } : {}),
    };
  });
}
