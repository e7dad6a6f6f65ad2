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
  setAdminToken,
  setMemberTokens,
  STORAGE_KEYS,
  subscribeToAuthChanges,
} from './storage.ts';

describe('storage', () => {
  it('uses the keys of the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      adminToken: 'adminToken',
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
