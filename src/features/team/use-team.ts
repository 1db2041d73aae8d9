import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { inviteStaff, listTeam, removeTeamMember, revokeStaffInvitation, type SentInvitation, type Team } from '../../api/team';

const LOAD_FAILED = 'No pudimos cargar tu equipo. Verifica tu conexión e intenta nuevamente.';
const ACTION_FAILED = 'No se pudo completar la acción. Verifica tu conexión e intenta nuevamente.';

export type TeamState = { status: 'loading' } | { status: 'ready'; team: Team } | { status: 'error'; message: string };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export type TeamActionResult<T> = { ok: true; value: T } | { ok: false; message: string; code: string | null };

/** The team is online-only (invitations are not replicated): every change reloads the list. */
export function useTeam() {
  const [state, setState] = useState<TeamState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', team: await listTeam() });
    } catch (error) {
      setState({ status: 'error', message: messageOf(error, LOAD_FAILED) });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async <T>(action: () => Promise<T>): Promise<TeamActionResult<T>> => {
    try {
      const value = await action();
      await reload();
      return { ok: true, value };
    } catch (error) {
      return { ok: false, message: messageOf(error, ACTION_FAILED), code: error instanceof ApiError ? error.code : null };
    }
  };

  return {
    state,
    reload,
    invite: (email: string) => act<SentInvitation>(() => inviteStaff(email)),
    revoke: (id: string) => act(() => revokeStaffInvitation(id)),
    remove: (userId: string) => act(() => removeTeamMember(userId)),
  };
}
