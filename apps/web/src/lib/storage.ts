import { tokenSubject } from './access-token.ts';

/**
 * Client storage (SPEC §3): every key and every auth-change event lives here.
 * Tokens and the generated list are in localStorage so they survive reloads and
 * reach other tabs through `storage` events; where to return after a login is
 * per tab, in sessionStorage.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  adminToken: 'adminToken',
  adminRefreshToken: 'adminRefreshToken',
  generatedKeywords: 'generatedKeywords',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Fired on `window` after the member's tokens were stored or removed in this tab. */
export const LOGIN_STATE_EVENT = 'loginStateChange';
/** Fired on `window` after the admin token was stored or removed in this tab. */
export const ADMIN_AUTH_EVENT = 'admin-auth-change';
/** Fired on `window` after this tab renewed a member's or the admin's tokens (same login, new tokens). */
export const TOKENS_RENEWED_EVENT = 'auth-tokens-renewed';

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

/** Stores the tokens of a renewal: the login is the same, so `loginStateChange` does not fire. */
export function renewMemberTokens(tokens: { access: string; refresh: string }): void {
  write(STORAGE_KEYS.accessToken, tokens.access);
  write(STORAGE_KEYS.refreshToken, tokens.refresh);
  window.dispatchEvent(new Event(TOKENS_RENEWED_EVENT));
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

export function getAdminRefreshToken(): string | null {
  return readStoredValue(STORAGE_KEYS.adminRefreshToken);
}

/** Stores the admin's access token (and refresh token, when the login answer had one). */
export function setAdminToken(token: string, refresh?: string | null): void {
  write(STORAGE_KEYS.adminToken, token);
  if (refresh) write(STORAGE_KEYS.adminRefreshToken, refresh);
  else remove(STORAGE_KEYS.adminRefreshToken);
  window.dispatchEvent(new Event(ADMIN_AUTH_EVENT));
}

export function renewAdminTokens(tokens: { access: string; refresh: string }): void {
  write(STORAGE_KEYS.adminToken, tokens.access);
  write(STORAGE_KEYS.adminRefreshToken, tokens.refresh);
  window.dispatchEvent(new Event(TOKENS_RENEWED_EVENT));
}

export function clearAdminToken(): void {
  remove(STORAGE_KEYS.adminToken);
  remove(STORAGE_KEYS.adminRefreshToken);
  window.dispatchEvent(new Event(ADMIN_AUTH_EVENT));
}

// Where to return after signing in again (this tab only) -------------------

const RETURN_KEYS = { member: 'loginReturnTo', admin: 'adminLoginReturnTo' } as const;

/** Remembers an in-app path (`/mypage?x=1`) to come back to once the login is done. */
export function rememberReturnPath(who: keyof typeof RETURN_KEYS, path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_KEYS[who], path);
  } catch {
    // Without storage the login simply ends on its usual page.
  }
}

/** The remembered path, once: only same-app paths (`/…`, never `//host` or `/\host`). */
export function takeReturnPath(who: keyof typeof RETURN_KEYS): string | null {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(RETURN_KEYS[who]);
    window.sessionStorage.removeItem(RETURN_KEYS[who]);
  } catch {
    return null;
  }
  return path && /^\/(?![/\\])/.test(path) ? path : null;
}

// The keyword a visitor picked before signing in (this tab only) ------------

const PENDING_KEYWORD_KEY = 'pendingKeyword';

export interface PendingKeyword {
  id: number;
  title: string;
}

/** Remembers the keyword a visitor chose, so its post is written once they have signed in. */
export function rememberPendingKeyword(keyword: PendingKeyword): void {
  try {
    window.sessionStorage.setItem(PENDING_KEYWORD_KEY, JSON.stringify({ id: keyword.id, title: keyword.title }));
  } catch {
    // Without storage the member simply picks the keyword again.
  }
}

/** The remembered keyword, once. */
export function takePendingKeyword(): PendingKeyword | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(PENDING_KEYWORD_KEY);
    window.sessionStorage.removeItem(PENDING_KEYWORD_KEY);
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<PendingKeyword> | null;
    return Number.isInteger(parsed?.id) && typeof parsed?.title === 'string'
      ? { id: parsed.id!, title: parsed.title }
      : null;
  } catch {
    return null;
  }
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

/** The badges belong to the member who generated them: forgotten when they sign out. */
export function clearGeneratedKeywords(): void {
  remove(STORAGE_KEYS.generatedKeywords);
}

// Subscription ----------------------------------------------------------------

/**
 * Calls `onChange` whenever a member or admin token may have changed: in this
 * tab (the custom events, renewals included) or in another tab (`storage`).
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
  window.addEventListener(TOKENS_RENEWED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOGIN_STATE_EVENT, onChange);
    window.removeEventListener(ADMIN_AUTH_EVENT, onChange);
    window.removeEventListener(TOKENS_RENEWED_EVENT, onChange);
  };
}

/**
 * Calls `onChange` when the member signs in or out in this tab (`loginStateChange`), or when another
 * tab leaves a different member (or none) signed in. Another tab's token renewal is not a change.
 */
export function subscribeToLoginChanges(onChange: () => void): () => void {
  // Whose login this tab shows: the token's subject (an unreadable token stands for itself).
  const whose = () => {
    const token = getAccessToken();
    return token === null ? null : (tokenSubject(token) ?? token);
  };
  let member = whose();
  const onLogin = () => {
    member = whose();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
    const now = whose();
    if (now === member) return;
    member = now;
    onChange();
  };
  window.addEventListener(LOGIN_STATE_EVENT, onLogin);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LOGIN_STATE_EVENT, onLogin);
    window.removeEventListener('storage', onStorage);
  };
}
