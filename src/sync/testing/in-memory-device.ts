// Web Locks and BroadcastChannel for tests: the tabs of one device, in one process, with
// the browser's rules — one holder per lock name, granted in request order; a message
// reaches every other open channel, later (never during post), and never its sender.
import type { DeviceLocks, SyncChannel, SyncChannelMessage } from '../device-sync';

interface Waiter {
  grant: () => void;
  granted: boolean;
}

export class InMemoryLocks implements DeviceLocks {
  private readonly queues = new Map<string, Waiter[]>();

  request(name: string, signal: AbortSignal, holder: () => Promise<void>): Promise<void> {
    const queue = this.queues.get(name) ?? [];
    this.queues.set(name, queue);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        granted: false,
        grant: () => {
          waiter.granted = true;
          holder()
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.grant();
            });
        },
      };
      queue.push(waiter);
      signal.addEventListener('abort', () => {
        if (waiter.granted) return;
        queue.splice(queue.indexOf(waiter), 1);
        reject(new DOMException('La espera del candado se canceló', 'AbortError'));
      });
      if (queue.length === 1) waiter.grant();
    });
  }
}

export class InMemoryBroadcast {
  private readonly listeners = new Set<(message: SyncChannelMessage) => void>();

  open(): SyncChannel {
    const own = new Set<(message: SyncChannelMessage) => void>();
    return {
      post: (message) => {
        const others = [...this.listeners].filter((listener) => !own.has(listener));
        // structuredClone: a tab gets a copy, as through a real channel.
        setTimeout(() => {
          for (const listener of others) if (this.listeners.has(listener)) listener(structuredClone(message));
        }, 0);
      },
      subscribe: (listener) => {
        own.add(listener);
        this.listeners.add(listener);
        return () => {
          own.delete(listener);
          this.listeners.delete(listener);
        };
      },
      close: () => {
        own.forEach((listener) => this.listeners.delete(listener));
        own.clear();
      },
    };
  }
}
