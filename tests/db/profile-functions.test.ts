// Registering as an organizer, reading one's profile and editing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { createTwoOrganizations, newcomerId, organizationA } from './two-organizations.ts';

const register =
  "select public.register_organizer(p_full_name => ' Ana Ruiz ', p_company_name => 'Fiestas del Tolima', p_document_type => 'NIT', p_document_number => '900123456', p_phone => '3001112233') as profile";

const notAuthenticated = { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' };

async function count(sql: Sql, table: string): Promise<number> {
  return (await sql.query<{ count: number }>(`select count(*)::int as count from public.${table}`)).rows[0].count;
}

describeEachEngine('Profile functions', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  describe('register_organizer', () => {
    it('creates exactly one organization and one organizer profile for the caller', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const organizationsBefore = await count(sql, 'organizations');
        const profilesBefore = await count(sql, 'profiles');
        await becomeActor(sql, user(newcomerId));
        const { rows } = await sql.query<{ profile: Record<string, unknown> & { organization: { id: string; name: string } } }>(register);
        const profile = rows[0].profile;
        expect(profile).toMatchObject({
          id: newcomerId, role: 'organizer', full_name: 'Ana Ruiz', email: 'nuevo@c.test', company_name: 'Fiestas del Tolima',
          document_type: 'NIT', document_number: '900123456', phone: '3001112233',
          organization: { name: 'Fiestas del Tolima' },
        });
        expect(profile.organization_id).toBe(profile.organization.id);
        expect(await sql.query('select id from public.organizations')).toEqual({ rows: [{ id: profile.organization.id }] });
        await sql.query('reset role');
        expect(await count(sql, 'organizations')).toBe(organizationsBefore + 1);
        expect(await count(sql, 'profiles')).toBe(profilesBefore + 1);
      });
    });

    it('refuses a second registration', async () => {
      await asActor(engine, user(newcomerId), async (sql) => {
        await sql.query(register);
        expect(failureOf(await attempt(sql, register))).toEqual({
          code: 'PT409', detail: 'already_registered', message: 'Tu cuenta ya está registrada',
        });
      });
    });

    it('refuses users who already belong to an organization', async () => {
      const result = await asActor(engine, user(organizationA.staffId!), (sql) => attempt(sql, register));
      expect(failureOf(result).detail).toBe('already_registered');
    });

    it('refuses anonymous visitors', async () => {
      expect(failureOf(await asActor(engine, anonymous, (sql) => attempt(sql, register)))).toEqual(notAuthenticated);
    });
  });

  describe('get_my_profile', () => {
    it('returns the caller’s profile with its organization', async () => {
      const { rows } = await asActor(engine, user(organizationA.staffId!), (sql) =>
        sql.query<{ profile: unknown }>('select public.get_my_profile() as profile'),
      );
      expect(rows[0].profile).toMatchObject({
        id: organizationA.staffId, role: 'staff', organization: { id: organizationA.id, name: 'Organización a' },
      });
    });

    it('returns json null for a signed-in user who has not registered', async () => {
      const { rows } = await asActor(engine, user(newcomerId), (sql) =>
        sql.query<{ profile: unknown; kind: string }>('select public.get_my_profile() as profile, jsonb_typeof(public.get_my_profile()) as kind'),
      );
      expect(rows[0]).toEqual({ profile: null, kind: 'null' });
    });

    it('refuses anonymous visitors', async () => {
      const result = await asActor(engine, anonymous, (sql) => attempt(sql, 'select public.get_my_profile()'));
      expect(failureOf(result)).toEqual(notAuthenticated);
    });
  });

  describe('update_user_profile', () => {
    const profilesAsStored = (sql: Sql) =>
      sql.query('select to_jsonb(p) - $1::text[] as profile from public.profiles p order by id', [['updated_at', 'sync_xid', 'address', 'rnt']]);

    it('changes the given fields of the caller’s profile only, keeping the others', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const before = (await profilesAsStored(sql)).rows;
        await becomeActor(sql, user(organizationA.organizerId));
        const { rows } = await sql.query<{ profile: Record<string, unknown> }>(
          "select public.update_user_profile(p_address => ' Calle 10 # 5-20 ', p_rnt => 'RNT-12345') as profile",
        );
        expect(rows[0].profile).toMatchObject({
          id: organizationA.organizerId, full_name: 'Organizador a', address: 'Calle 10 # 5-20', rnt: 'RNT-12345',
          organization: { id: organizationA.id },
        });
        await sql.query('reset role');
        expect((await profilesAsStored(sql)).rows).toEqual(before);
        const others = await sql.query('select id from public.profiles where id <> $1 and (address is not null or rnt is not null)', [
          organizationA.organizerId,
        ]);
        expect(others.rows).toEqual([]);
      });
    });

    it('clears an optional field given as empty text', async () => {
      await asActor(engine, user(organizationA.organizerId), async (sql) => {
        await sql.query("select public.update_user_profile(p_phone => '3009998877')");
        const { rows } = await sql.query<{ profile: { phone: string | null } }>("select public.update_user_profile(p_phone => '') as profile");
        expect(rows[0].profile.phone).toBeNull();
      });
    });

    it('refuses anonymous visitors and users without a profile', async () => {
      const call = "select public.update_user_profile(p_full_name => 'Nadie')";
      expect(failureOf(await asActor(engine, anonymous, (sql) => attempt(sql, call)))).toEqual(notAuthenticated);
      expect(failureOf(await asActor(engine, user(newcomerId), (sql) => attempt(sql, call)))).toEqual({
        code: '42501', detail: 'organization_not_found', message: 'No se encontró la organización asociada',
      });
    });
  });
});
