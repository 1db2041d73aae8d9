import { afterEach, describe, expect, it } from 'vitest';
import { rememberableSessionStorage, remembersSession, setRememberSession } from './session-storage';

const KEY = 'sb-session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('rememberableSessionStorage', () => {
  it('remembers by default', () => {
    expect(remembersSession()).toBe(true);
    rememberableSessionStorage.setItem(KEY, 'token');
    expect(localStorage.getItem(KEY)).toBe('token');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the session only for the tab when not remembered', () => {
    setRememberSession(false);
    rememberableSessionStorage.setItem(KEY, 'token');
    expect(sessionStorage.getItem(KEY)).toBe('token');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(rememberableSessionStorage.getItem(KEY)).toBe('token');
  });

  it('moves the session when the choice changes', () => {
    setRememberSession(false);
    rememberableSessionStorage.setItem(KEY, 'old');
    setRememberSession(true);
    rememberableSessionStorage.setItem(KEY, 'new');
    expect(localStorage.getItem(KEY)).toBe('new');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('removes the session from both stores', () => {
    localStorage.setItem(KEY, 'a');
    sessionStorage.setItem(KEY, 'b');
    rememberableSessionStorage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
