import { useSyncExternalStore } from 'react';
import { getAccessToken, getAdminToken, subscribeToAuthChanges } from './storage.ts';

const serverSnapshot = () => null;

/** The member's access token, kept current across `loginStateChange` and other tabs. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToAuthChanges, getAccessToken, serverSnapshot);
}

/** The admin token, kept current across `admin-auth-change` and other tabs. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeToAuthChanges, getAdminToken, serverSnapshot);
}
