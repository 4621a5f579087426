import { useSyncExternalStore } from 'react';

// Maintenance mode is switched on by any 502/503 answer and only ends with a page reload,
// so a plain module-level flag with subscribers is all the state it needs.

let maintenance = false;
const listeners = new Set<() => void>();

export function enterMaintenanceMode(): void {
  if (maintenance) return;
  maintenance = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): boolean {
  return maintenance;
}

export function useMaintenanceMode(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
