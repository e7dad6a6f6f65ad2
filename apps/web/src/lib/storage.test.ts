import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_AUTH_EVENT,
  addGeneratedKeyword,
  clearAdminToken,
  clearMemberTokens,
  getAccessToken,
  getAdminToken,
  getGeneratedKeywords,
  getRefreshToken,
  LOGIN_STATE_EVENT,
  rememberReturnPath,
  renewMemberTokens,
  setAdminToken,
  setMemberTokens,
  STORAGE_KEYS,
  subscribeToAuthChanges,
  subscribeToLoginChanges,
  takeReturnPath,
} from './storage.ts';
import { fakeJwt } from '../testing/fake-jwt.ts';

describe('storage', () => {
  it('uses the keys of the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      adminToken: 'adminToken',
      adminRefreshToken: 'adminRefreshToken',
      generatedKeywords: 'generatedKeywords',
    });
  });

  it('stores and clears member tokens, announcing loginStateChange', () => {
    const listener = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, listener);
    setMemberTokens({ access: 'a', refresh: 'r' });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['a', 'r']);
    clearMemberTokens();
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(LOGIN_STATE_EVENT, listener);
  });

  it('stores and clears the admin token, announcing admin-auth-change', () => {
    const listener = vi.fn();
    window.addEventListener(ADMIN_AUTH_EVENT, listener);
    setAdminToken('t');
    expect(localStorage.getItem('adminToken')).toBe('t');
    clearAdminToken();
    expect(getAdminToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(ADMIN_AUTH_EVENT, listener);
  });

  it('keeps the admin refresh token beside the admin token and clears both', () => {
    setAdminToken('t', 'r');
    expect(localStorage.getItem('adminRefreshToken')).toBe('r');
    setAdminToken('t2');
    expect(localStorage.getItem('adminRefreshToken')).toBeNull();
    setAdminToken('t3', 'r3');
    clearAdminToken();
    expect([getAdminToken(), localStorage.getItem('adminRefreshToken')]).toEqual([null, null]);
  });

  it('tells a renewal from a change of member, in this tab and from others', () => {
    const member7 = fakeJwt({ sub: '7', expiresIn: 900 });
    setMemberTokens({ access: member7, refresh: 'r' });
    const onChange = vi.fn();
    const unsubscribe = subscribeToLoginChanges(onChange);
    const fromOtherTab = (key: string | null, value: string | null) => {
      if (key && value) localStorage.setItem(key, value);
      else if (key) localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    };
    // Renewals: here (no loginStateChange) and in another tab (same subject).
    renewMemberTokens({ access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'r2' });
    fromOtherTab(STORAGE_KEYS.accessToken, fakeJwt({ sub: '7', expiresIn: 900 }));
    expect(onChange).not.toHaveBeenCalled();
    // Another member signs in elsewhere, then signs out.
    fromOtherTab(STORAGE_KEYS.accessToken, fakeJwt({ sub: '8', expiresIn: 900 }));
    fromOtherTab(STORAGE_KEYS.accessToken, null);
    expect(onChange).toHaveBeenCalledTimes(2);
    setMemberTokens({ access: member7, refresh: 'r' });
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('remembers where to return after a login, once, and only within the app', () => {
    rememberReturnPath('member', '/mypage?tab=posts');
    expect(takeReturnPath('member')).toBe('/mypage?tab=posts');
    expect(takeReturnPath('member')).toBeNull();
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'mypage']) {
      rememberReturnPath('admin', outside);
      expect(takeReturnPath('admin'), outside).toBeNull();
    }
  });

  it('keeps a list of generated keyword ids without duplicates and survives bad data', () => {
    addGeneratedKeyword(3);
    addGeneratedKeyword(5);
    addGeneratedKeyword(3);
    expect(getGeneratedKeywords()).toEqual([3, 5]);
    localStorage.setItem(STORAGE_KEYS.generatedKeywords, '{oops');
    expect(getGeneratedKeywords()).toEqual([]);
  });

  it('notifies subscribers of token changes in this tab and in others', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToAuthChanges(onChange);
    window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
    window.dispatchEvent(new Event(ADMIN_AUTH_EVENT));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.adminToken }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
