// Accounts and teams with the real supabase-js, as the app drives them: a sign-up becomes an
// organization with its organizer, the organizer invites a cashier whose invitation arrives
// in the local mailbox, and the cashier who accepts it sells but cannot build.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from './mailbox.ts';
import { startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function registerOrganizer(email: string): Promise<SupabaseClient> {
  const supabase = server.client();
  const signUp = await supabase.auth.signUp({ email, password: 'ClaveSegura1', options: { data: { full_name: 'Marta Losada' } } });
  expect(signUp.error).toBeNull();
  const registered = await supabase.rpc('register_organizer', {
    p_full_name: 'Marta Losada',
    p_company_name: 'Fiestas de San Pedro SAS',
    p_document_type: 'NIT',
    p_document_number: '900555111-2',
    p_phone: '3105550000',
    p_business_description: 'Palcos para el desfile',
  });
  expect(registered.error).toBeNull();
  return supabase;
}

async function mailTo(email: string): Promise<StoredMail[]> {
  return ((await (await fetch(`${server.url}/_dev/correo.json`)).json()) as StoredMail[]).filter((mail) => mail.to === email);
}

describe('registering an organizer', () => {
  it('creates the account, the organization and the organizer profile', async () => {
    const email = uniqueEmail('empresa');
    const supabase = await registerOrganizer(email);
    const profile = await supabase.rpc('get_my_profile');
    expect(profile.data).toMatchObject({
      email, role: 'organizer', full_name: 'Marta Losada', document_type: 'NIT', document_number: '900555111-2',
      phone: '3105550000', company_name: 'Fiestas de San Pedro SAS', business_description: 'Palcos para el desfile',
      organization: { name: 'Fiestas de San Pedro SAS' },
    });
  });

  it('can be finished later by signing in again when the organization step failed', async () => {
    const email = uniqueEmail('a-medias');
    expect((await server.client().auth.signUp({ email, password: 'ClaveSegura1' })).error).toBeNull();
    const again = server.client();
    expect((await again.auth.signUp({ email, password: 'ClaveSegura1' })).error).toMatchObject({ code: 'user_already_exists' });
    expect((await again.auth.signInWithPassword({ email, password: 'ClaveSegura1' })).error).toBeNull();
    expect((await again.rpc('get_my_profile')).data).toBeNull();
    const finished = await again.rpc('register_organizer', { p_full_name: 'Pedro', p_company_name: 'Pedro Eventos' });
    expect(finished.error).toBeNull();
    expect((await again.rpc('get_my_profile')).data).toMatchObject({ role: 'organizer' });
  });
});

describe('inviting staff', () => {
  it('mails an invitation; the invited person signs up, accepts and works as staff', async () => {
    const organizer = await registerOrganizer(uniqueEmail('jefa'));
    const cashierEmail = uniqueEmail('cajero');
    const invited = await organizer.rpc('invite_staff', { email: cashierEmail.toUpperCase() });
    expect(invited.error).toBeNull();
    expect(invited.data).toMatchObject({ email: cashierEmail, status: 'pending' });

    const [mail] = await mailTo(cashierEmail);
    expect(mail.subject).toBe('Fiestas de San Pedro SAS te invita a su equipo en Taquilla');
    const registerLink = new URL(mail.links.find((link) => link.label === 'Crear mi cuenta')!.url);
    expect(registerLink.pathname).toBe('/register');
    const token = registerLink.searchParams.get('invitacion')!;
    expect(token).toBe(invited.data.token);

    const preview = await server.client().rpc('get_staff_invitation', { token });
    expect(preview.data).toMatchObject({ email: cashierEmail, organization_name: 'Fiestas de San Pedro SAS' });

    const cashier = server.client();
    expect((await cashier.auth.signUp({ email: cashierEmail, password: 'ClaveCajero1' })).error).toBeNull();
    const accepted = await cashier.rpc('accept_staff_invitation', { token, full_name: 'Julián Cajero', phone: '3000000000' });
    expect(accepted.error).toBeNull();
    expect((await cashier.rpc('get_my_profile')).data).toMatchObject({
      role: 'staff', full_name: 'Julián Cajero', organization: { name: 'Fiestas de San Pedro SAS' },
    });

    const team = await organizer.rpc('list_staff_and_invitations');
    expect(team.data).toMatchObject({ members: [{ role: 'organizer' }, { full_name: 'Julián Cajero', email: cashierEmail, role: 'staff' }], invitations: [] });

    const pushed = await cashier.rpc('sync_push', {
      device_id: randomUUID(),
      ops: [{ op_id: randomUUID(), kind: 'graderias-create', payload: { id: randomUUID(), name: 'Palco pirata', rows: 1, columns: 2, floors: 1, base_price: 1000 } }],
    });
    expect(pushed.error).toBeNull();
    expect(pushed.data.results).toEqual([expect.objectContaining({ status: 'rejected', code: 'forbidden' })]);
  });

  it('refuses an invitation to someone who already has an organization, in Spanish', async () => {
    const organizer = await registerOrganizer(uniqueEmail('jefe'));
    const otherOrganizerEmail = uniqueEmail('otra-jefa');
    const otherOrganizer = await registerOrganizer(otherOrganizerEmail);
    const { data } = await organizer.rpc('invite_staff', { email: otherOrganizerEmail });
    const refused = await otherOrganizer.rpc('accept_staff_invitation', { token: data.token });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      details: 'already_in_organization',
      message: 'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.',
    });
  });

  it('mails nothing when the invitation is refused', async () => {
    const cashierEmail = uniqueEmail('no-enviado');
    const anonymous = await server.client().rpc('invite_staff', { email: cashierEmail });
    expect(anonymous.status).toBe(401);
    expect(await mailTo(cashierEmail)).toEqual([]);
  });
});
