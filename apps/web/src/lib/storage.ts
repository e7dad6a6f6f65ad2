/**
 * Client storage (SPEC §3): every key and every auth-change event lives here.
 * All values are in localStorage so they survive reloads and reach other tabs
 * through `storage` events.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  adminToken: 'adminToken',
  generatedKeywords: 'generatedKeywords',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Fired on `window` after the member's tokens were stored or removed in this tab. */
export const LOGIN_STATE_EVENT = 'loginStateChange';
/** Fired on `window` after the admin token was stored or removed in this tab. */
export const ADMIN_AUTH_EVENT = 'admin-auth-change';

// Storage can throw (disabled cookies, private mode quotas): treat that as "nothing stored".
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function readStoredValue(key: StorageKey): string | null {
  const value = read(key);
  return value === '' ? null : value;
}

// Member session ----------------------------------------------------------

export function getAccessToken(): string | null {
  return readStoredValue(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStoredValue(STORAGE_KEYS.refreshToken);
}

export function notifyLoginStateChange(): void {
  window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
}

/** Stores the member's tokens and tells the app the login state changed. */
export function setMemberTokens(tokens: { access: string; refresh?: string | null }): void {
  write(STORAGE_KEYS.accessToken, tokens.access);
  if (tokens.refresh) write(STORAGE_KEYS.refreshToken, tokens.refresh);
  else remove(STORAGE_KEYS.refreshToken);
  notifyLoginStateChange();
}

/** Removes the member's tokens and tells the app the login state changed. */
export function clearMemberTokens(): void {
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.refreshToken);
  notifyLoginStateChange();
}

// Admin session -----------------------------------------------------------

export function getAdminToken(): string | null {
  return readStoredValue(STORAGE_KEYS.adminToken);
}

export function setAdminToken(token: string): void {
  write(STORAGE_KEYS.adminToken, token);
  window.dispatchEvent(new Event(ADMIN_AUTH_EVENT));
}

export function clearAdminToken(): void {
  remove(STORAGE_KEYS.adminToken);
  window.dispatchEvent(new Event(ADMIN_AUTH_EVENT));
}

// Generated keywords --------------------------------------------------------

/** Ids of the keywords this browser already generated a post for. */
export function getGeneratedKeywords(): number[] {
  const raw = read(STORAGE_KEYS.generatedKeywords);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function addGeneratedKeyword(id: number): void {
  const ids = getGeneratedKeywords();
  if (!ids.includes(id)) write(STORAGE_KEYS.generatedKeywords, JSON.stringify([...ids, id]));
}

// Subscription ----------------------------------------------------------------

/**
 * Calls `onChange` whenever a member or admin token may have changed: in this
 * tab (the two custom events) or in another tab (`storage`).
 */
export function subscribeToAuthChanges(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.adminToken) {
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOGIN_STATE_EVENT, onChange);
  window.addEventListener(ADMIN_AUTH_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOGIN_STATE_EVENT, onChange);
    window.removeEventListener(ADMIN_AUTH_EVENT, onChange);
  };
}
