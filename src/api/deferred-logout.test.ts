import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSessionToRevoke, revokeRememberedSessions, sessionsToRevoke, type RevokeOutcome } from './deferred-logout';

afterEach(() => localStorage.clear());

const answering = (outcomes: Record<string, RevokeOutcome>) => vi.fn(async (token: string) => outcomes[token] ?? 'revoked');

describe('sessions signed out offline', () => {
  it('are kept on the device until the server has ended them', async () => {
    rememberSessionToRevoke('r1');
    const offline = answering({ r1: 'unreachable' });
    await revokeRememberedSessions(offline);
    expect(offline).toHaveBeenCalledWith('r1');
    expect(sessionsToRevoke()).toEqual(['r1']);

    const online = answering({ r1: 'revoked' });
    await revokeRememberedSessions(online);
    expect(sessionsToRevoke()).toEqual([]);
  });

  it('forget a session the server had already ended, and stop at the first that cannot reach it', async () => {
    rememberSessionToRevoke('r1');
    rememberSessionToRevoke('r2');
    rememberSessionToRevoke('r3');
    const revoke = answering({ r1: 'gone', r2: 'unreachable' });
    await revokeRememberedSessions(revoke);
    expect(revoke.mock.calls.map(([token]) => token)).toEqual(['r1', 'r2']);
    expect(sessionsToRevoke()).toEqual(['r2', 'r3']);
  });

  it('runs once at a time, so two triggers do not end one session twice', async () => {
    rememberSessionToRevoke('r1');
    const revoke = answering({});
    await Promise.all([revokeRememberedSessions(revoke), revokeRememberedSessions(revoke)]);
    expect(revoke).toHaveBeenCalledOnce();
  });

  it('ignores a damaged list', () => {
    localStorage.setItem('taquilla:sesiones-por-cerrar', '{no es json');
    expect(sessionsToRevoke()).toEqual([]);
    rememberSessionToRevoke('r1');
    expect(sessionsToRevoke()).toEqual(['r1']);
  });
});
