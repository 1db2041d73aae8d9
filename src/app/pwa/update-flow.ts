import { createStore, type StoreApi } from 'zustand/vanilla';

/** The part of workbox-window's Workbox the update flow uses; tests pass a fake. */
export interface UpdatableServiceWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * hidden: nothing to offer (or the person chose 'Más tarde');
 * available: a new version is installed and waiting;
 * applying: the person pressed 'Actualizar' and the page reloads once the new worker controls it.
 */
export type UpdateStatus = 'hidden' | 'available' | 'applying';

export interface UpdateFlowState {
  status: UpdateStatus;
  applyUpdate(): void;
  postpone(): void;
}

export type UpdateFlow = StoreApi<UpdateFlowState>;

/**
 * Offers a waiting service worker to the person instead of swapping versions under them:
 * a reload in the middle of a sale would lose what the cashier was typing.
 */
export function createUpdateFlow(worker: UpdatableServiceWorker, reload: () => void): UpdateFlow {
  const flow = createStore<UpdateFlowState>((set, get) => ({
    status: 'hidden',
    applyUpdate() {
      if (get().status !== 'available') return;
      set({ status: 'applying' });
      // Listening only now: 'controlling' also fires on the very first install (clientsClaim),
      // which must not reload anything.
      worker.addEventListener('controlling', reload);
      worker.messageSkipWaiting();
    },
    postpone() {
      if (get().status === 'available') set({ status: 'hidden' });
    },
  }));
  worker.addEventListener('waiting', () => {
    if (flow.getState().status !== 'applying') flow.setState({ status: 'available' });
  });
  return flow;
}
