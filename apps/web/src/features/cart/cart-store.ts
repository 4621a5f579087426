import { useSyncExternalStore } from 'react';

// The shopper's carts, one per store (spec section 3), kept in localStorage so they survive
// reloads and show up in every open tab. Server data is never stored here, only the snapshot
// taken when the product was added.

export const CARTS_STORAGE_KEY = 'plaza.carts';
const STORAGE_VERSION = 1;

/** The product as it was when added to the cart. */
export interface CartProductSnapshot {
  name: string;
  /** Minor units; 0 means wholesale-only. */
  price: number;
  stock: number;
  images: { image: string }[];
  wholesale_prices: { wholesale_id?: number; min_quantity: number; price_per_unit?: number }[];
}

export interface CartItem {
  productId: number;
  product: CartProductSnapshot;
  quantity: number;
  wholesale_id?: number;
  /** Major units, as the spec keeps it. */
  wholesale_price?: number;
  discountPercentage?: number;
}

export interface Cart {
  storeId: number;
  storeName: string;
  items: CartItem[];
  appliedCouponCode?: string;
  selectedPaymentMethod?: { method_id: number; name: string };
}

interface StoredCarts {
  version: typeof STORAGE_VERSION;
  carts: Cart[];
}

const NO_CARTS: readonly Cart[] = Object.freeze([]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isPositiveInteger(value.productId) &&
    isPositiveInteger(value.quantity) &&
    isRecord(value.product) &&
    typeof value.product.name === 'string'
  );
}

/** Whatever is stored, the answer is a list of well-formed carts: anything unreadable is dropped. */
export function parseStoredCarts(raw: string | null): readonly Cart[] {
  if (!raw) return NO_CARTS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NO_CARTS;
  }
  if (!isRecord(stored) || stored.version !== STORAGE_VERSION || !Array.isArray(stored.carts)) return NO_CARTS;
  const carts: Cart[] = [];
  for (const cart of stored.carts as unknown[]) {
    if (!isRecord(cart) || !isPositiveInteger(cart.storeId) || typeof cart.storeName !== 'string') continue;
    if (!Array.isArray(cart.items)) continue;
    const items = (cart.items as unknown[]).filter(isCartItem);
    // A store's cart lives only while it has items (spec section 4).
    if (items.length > 0) carts.push({ ...(cart as unknown as Cart), items });
  }
  return carts.length > 0 ? carts : NO_CARTS;
}

// When storage is unavailable (disabled, full) the carts still work for this tab.
let storageFailed = false;
let memoryRaw: string | null = null;

function readRaw(): string | null {
  if (storageFailed) return memoryRaw;
  try {
    return window.localStorage.getItem(CARTS_STORAGE_KEY);
  } catch {
    storageFailed = true;
    return memoryRaw;
  }
}

let snapshotRaw: string | null | undefined;
let snapshot: readonly Cart[] = NO_CARTS;

function getSnapshot(): readonly Cart[] {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseStoredCarts(raw);
  }
  return snapshot;
}

function getServerSnapshot(): readonly Cart[] {
  return NO_CARTS;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // key is null when another tab cleared the whole storage.
  if (event.key === CARTS_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the stored carts with what `update` returns and tells every reader. */
export function updateCarts(update: (carts: readonly Cart[]) => readonly Cart[]): void {
  const carts = update(getSnapshot()).filter((cart) => cart.items.length > 0);
  const stored: StoredCarts = { version: STORAGE_VERSION, carts };
  const raw = JSON.stringify(stored);
  memoryRaw = raw;
  if (!storageFailed) {
    try {
      window.localStorage.setItem(CARTS_STORAGE_KEY, raw);
    } catch {
      storageFailed = true;
    }
  }
  notify();
}

/** Every cart of this browser, re-rendering on changes here and in other tabs. */
export function useCarts(): readonly Cart[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The number of units over all carts: the header badge. */
export function cartItemCount(carts: readonly Cart[]): number {
  return carts.reduce((total, cart) => total + cart.items.reduce((sum, item) => sum + item.quantity, 0), 0);
}
