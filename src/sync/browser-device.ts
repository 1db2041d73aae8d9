// The Web Locks API and BroadcastChannel behind DeviceSync's interfaces (see device-sync.ts).
import type { DeviceLocks, SyncChannel, SyncChannelMessage } from './device-sync';

export function browserDeviceLocks(): DeviceLocks | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  return { request: (name, signal, holder) => navigator.locks.request(name, { signal }, holder).then(() => {}) };
}

export function browserSyncChannel(name: string): SyncChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, subscribe: () => () => {}, close: () => {} };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<SyncChannelMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
