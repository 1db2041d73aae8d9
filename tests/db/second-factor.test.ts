// Two-factor enforcement in the database, as Supabase documents it: once a user has a verified
// factor in auth.mfa_factors, only a token with aal 'aal2' reaches their organization. Checked
// on PGlite, Postgres 15 and the hosted-shaped Postgres 15 (acting as PostgREST does), so it
// holds on hosted Supabase whatever server issues the tokens. And the recovery codes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { asActor, attempt, failureOf, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';

const DEMO_USER = 'a0000000-0000-4000-8000-000000000001';
const secondFactorRequired = {
  code: '42501',
  detail: 'second_factor_required',
  message: 'Ingresa el código de verificación en dos pasos para continuar',
};

/** The claims a token of `aal` carries, replacing the plain ones asActor set. */
async function withAssurance(sql: Sql, aal: 'aal1' | 'aal2'): Promise<void> {
  const claims = { sub: DEMO_USER, role: 'authenticated', aud: 'authenticated', aal };
  await sql.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
}

async function giveFactor(engine: Engine, status: 'verified' | 'unverified'): Promise<string> {
  const id = randomUUID();
  await engine.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1::uuid, $2::uuid, $3, 'totp', $4, now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [id, DEMO_USER, `Teléfono ${id}`, status],
  );
  return id;
}

async function graderiasSeen(sql: Sql): Promise<number> {
  return (await sql.query<{ count: number }>('select count(*)::int as count from public.graderias')).rows[0].count;
}

describeEachEngine(
  'Second factor required by the database',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open({ seed: true });
    });
    afterAll(() => engine?.close());

    describe('without a verified factor', () => {
      it('a password-only (aal1) token reaches the organization, also with an unverified factor half-enrolled', async () => {
        const factorId = await giveFactor(engine, 'unverified');
        try {
          await asActor(engine, user(DEMO_USER), async (sql) => {
            await withAssurance(sql, 'aal1');
            expect(await graderiasSeen(sql)).toBeGreaterThan(0);
            expect((await attempt(sql, 'select public.get_my_profile() as profile')).ok).toBe(true);
          });
        } finally {
          await engine.query('delete from auth.mfa_factors where id = $1::uuid', [factorId]);
        }
      });
    });

    describe('with a verified factor', () => {
      let factorId: string;
      beforeAll(async () => {
        factorId = await giveFactor(engine, 'verified');
      });
      afterAll(() => engine.query('delete from auth.mfa_factors where id = $1::uuid', [factorId]));

      it('an aal1 token sees no row of the organization and every checked function refuses it', async () => {
        await asActor(engine, user(DEMO_USER), async (sql) => {
          await withAssurance(sql, 'aal1');
          expect((await sql.query('select public.my_organization_id() as id')).rows[0]).toEqual({ id: null });
          expect(await graderiasSeen(sql)).toBe(0);
          expect((await sql.query('select count(*)::int as count from public.profiles')).rows[0]).toEqual({ count: 0 });
          const calls = [
            'select public.get_my_profile()',
            'select public.sync_pull(null)',
            'select public.sync_pull_page()',
            "select public.sync_push(gen_random_uuid(), '[]'::jsonb)",
            'select public.list_staff_and_invitations()',
          ];
          for (const call of calls) {
            expect(failureOf(await attempt(sql, call))).toMatchObject(secondFactorRequired);
          }
        });
      });

      it('a token without any aal claim counts as aal1', async () => {
        await asActor(engine, user(DEMO_USER), async (sql) => {
          expect(await graderiasSeen(sql)).toBe(0);
          expect(failureOf(await attempt(sql, 'select public.get_my_profile()'))).toMatchObject(secondFactorRequired);
        });
      });

      it('an aal2 token reaches the organization as before', async () => {
        await asActor(engine, user(DEMO_USER), async (sql) => {
          await withAssurance(sql, 'aal2');
          expect(await graderiasSeen(sql)).toBeGreaterThan(0);
          const { rows } = await sql.query<{ profile: { id: string } }>('select public.get_my_profile() as profile');
          expect(rows[0].profile.id).toBe(DEMO_USER);
          expect((await attempt(sql, 'select public.sync_pull(null)')).ok).toBe(true);
        });
      });

      it('recovery codes are made only at aal2; a right one removes the factor and aal1 is then enough', async () => {
        await asActor(engine, user(DEMO_USER), async (sql) => {
          await withAssurance(sql, 'aal1');
          expect(failureOf(await attempt(sql, 'select public.create_mfa_recovery_codes()'))).toMatchObject({
            code: '42501',
            detail: 'second_factor_required',
          });
          await withAssurance(sql, 'aal2');
          const { rows } = await sql.query<{ codes: string[] }>('select public.create_mfa_recovery_codes() as codes');
          expect(rows[0].codes).toHaveLength(10);

          await withAssurance(sql, 'aal1');
          expect(failureOf(await attempt(sql, "select public.use_mfa_recovery_code('zzzz-zzzz-zzzz-zzzz')"))).toMatchObject({
            detail: 'invalid_recovery_code',
            message: 'Código de recuperación incorrecto',
          });
          expect(await graderiasSeen(sql)).toBe(0);
          const used = await sql.query('select public.use_mfa_recovery_code($1) as answer', [rows[0].codes[0]]);
          expect(used.rows[0]).toEqual({ answer: { second_factor_removed: true } });
          expect(await graderiasSeen(sql)).toBeGreaterThan(0);
          expect(failureOf(await attempt(sql, 'select public.use_mfa_recovery_code($1)', [rows[0].codes[1]]))).toMatchObject({
            detail: 'second_factor_not_enabled',
          });
        });
      });

      it('the API roles cannot read the recovery codes nor call the internal helpers', async () => {
        await asActor(engine, user(DEMO_USER), async (sql) => {
          await withAssurance(sql, 'aal2');
          for (const statement of ['select * from second_factor.recovery_codes', 'select second_factor.pending()']) {
            expect(failureOf(await attempt(sql, statement)).code).toBe('42501');
          }
        });
      });
    });
  },
  { hosted: true },
);
