import { useSyncExternalStore } from 'react';

/**
 * One clock per refresh interval, shared by everything that shows the time: a page of product
 * cards (each deciding whether its offer is on) runs one timer, not one each.
 */
interface Clock {
  now: Date;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe: (listener: () => void) => () => void;
  read: () => Date;
}

/** While nobody is subscribed (the server, a first render), the time read is at most this old. */
const IDLE_STALENESS_MS = 1_000;
const clocks = new Map<number, Clock>();

function clockFor(refreshMs: number): Clock {
  const existing = clocks.get(refreshMs);
  if (existing) return existing;
  const clock: Clock = {
    now: new Date(),
    listeners: new Set(),
    subscribe(listener) {
      clock.listeners.add(listener);
      clock.timer ??= setInterval(() => {
        clock.now = new Date();
        for (const notify of clock.listeners) notify();
      }, refreshMs);
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size === 0) {
          clearInterval(clock.timer);
          clock.timer = undefined;
        }
      };
    },
    read() {
      if (clock.listeners.size === 0 && Date.now() - clock.now.getTime() >= Math.min(IDLE_STALENESS_MS, refreshMs)) clock.now = new Date();
      return clock.now;
    },
  };
  clocks.set(refreshMs, clock);
  return clock;
}

/** The current time, refreshed every `refreshMs`: enough for offer windows and countdown labels. */
export function useNow(refreshMs = 60_000): Date {
  const clock = clockFor(refreshMs);
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}
