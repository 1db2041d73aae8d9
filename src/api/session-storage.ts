// 'Recordarme' decides where supabase-js keeps the session: localStorage survives closing
// the browser, sessionStorage ends with the tab. The choice itself lives in localStorage
// so that the next visit knows where to look.
// No supabase-js nor zod here: the app's start reads whether a session is kept (app/start-session.ts).
import { supabaseUrl } from './config';

const REMEMBER_KEY = 'taquilla:recordarme';

export function setRememberSession(remember: boolean): void {
  localStorage.setItem(REMEMBER_KEY, remember ? 'si' : 'no');
}

export function remembersSession(): boolean {
  return localStorage.getItem(REMEMBER_KEY) !== 'no';
}

function activeStore(): Storage {
  return remembersSession() ? localStorage : sessionStorage;
}

function inactiveStore(): Storage {
  return remembersSession() ? sessionStorage : localStorage;
}

/** The storage adapter handed to supabase-js. */
export const rememberableSessionStorage = {
  getItem(key: string): string | null {
    return activeStore().getItem(key);
  },
  setItem(key: string, value: string): void {
    activeStore().setItem(key, value);
    // A session left in the other store would resurrect after the choice changes.
    inactiveStore().removeItem(key);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};

/** supabase-js's own default key, named here so the app can read the same slot. */
export function sessionStorageKey(url: string = supabaseUrl()): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** Whether this device keeps a session, without reading it (api/device-session reads and checks it). */
export function keepsSession(): boolean {
  try {
    return rememberableSessionStorage.getItem(sessionStorageKey()) !== null;
  } catch {
    return false;
  }
}
