import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { ownedStoreSchema } from '@plaza/domain/schemas/panel-store';

export type CurrentStore = z.infer<typeof ownedStoreSchema>;

const CurrentStoreContext = createContext<CurrentStore | null>(null);

/** The store the panel works on (chosen in the header when a seller owns several). */
export function CurrentStoreProvider({ store, children }: { store: CurrentStore; children: ReactNode }) {
  return <CurrentStoreContext value={store}>{children}</CurrentStoreContext>;
}

export function useCurrentStore(): CurrentStore {
  const store = useContext(CurrentStoreContext);
  if (!store) throw new Error('useCurrentStore outside the seller panel');
  return store;
}

const STORAGE_KEY = 'plaza.seller.store';

/**
 * The store a link names (`?store={id}`, as the low-stock digest's links do: a seller with two
 * stores opens the one the e-mail is about), remembered from then on; else the store chosen last
 * on this device, if the seller still works on it; else their first.
 */
export function chooseStore(stores: CurrentStore[], linked?: string | null): CurrentStore | undefined {
  const named = linked ? stores.find((store) => String(store.store_id) === linked) : undefined;
  if (named) {
    rememberStore(named.store_id);
    return named;
  }
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the first store it is.
  }
  return stores.find((store) => String(store.store_id) === saved) ?? stores[0];
}

export function rememberStore(storeId: number) {
  try {
    localStorage.setItem(STORAGE_KEY, String(storeId));
  } catch {
    // Not remembered: the panel still works on the store chosen now.
  }
}
