// Staff invitations on the server: an organizer invites an address, the person with that
// address and the mailed token joins as staff, and everyone else is refused in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user, type Actor, type Attempt } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

const NEWCOMER_EMAIL = 'nuevo@c.test';
const organizerA = user(organizationA.organizerId);

interface Invitation {
  id: string;
  email: string;
  token: string;
  status: string;
  organization_name: string;
}

async function callAs<Row = Record<string, unknown>>(sql: Sql, actor: Actor, text: string, params: unknown[] = []): Promise<Attempt<Row>> {
  await becomeActor(sql, actor);
  const result = await attempt<Row>(sql, text, params);
  await becomeOwner(sql);
  return result;
}

async function invite(sql: Sql, email: string, actor: Actor = organizerA): Promise<Invitation> {
  const result = await callAs<{ invitation: Invitation }>(sql, actor, 'select public.invite_staff(email => $1) as invitation', [email]);
  if (!result.ok) throw new Error(result.error.message);
  return result.rows[0].invitation;
}

function accept(sql: Sql, actor: Actor, token: string, fullName: string | null = 'Camilo Taquillero') {
  return callAs<{ profile: Record<string, unknown> }>(
    sql,
    actor,
    'select public.accept_staff_invitation(token => $1, full_name => $2, phone => $3) as profile',
    [token, fullName, '3001112233'],
  );
}

async function newUser(sql: Sql, email: string, metadata: Record<string, unknown> = {}): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    'insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id::text as id',
    [email, JSON.stringify(metadata)],
  );
  return rows[0].id;
}

describeEachEngine('Staff invitations', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  describe('inviting', () => {
    it('stores the address in lower case and only a hash of the token it answers once', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const invitation = await invite(sql, '  Nuevo@C.test ');
        expect(invitation).toMatchObject({ email: NEWCOMER_EMAIL, status: 'pending', organization_name: 'Organización a' });
        expect(invitation.token).toMatch(/^[0-9a-f]{64}$/);
        const { rows } = await sql.query('select organization_id, email, token_hash, invited_by from public.staff_invitations where id = $1', [invitation.id]);
        expect(rows).toEqual([{ organization_id: organizationA.id, email: NEWCOMER_EMAIL, token_hash: expect.any(String), invited_by: organizationA.organizerId }]);
        expect(JSON.stringify(rows)).not.toContain(invitation.token);
      });
    });

    it('renews a pending invitation of the same address: same row, new token, the old one dead', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const first = await invite(sql, NEWCOMER_EMAIL);
        const second = await invite(sql, NEWCOMER_EMAIL);
        expect(second.id).toBe(first.id);
        expect(second.token).not.toBe(first.token);
        expect(failureOf(await accept(sql, user(newcomerId), first.token)).detail).toBe('invitation_not_found');
        expect(await accept(sql, user(newcomerId), second.token)).toMatchObject({ ok: true });
      });
    });

    it.each([
      ['anonymous visitors', anonymous, NEWCOMER_EMAIL, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
      ['staff', user(organizationA.staffId!), NEWCOMER_EMAIL, { code: '42501', detail: 'forbidden', message: 'No tienes permisos para invitar personas a tu equipo' }],
      ['a blank address', organizerA, '  ', { code: 'P0001', detail: 'email_required', message: 'El correo es requerido' }],
      ['an address without a domain', organizerA, 'ana@fiestas', { code: 'P0001', detail: 'invalid_email', message: 'Correo electrónico inválido' }],
      ['a member of the team', organizerA, 'STAFF@a.test', { code: 'PT409', detail: 'already_member', message: 'Esta persona ya es parte de tu equipo' }],
    ])('refuses %s, writing nothing', async (_who, actor, email, failure) => {
      await inRolledBackTransaction(engine, async (sql) => {
        const before = await rowCounts(sql);
        const result = await callAs(sql, actor, 'select public.invite_staff(email => $1)', [email]);
        expect(failureOf(result)).toEqual(failure);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });

  describe('accepting', () => {
    it('makes the invited user staff of the organization, with the name from the form', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { id, token } = await invite(sql, NEWCOMER_EMAIL);
        const result = await accept(sql, user(newcomerId), token);
        if (!result.ok) throw new Error(result.error.message);
        expect(result.rows[0].profile).toMatchObject({
          id: newcomerId, role: 'staff', organization_id: organizationA.id, full_name: 'Camilo Taquillero',
          email: NEWCOMER_EMAIL, phone: '3001112233', organization: { name: 'Organización a' },
        });
        const { rows } = await sql.query('select status, accepted_by from public.staff_invitations where id = $1', [id]);
        expect(rows).toEqual([{ status: 'accepted', accepted_by: newcomerId }]);
        expect(failureOf(await accept(sql, user(newcomerId), token)).detail).toBe('already_in_organization');
      });
    });

    it('names the member from the sign-up metadata, else from the address', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const withName = await newUser(sql, 'con-nombre@c.test', { full_name: 'Lucía Cajera' });
        const withoutName = await newUser(sql, 'sin.nombre@c.test');
        const first = await invite(sql, 'con-nombre@c.test');
        const second = await invite(sql, 'sin.nombre@c.test');
        expect(await accept(sql, user(withName), first.token, null)).toMatchObject({ ok: true, rows: [{ profile: { full_name: 'Lucía Cajera' } }] });
        expect(await accept(sql, user(withoutName), second.token, ' ')).toMatchObject({ ok: true, rows: [{ profile: { full_name: 'sin.nombre' } }] });
      });
    });

    it('lets the new member sell but not build: create_graderia is refused', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await accept(sql, user(newcomerId), (await invite(sql, NEWCOMER_EMAIL)).token);
        const result = await callAs(sql, user(newcomerId), "select public.create_graderia(p_name => 'Nueva', p_rows => 1, p_columns => 1, p_floors => 1, p_base_price => 1000)");
        expect(failureOf(result)).toMatchObject({ code: '42501', detail: 'forbidden' });
      });
    });

    it.each([
      ['anonymous visitors', () => anonymous, { code: '28000', detail: 'not_authenticated' }],
      ['a user who already belongs to an organization', () => user(organizationB.organizerId), {
        code: 'PT409', detail: 'already_in_organization',
        message: 'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.',
      }],
    ])('refuses %s, writing nothing', async (_who, actorOf, failure) => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { token } = await invite(sql, 'organizador@b.test');
        const before = await rowCounts(sql);
        expect(failureOf(await accept(sql, actorOf(), token))).toMatchObject(failure);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });

    it('refuses someone signed in with another address', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { token } = await invite(sql, 'invitada@c.test');
        expect(failureOf(await accept(sql, user(newcomerId), token))).toEqual({
          code: '42501', detail: 'invitation_email_mismatch', message: 'Esta invitación es para invitada@c.test. Ingresa con ese correo.',
        });
      });
    });

    it('refuses an expired invitation and an unknown token', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { id, token } = await invite(sql, NEWCOMER_EMAIL);
        await sql.query("update public.staff_invitations set expires_at = now() - interval '1 minute' where id = $1", [id]);
        expect(failureOf(await accept(sql, user(newcomerId), token))).toEqual({
          code: 'P0001', detail: 'invitation_expired', message: 'La invitación venció. Pide a tu organizador que te invite de nuevo.',
        });
        expect(failureOf(await accept(sql, user(newcomerId), 'f'.repeat(64)))).toEqual({
          code: 'PT404', detail: 'invitation_not_found', message: 'La invitación no existe o ya fue usada',
        });
      });
    });
  });

  describe('reading', () => {
    it('shows the organizer the staff and the pending invitations of their organization only', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await invite(sql, 'pendiente@c.test');
        await invite(sql, 'otra@c.test', user(organizationB.organizerId));
        const team = await callAs<{ team: { members: unknown[]; invitations: unknown[] } }>(sql, organizerA, 'select public.list_staff_and_invitations() as team');
        if (!team.ok) throw new Error(team.error.message);
        expect(team.rows[0].team).toEqual({
          // Organizers first, then staff; the caller is marked (the card offers no 'Quitar' on them).
          members: [
            { id: organizationA.organizerId, full_name: 'Organizador a', email: 'organizador@a.test', role: 'organizer', created_at: expect.any(String), is_me: true },
            { id: organizationA.staffId, full_name: 'Taquillero a', email: 'staff@a.test', role: 'staff', created_at: expect.any(String), is_me: false },
          ],
          // The fixture's past removal (see team-offboarding.test.ts for removals themselves).
          removals: [
            {
              id: organizationA.teamRemovalId, user_id: null, full_name: 'Exempleado a', email: null, role: 'staff',
              removed_by_name: 'Organizador a', removed_at: expect.any(String), refused_ops: [],
            },
          ],
          // Newest first; the fixture's own invitation is older.
          invitations: ['pendiente@c.test', 'invitado@a.test'].map((email) => ({
            id: expect.any(String), email, created_at: expect.any(String), expires_at: expect.any(String), expired: false,
          })),
        });
      });
    });

    it('does not show the team to staff', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const result = await callAs(sql, user(organizationA.staffId!), 'select public.list_staff_and_invitations()');
        expect(failureOf(result)).toMatchObject({ code: '42501', detail: 'forbidden' });
      });
    });

    it('tells whoever holds a link which organization invites which address', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { token } = await invite(sql, NEWCOMER_EMAIL);
        const found = await callAs(sql, anonymous, 'select public.get_staff_invitation(token => $1) as invitation', [token]);
        expect(found).toMatchObject({ ok: true, rows: [{ invitation: { email: NEWCOMER_EMAIL, organization_name: 'Organización a', expired: false } }] });
        const unknown = await callAs(sql, anonymous, 'select public.get_staff_invitation(token => $1)', ['x']);
        expect(failureOf(unknown).detail).toBe('invitation_not_found');
      });
    });
  });

  describe('revoking', () => {
    it('kills the link of a pending invitation', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { id, token } = await invite(sql, NEWCOMER_EMAIL);
        expect(await callAs(sql, organizerA, 'select public.revoke_staff_invitation(id => $1) as revoked', [id])).toMatchObject({
          ok: true, rows: [{ revoked: { id } }],
        });
        expect(failureOf(await accept(sql, user(newcomerId), token)).detail).toBe('invitation_not_found');
      });
    });

    it.each([
      ['staff of the organization', user(organizationA.staffId!), 'forbidden'],
      ['the organizer of another organization', user(organizationB.organizerId), 'invitation_not_found'],
    ])('is refused to %s', async (_who, actor, detail) => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { id } = await invite(sql, NEWCOMER_EMAIL);
        expect(failureOf(await callAs(sql, actor, 'select public.revoke_staff_invitation(id => $1)', [id])).detail).toBe(detail);
        expect((await sql.query('select 1 from public.staff_invitations where id = $1', [id])).rows).toHaveLength(1);
      });
    });

    it('leaves accepted invitations alone', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const { id, token } = await invite(sql, NEWCOMER_EMAIL);
        await accept(sql, user(newcomerId), token);
        expect(failureOf(await callAs(sql, organizerA, 'select public.revoke_staff_invitation(id => $1)', [id])).detail).toBe('invitation_not_found');
      });
    });
  });
});
