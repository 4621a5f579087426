import { parseStoredCarts, serializeCarts, type Cart } from '@plaza/domain/cart';
import { useSyncExternalStore } from 'react';

// The shopper's carts, one per store (spec section 3), kept in localStorage so they survive
// reloads and show up in every open tab. The format and its reader are @plaza/domain/cart; the
// actions (cart-actions.ts) load with the pages that use them, not with the header.

export const CARTS_STORAGE_KEY = 'plaza.carts';

const NO_CARTS: readonly Cart[] = Object.freeze([]);

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
    const carts = parseStoredCarts(raw);
    snapshot = carts.length > 0 ? carts : NO_CARTS;
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

/** The carts as stored right now (also outside React). */
export function readCarts(): readonly Cart[] {
  return getSnapshot();
}

/** Replaces the stored carts with what `update` returns and tells every reader, in this tab and the others. */
export function updateCarts(update: (carts: readonly Cart[]) => readonly Cart[]): void {
  const raw = serializeCarts(update(getSnapshot()));
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
