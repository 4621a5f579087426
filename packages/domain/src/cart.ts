import type { SpecialOffer, WholesaleTier } from './pricing';

// The shopper's carts, one per store (spec section 3), as the browser keeps them. Only the
// snapshot taken when a product was added is stored; the server prices every order again.
// This module is the stored format and its reader; what the cart does lives in cart-actions.ts.

/** Bump when the stored shape changes in a way an old reader would misread, and teach migrateCarts the old one. */
export const CART_STORAGE_VERSION = 1;

/** The product as it was when added (spec section 3). Amounts in minor units. */
export interface CartProductSnapshot {
  name: string;
  /** 0 means wholesale-only. */
  price: number;
  stock: number;
  images: { image: string }[];
  wholesale_prices: WholesaleTier[];
  /** Kept so the cart quotes what the server will charge while an offer runs. */
  special_offer?: SpecialOffer | null;
  /** The product's currency code, for showing its prices. */
  currency?: string;
}

export interface CartItem {
  productId: number;
  product: CartProductSnapshot;
  quantity: number;
  /** The wholesale tier that priced the line when its quantity last changed. */
  wholesale_id?: number;
  /** That tier's unit price in major units, as the spec keeps it. */
  wholesale_price?: number;
  /** The applied coupon's percent, on the lines it covers. */
  discountPercentage?: number;
  /** YYYY-MM-DD, for products that need a delivery date. */
  deliveryDate?: string;
}

/** What the coupon validation said; kept so lines added later get the same discount. */
export interface AppliedCoupon {
  scope: 'store' | 'product';
  discount_value: number;
  products: number[];
}

export interface PaymentMethodChoice {
  method_id: number;
  name: string;
}

export interface Cart {
  storeId: number;
  storeName: string;
  items: CartItem[];
  appliedCouponCode?: string;
  appliedCoupon?: AppliedCoupon;
  selectedPaymentMethod?: PaymentMethodChoice;
}

export interface StoredCarts {
  version: number;
  carts: Cart[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readTier(value: unknown): WholesaleTier | undefined {
  if (!isRecord(value)) return undefined;
  const { wholesale_id, min_quantity, price_per_unit } = value;
  if (!isPositiveInteger(wholesale_id) || !isPositiveInteger(min_quantity) || !isCount(price_per_unit)) return undefined;
  return { wholesale_id, min_quantity, price_per_unit };
}

function readOffer(value: unknown): SpecialOffer | null {
  if (!isRecord(value) || typeof value.enabled !== 'boolean' || !isCount(value.tmp_price)) return null;
  const date = (field: unknown) => (typeof field === 'string' ? field : null);
  return { enabled: value.enabled, tmp_price: value.tmp_price, start_date: date(value.start_date), end_date: date(value.end_date) };
}

function readSnapshot(value: unknown): CartProductSnapshot | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !isCount(value.price) || typeof value.stock !== 'number' || !Number.isFinite(value.stock)) return undefined;
  const images = Array.isArray(value.images)
    ? (value.images as unknown[]).filter((image): image is { image: string } => isRecord(image) && typeof image.image === 'string')
    : [];
  const tiers = Array.isArray(value.wholesale_prices) ? (value.wholesale_prices as unknown[]).map(readTier) : [];
  return {
    name: value.name,
    price: value.price,
    stock: Math.trunc(value.stock),
    images: images.map(({ image }) => ({ image })),
    wholesale_prices: tiers.filter((tier): tier is WholesaleTier => tier !== undefined),
    special_offer: readOffer(value.special_offer),
    ...(typeof value.currency === 'string' ? { currency: value.currency } : {}),
  };
}

function readItem(value: unknown): CartItem | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.productId) || !isPositiveInteger(value.quantity)) return undefined;
  const product = readSnapshot(value.product);
  if (!product) return undefined;
  const item: CartItem = { productId: value.productId, product, quantity: value.quantity };
  if (isPositiveInteger(value.wholesale_id)) item.wholesale_id = value.wholesale_id;
  if (typeof value.wholesale_price === 'number' && value.wholesale_price >= 0) item.wholesale_price = value.wholesale_price;
  if (isPositiveInteger(value.discountPercentage) && value.discountPercentage <= 100) item.discountPercentage = value.discountPercentage;
  if (typeof value.deliveryDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.deliveryDate)) item.deliveryDate = value.deliveryDate;
  return item;
}

function readCoupon(value: unknown): AppliedCoupon | undefined {
  if (!isRecord(value) || (value.scope !== 'store' && value.scope !== 'product') || !isCount(value.discount_value)) return undefined;
  const products = Array.isArray(value.products) ? (value.products as unknown[]).filter(isPositiveInteger) : [];
  return { scope: value.scope, discount_value: value.discount_value, products };
}

function readCart(value: unknown): Cart | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.storeId) || typeof value.storeName !== 'string' || !Array.isArray(value.items)) return undefined;
  const items = (value.items as unknown[]).map(readItem).filter((item): item is CartItem => item !== undefined);
  // A store's cart lives only while it has items (spec section 4).
  if (items.length === 0) return undefined;
  const cart: Cart = { storeId: value.storeId, storeName: value.storeName, items };
  if (typeof value.appliedCouponCode === 'string' && value.appliedCouponCode.trim() !== '') {
    cart.appliedCouponCode = value.appliedCouponCode;
    const coupon = readCoupon(value.appliedCoupon);
    if (coupon) cart.appliedCoupon = coupon;
  }
  const method = value.selectedPaymentMethod;
  if (isRecord(method) && isPositiveInteger(method.method_id) && typeof method.name === 'string') {
    cart.selectedPaymentMethod = { method_id: method.method_id, name: method.name };
  }
  return cart;
}

/**
 * The carts in whatever was stored, in the current shape. Every version so far stores
 * `{ version, carts }` with fields only ever added, so an older, newer or unmarked version is
 * read entry by entry like the current one: whatever does not read as a cart (or an item) is
 * dropped, never thrown on. One store appears once; a duplicate keeps the first.
 */
export function migrateCarts(stored: unknown): Cart[] {
  if (!isRecord(stored) || !Array.isArray(stored.carts)) return [];
  const carts: Cart[] = [];
  for (const entry of stored.carts as unknown[]) {
    const cart = readCart(entry);
    if (cart && !carts.some((other) => other.storeId === cart.storeId)) carts.push(cart);
  }
  return carts;
}

/** The stored text of the carts, or [] for anything unreadable. */
export function parseStoredCarts(raw: string | null): Cart[] {
  if (!raw) return [];
  try {
    return migrateCarts(JSON.parse(raw));
  } catch {
    return [];
  }
}

export function serializeCarts(carts: readonly Cart[]): string {
  const stored: StoredCarts = { version: CART_STORAGE_VERSION, carts: carts.filter((cart) => cart.items.length > 0) };
  return JSON.stringify(stored);
}

/** The number of units in one cart. */
export function cartUnits(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The number of units over all carts: the header badge. */
export function cartItemCount(carts: readonly Cart[]): number {
  return carts.reduce((total, cart) => total + cartUnits(cart), 0);
}
