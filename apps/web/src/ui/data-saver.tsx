import { DATA_SAVER_COOKIE } from '@plaza/domain/constants';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// Data saver (issue 20 point 4): nothing rotates, listings and banners use the small image variant,
// nothing is downloaded ahead, and the home page sends its first rows only. On when the shopper
// turns it on, else when the browser asks for it (Save-Data). The server's render reads the same
// cookie and header (apps/api/src/platform/data-saver.ts) and marks <html data-save-data>.

const STORAGE_KEY = 'plaza:data-saver';
const YEAR_S = 31_536_000;

type DataSaver = { on: boolean; set: (on: boolean) => void };
const Context = createContext<DataSaver>({ on: false, set: () => undefined });

export const useDataSaver = () => useContext(Context);

/** The shopper's choice on this device, else the browser's own Save-Data. In the browser only. */
export function dataSaverInBrowser(): boolean {
  let choice = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)`).exec(document.cookie)?.[1];
  try {
    choice ??= localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    // Storage refused (private mode): the cookie and the browser decide.
  }
  if (choice === 'on' || choice === 'off') return choice === 'on';
  // The browser's setting, as the page can read it or as the server read its Save-Data header.
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true || document.documentElement.dataset.saveData === 'on';
}

/** The data saver's switch: the footer's (on every page) and the profile's. */
export function DataSaverSwitch({ label, className = '' }: { label: string; className?: string }) {
  const { on, set } = useDataSaver();
  return (
    <label className={`inline-flex min-h-11 cursor-pointer items-center gap-2 ${className}`}>
      <input type="checkbox" role="switch" checked={on} onChange={(event) => set(event.target.checked)} className="size-5 accent-brand-600" />
      {label}
    </label>
  );
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The data saver for the tree below. The server's render passes `on`; the browser hydrates with
 * what the server decided (<html data-save-data>), then follows the device's choice and the
 * browser's setting (a choice kept in localStorage only, say).
 */
export function DataSaverProvider({ on: serverOn, children }: { on?: boolean; children: ReactNode }) {
  const on = useSyncExternalStore(subscribe, dataSaverInBrowser, () => serverOn ?? document.documentElement.dataset.saveData === 'on');
  const set = (value: boolean) => {
    const word = value ? 'on' : 'off';
    document.cookie = `${DATA_SAVER_COOKIE}=${word}; path=/; max-age=${YEAR_S}; samesite=lax`;
    try {
      localStorage.setItem(STORAGE_KEY, word);
    } catch {
      // The cookie alone remembers it.
    }
    document.documentElement.dataset.saveData = word;
    for (const listener of listeners) listener();
  };
  return <Context.Provider value={{ on, set }}>{children}</Context.Provider>;
}
