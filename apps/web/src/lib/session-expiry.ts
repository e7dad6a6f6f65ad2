import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's member login ended under them (the refresh token was refused): the app then
 * asks them to sign in again. Cleared when they dismiss the prompt.
 */
let expired = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  for (const listener of listeners) listener();
}

export const announceSessionExpired = () => set(true);
export const dismissSessionExpired = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => expired,
    () => false,
  );
}
