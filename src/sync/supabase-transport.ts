import type { SupabaseClient } from '@supabase/supabase-js';
import { SyncCallError, syncPull, syncPush } from '../api/sync-api';
import { SyncTransportError, type SyncTransport, type TransportFailureKind } from './sync-transport';

const NETWORK_FAILURE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';

function failureKindOf(status: number): TransportFailureKind {
  if (status === 0) return 'network';
  return status >= 500 ? 'server' : 'refused';
}

async function classifyFailures<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SyncCallError) throw new SyncTransportError(failureKindOf(error.status), error.message, error.code);
    // supabase-js answers network failures itself; anything thrown is a request that never arrived.
    throw new SyncTransportError('network', NETWORK_FAILURE);
  }
}

export function supabaseSyncTransport(client: SupabaseClient): SyncTransport {
  return {
    push: (deviceId, ops) => classifyFailures(() => syncPush(client, deviceId, ops)),
    pull: (cursor) => classifyFailures(() => syncPull(client, cursor)),
  };
}
