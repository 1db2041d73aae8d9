import { useSyncStatus } from '../../session/use-sync-status';

/**
 * Profile writes are online RPCs, not outbox commands, so they need the server now. Same
 * rule as the top bar's indicator: the browser may claim a connection the server cannot be
 * reached through, which the sync engine notices.
 */
export function useServerReachable(): boolean {
  return useSyncStatus(({ online, state }) => online && state !== 'offline');
}

export const NEEDS_CONNECTION = 'Necesitas conexión a internet para editar tu perfil';
