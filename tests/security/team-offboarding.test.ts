// Issue 13, point 6 (security suite). Removing a cashier over HTTP with the real supabase-js: their refresh token stops working
// at once, their still-valid access token reaches the database and is refused in Spanish,
// and the sale their device pushes afterwards is refused and shown to the organizer.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';

const PASSWORD = 'Cl4ve-Segura-Taquilla';
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function registerOrganizer(): Promise<SupabaseClient> {
  const organizer = server.client();
  expect((await organizer.auth.signUp({ email: uniqueEmail('jefa'), password: PASSWORD })).error).toBeNull();
  expect((await organizer.rpc('register_organizer', { p_full_name: 'Marta Losada', p_company_name: 'Fiestas de San Pedro SAS' })).error).toBeNull();
  return organizer;
}

async function joinAsCashier(organizer: SupabaseClient): Promise<{ cashier: SupabaseClient; cashierId: string }> {
  const email = uniqueEmail('cajero');
  const { data: invitation } = await organizer.rpc('invite_staff', { email });
  const cashier = server.client();
  const signUp = await cashier.auth.signUp({ email, password: PASSWORD });
  expect(signUp.error).toBeNull();
  expect((await cashier.rpc('accept_staff_invitation', { token: invitation.token, full_name: 'Julián Cajero' })).error).toBeNull();
  return { cashier, cashierId: signUp.data.user!.id };
}

describe('removing a team member', () => {
  it('ends their session: the refresh token fails and the next call is refused in Spanish', async () => {
    const organizer = await registerOrganizer();
    const { cashier, cashierId } = await joinAsCashier(organizer);
    const refreshToken = (await cashier.auth.getSession()).data.session!.refresh_token;

    const removed = await organizer.rpc('remove_team_member', { p_user_id: cashierId });
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({ user_id: cashierId, full_name: 'Julián Cajero', removed_by_name: 'Marta Losada' });

    const profile = await cashier.rpc('get_my_profile');
    expect(profile.status).toBe(403);
    expect(profile.error).toMatchObject({ details: 'member_removed', message: 'Ya no perteneces a esta organización' });
    const pull = await cashier.rpc('sync_pull', { cursor: null });
    expect(pull.status).toBe(403);
    expect(pull.error).toMatchObject({ details: 'member_removed', message: 'Ya no perteneces a esta organización' });

    const refreshed = await server.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refuses the sale the removed cashier’s device pushes afterwards, and shows it to the organizer', async () => {
    const organizer = await registerOrganizer();
    const { cashier, cashierId } = await joinAsCashier(organizer);
    await organizer.rpc('remove_team_member', { p_user_id: cashierId });

    const opId = randomUUID();
    const pushed = await cashier.rpc('sync_push', {
      device_id: randomUUID(),
      ops: [{ op_id: opId, kind: 'reservations-create-manual', created_at: new Date().toISOString(), payload: { id: randomUUID(), customer_name: 'Lucía Compradora', seat_ids: [randomUUID()] } }],
    });
    expect(pushed.status).toBe(200);
    expect(pushed.data.results).toEqual([
      { op_id: opId, status: 'rejected', code: 'member_removed', message: 'Tu acceso a la organización fue retirado; esta venta no se registró' },
    ]);

    const team = await organizer.rpc('list_staff_and_invitations');
    expect(team.data.members).toEqual([expect.objectContaining({ role: 'organizer', is_me: true })]);
    expect(team.data.removals).toEqual([
      expect.objectContaining({
        user_id: cashierId, full_name: 'Julián Cajero', removed_by_name: 'Marta Losada',
        refused_ops: [expect.objectContaining({ op_id: opId, kind: 'reservations-create-manual', payload: expect.objectContaining({ customer_name: 'Lucía Compradora' }) })],
      }),
    ]);
  });

  it('is refused in Spanish with a 4xx to anonymous callers, staff and another organization, changing nothing', async () => {
    const organizer = await registerOrganizer();
    const { cashier, cashierId } = await joinAsCashier(organizer);
    const stranger = await registerOrganizer();

    const anonymous = await server.client().rpc('remove_team_member', { p_user_id: cashierId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toMatchObject({ details: 'not_authenticated', message: 'Usuario no autenticado' });
    const { data: me } = await organizer.auth.getUser();
    const byStaff = await cashier.rpc('remove_team_member', { p_user_id: me.user!.id });
    expect(byStaff.status).toBe(403);
    expect(byStaff.error).toMatchObject({ details: 'forbidden', message: 'Solo los organizadores pueden quitar personas del equipo' });
    const crossOrganization = await stranger.rpc('remove_team_member', { p_user_id: cashierId });
    expect(crossOrganization.status).toBe(404);
    expect(crossOrganization.error).toMatchObject({ details: 'member_not_found', message: 'Esta persona no es parte de tu equipo' });
    const badId = await organizer.rpc('remove_team_member', { p_user_id: 'no-es-un-uuid' });
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);

    expect((await cashier.rpc('get_my_profile')).data).toMatchObject({ role: 'staff' });
  });
});
