// What a removed member is told once their device was wiped and signed out. Kept in
// localStorage: the notice must survive the reload or redirect that follows the sign-out.
import { createStore } from 'zustand/vanilla';
import type { UnregisteredWork } from './removed-member';

export interface RemovalNotice extends UnregisteredWork {
  removed_noticed_at: string;
}

const STORAGE_KEY = 'taquilla-removal-notice';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStoredNotice(): RemovalNotice | null {
  try {
    const stored = storage()?.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as RemovalNotice) : null;
  } catch {
    return null;
  }
}

export const removalNoticeStore = createStore<{ notice: RemovalNotice | null }>(() => ({ notice: readStoredNotice() }));

export function showRemovalNotice(notice: RemovalNotice): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(notice));
  removalNoticeStore.setState({ notice });
}

export function dismissRemovalNotice(): void {
  storage()?.removeItem(STORAGE_KEY);
  removalNoticeStore.setState({ notice: null });
}
