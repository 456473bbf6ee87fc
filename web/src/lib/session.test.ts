// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { FIRST_QUERY_KEY } from './earlyNames';
import {
  clearSession,
  getToken,
  onSessionExpired,
  reportSessionExpired,
  storeSession,
  type SessionUser,
} from './session';

describe('signing out', () => {
  it('forgets the session and the first query the next visit would have sent early', () => {
    storeSession('token-1', { id: 'u1' } as SessionUser);
    localStorage.setItem(FIRST_QUERY_KEY, '{"path":"/dashboard"}');
    clearSession();
    expect([getToken(), localStorage.getItem('user'), localStorage.getItem(FIRST_QUERY_KEY)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('an expired session', () => {
  it('is told to a listener that registers after it was reported, once', () => {
    storeSession('token-1', { id: 'u1' } as SessionUser);
    // The viewer query starts before the app renders: its answer may come before the app listens.
    reportSessionExpired();
    expect(getToken()).toBeNull();
    const first = vi.fn();
    const stopFirst = onSessionExpired(first);
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    const second = vi.fn();
    const stopSecond = onSessionExpired(second);
    expect(second).not.toHaveBeenCalled();
    stopSecond();
  });

  it('is told to the listeners there are when it is reported, and to no later one', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    reportSessionExpired();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    onSessionExpired(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
