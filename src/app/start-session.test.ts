import { afterEach, describe, expect, it } from 'vitest';
import { sessionStorageKey, setRememberSession } from '../api/session-storage';
import { sessionNeededAtStart } from './start-session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessionNeededAtStart', () => {
  it('is false for a visitor: no kept session, no sign-in in the address', () => {
    expect(sessionNeededAtStart('')).toBe(false);
    expect(sessionNeededAtStart('#asientos')).toBe(false);
  });

  it('is true when the device keeps a session, remembered or for this tab only', () => {
    localStorage.setItem(sessionStorageKey(), '{}');
    expect(sessionNeededAtStart('')).toBe(true);
    localStorage.clear();
    setRememberSession(false);
    sessionStorage.setItem(sessionStorageKey(), '{}');
    expect(sessionNeededAtStart('')).toBe(true);
  });

  it('is true when a recovery link put its session in the address', () => {
    expect(sessionNeededAtStart('#access_token=abc&refresh_token=def&type=recovery')).toBe(true);
  });
});
