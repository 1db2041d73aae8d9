import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaquillaDatabase } from '../db/taquilla-database';
import { openTestReplica } from '../db/testing/test-replica';
import {
  REPLICA_DELETED_MESSAGE,
  REPLICA_UPGRADE_BLOCKED_MESSAGE,
  REPLICA_UPGRADED_MESSAGE,
  requestPersistentStorage,
  watchReplicaVersion,
} from './replica-durability';

/** The replica's schema as a newer app version would declare it: one more version. */
function newerVersionOf(name: string): Dexie {
  const newer = new TaquillaDatabase(name);
  newer.version(newer.verno + 1).stores({ future_rows: 'id' });
  return newer;
}

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
});

describe('watchReplicaVersion', () => {
  it('closes an older tab at once when a newer one upgrades, tells it why, and lets the upgrade through', async () => {
    const older = await openTestReplica();
    const onClosedForOtherTab = vi.fn();
    watchReplicaVersion(older, { onClosedForOtherTab, onUpgradeBlocked: vi.fn() });
    const newer = newerVersionOf(older.name);
    const newerBlocked = vi.fn();
    newer.on('blocked', newerBlocked);
    opened.push(older, newer);

    await newer.open();

    expect(newer.verno).toBe(new TaquillaDatabase('latest').verno + 1);
    expect(onClosedForOtherTab).toHaveBeenCalledExactlyOnceWith(REPLICA_UPGRADED_MESSAGE);
    expect(older.isOpen()).toBe(false);
    // Closed for good: a query does not quietly reopen the old schema over the new one.
    await expect(older.outbox.count()).rejects.toThrow();
    expect(newerBlocked).not.toHaveBeenCalled();
  });

  it('tells the tab when the replica is deleted from another tab', async () => {
    const tab = await openTestReplica();
    const onClosedForOtherTab = vi.fn();
    watchReplicaVersion(tab, { onClosedForOtherTab, onUpgradeBlocked: vi.fn() });
    opened.push(tab);
    await Dexie.delete(tab.name);
    expect(onClosedForOtherTab).toHaveBeenCalledExactlyOnceWith(REPLICA_DELETED_MESSAGE);
  });

  it('tells the upgrading tab when an old tab that does not close blocks it', async () => {
    const replica = await openTestReplica();
    replica.close();
    // A tab of an old version that ignores the request to close.
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(replica.name);
      request.onsuccess = () => resolve(request.result);
    });
    const newer = newerVersionOf(replica.name);
    const onUpgradeBlocked = vi.fn();
    watchReplicaVersion(newer, { onClosedForOtherTab: vi.fn(), onUpgradeBlocked });
    opened.push(newer);

    const opening = newer.open();
    await vi.waitFor(() => expect(onUpgradeBlocked).toHaveBeenCalledWith(REPLICA_UPGRADE_BLOCKED_MESSAGE));
    stubborn.close();
    await opening;
    expect(newer.verno).toBe(new TaquillaDatabase('latest').verno + 1);
  });

  it('stops watching when asked', async () => {
    const older = await openTestReplica();
    const onClosedForOtherTab = vi.fn();
    watchReplicaVersion(older, { onClosedForOtherTab, onUpgradeBlocked: vi.fn() })();
    const newer = newerVersionOf(older.name);
    opened.push(older, newer);
    await newer.open();
    expect(onClosedForOtherTab).not.toHaveBeenCalled();
  });
});

describe('requestPersistentStorage', () => {
  it('asks for persistence when the storage is not persistent yet', async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledOnce();
  });

  it('does not ask again when it already is', async () => {
    const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('answers false where the browser refuses, fails or has no storage manager', async () => {
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe(false);
    expect(await requestPersistentStorage({ persisted: async () => Promise.reject(new Error('x')), persist: async () => true })).toBe(false);
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });
});
