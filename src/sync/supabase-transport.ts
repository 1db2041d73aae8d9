import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureFreshSession, type SessionCheck } from '../api/fresh-session';
import { SyncCallError, syncPull, syncPullPage, syncPush } from '../api/sync-api';
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

const SESSION_NOT_REFRESHED = 'Renovando la sesión con el servidor…';
const SESSION_ENDED = 'Tu sesión terminó. Inicia sesión nuevamente para enviar las operaciones pendientes.';

/**
 * Nothing is sent with an access token the server would refuse: a session not yet refreshed
 * after a stretch offline waits like a lost connection (retried, no error shown), and only
 * a session that is gone is a refusal.
 */
async function withFreshSession<Answer>(checkSession: () => Promise<SessionCheck>, call: () => Promise<Answer>): Promise<Answer> {
  const check = await checkSession();
  if (check === 'unreachable') throw new SyncTransportError('network', SESSION_NOT_REFRESHED);
  if (check === 'signed-out') throw new SyncTransportError('refused', SESSION_ENDED, 'session_missing');
  return classifyFailures(call);
}

export function supabaseSyncTransport(client: SupabaseClient, checkSession: () => Promise<SessionCheck> = () => ensureFreshSession(client)): SyncTransport {
  return {
    push: (deviceId, ops) => withFreshSession(checkSession, () => syncPush(client, deviceId, ops)),
    pull: (cursor) => withFreshSession(checkSession, () => syncPull(client, cursor)),
    pullPage: (request) => withFreshSession(checkSession, () => syncPullPage(client, request)),
  };
}
