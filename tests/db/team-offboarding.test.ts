// Team offboarding on the server: an organizer removes a member of their organization; the
// member's sessions end at once, every later call of theirs is refused in Spanish, their
// device's late ops are refused and kept for the organizers, and the removal is logged.
// Runs on the hosted-shaped Postgres too, where the function owner is `postgres`, not a
// superuser, and GoTrue's auth.sessions exists.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, openTransactionAs, user, type Actor, type Attempt } from './as-role.ts';
import { databaseUrlOf, describeEachEngine, enginesUnderTest, type EngineName } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { manualSale, op, push, type OpResult } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const organizerA = user(organizationA.organizerId);
const staffA = user(organizationA.staffId!);
const REMOVED = { code: '42501', detail: 'member_removed', message: 'Ya no perteneces a esta organización' };
const SALE_REFUSED = 'Tu acceso a la organización fue retirado; esta venta no se registró';

async function callAs<Row = Record<string, unknown>>(sql: Sql, actor: Actor, text: string, params: unknown[] = []): Promise<Attempt<Row>> {
  await becomeActor(sql, actor);
  const result = await attempt<Row>(sql, text, params);
  await becomeOwner(sql);
  return result;
}

const removeMember = (sql: Sql, actor: Actor, userId: string | null) =>
  callAs<{ answer: Record<string, unknown> }>(sql, actor, 'select public.remove_team_member(p_user_id => $1) as answer', [userId]);

/** A session of `userId` as each engine's auth server keeps it (two on hosted: GoTrue's session and its token). */
async function giveSession(sql: Sql, engine: EngineName, userId: string): Promise<void> {
  if (engine === 'hosted15') {
    await sql.query('insert into auth.refresh_tokens (token, user_id, revoked) values ($1, $2, false)', [randomUUID(), userId]);
    await sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [randomUUID(), userId]);
    return;
  }
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [randomUUID(), userId, randomUUID()]);
}

async function sessionsOf(sql: Sql, userId: string): Promise<number> {
  const tokens = await sql.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens where user_id::text = $1', [userId]);
  const hasSessions = (await sql.query<{ found: boolean }>("select to_regclass('auth.sessions') is not null as found")).rows[0].found;
  const sessions = hasSessions
    ? (await sql.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id::text = $1', [userId])).rows[0].n
    : 0;
  return tokens.rows[0].n + sessions;
}

async function addSecondOrganizer(sql: Sql): Promise<string> {
  const id = randomUUID();
  await sql.query("insert into auth.users (id, email) values ($1, 'socia@a.test')", [id]);
  await sql.query(
    "insert into public.profiles (id, organization_id, role, full_name, email) values ($1, $2, 'organizer', 'Socia A', 'socia@a.test')",
    [id, organizationA.id],
  );
  return id;
}

describeEachEngine(
  'Team offboarding',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
      if (engineUnderTest.name === 'hosted15') {
        // GoTrue creates auth.sessions with its own migrations, as supabase_auth_admin.
        await engine.exec(`set role supabase_auth_admin;
          create table if not exists auth.sessions (id uuid primary key, user_id uuid not null, created_at timestamptz default now());
          reset role;`);
      }
    });
    afterAll(() => engine?.close());

    it('removes a staff member: profile kept and marked, sessions ended, removal logged', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await giveSession(sql, engineUnderTest.name, organizationA.staffId!);
        await giveSession(sql, engineUnderTest.name, organizationA.organizerId);
        expect(await sessionsOf(sql, organizationA.staffId!)).toBeGreaterThan(0);

        const result = await removeMember(sql, organizerA, organizationA.staffId);
        if (!result.ok) throw new Error(result.error.message);
        expect(result.rows[0].answer).toMatchObject({ user_id: organizationA.staffId, full_name: 'Taquillero a', removed_by_name: 'Organizador a' });

        expect(await sessionsOf(sql, organizationA.staffId!)).toBe(0);
        expect(await sessionsOf(sql, organizationA.organizerId)).toBeGreaterThan(0);
        const { rows: profile } = await sql.query('select organization_id, removed_at is not null as removed, removed_by from public.profiles where id = $1', [organizationA.staffId]);
        expect(profile).toEqual([{ organization_id: organizationA.id, removed: true, removed_by: organizationA.organizerId }]);
        const { rows: log } = await sql.query(
          'select member_name, member_email, member_role, removed_by, removed_by_name from public.team_member_removals where user_id = $1',
          [organizationA.staffId],
        );
        expect(log).toEqual([{ member_name: 'Taquillero a', member_email: 'staff@a.test', member_role: 'staff', removed_by: organizationA.organizerId, removed_by_name: 'Organizador a' }]);
      });
    });

    it('refuses the removed member’s next calls in Spanish, and row-level security shows them nothing', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await removeMember(sql, organizerA, organizationA.staffId);
        for (const call of ['select public.get_my_profile()', 'select public.sync_pull()', 'select public.sync_pull_page()', 'select public.list_staff_and_invitations()', "select public.invite_staff(email => 'x@a.test')"]) {
          expect(failureOf(await callAs(sql, staffA, call))).toEqual(REMOVED);
        }
        await becomeActor(sql, staffA);
        const { rows } = await sql.query('select (select count(*) from public.reservations)::int as reservations, (select count(*) from public.profiles)::int as profiles');
        await becomeOwner(sql);
        expect(rows).toEqual([{ reservations: 0, profiles: 0 }]);
      });
    });

    it('keeps the history: past sales still name the removed member, and the organizer sees the removal', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query(
          "insert into public.reservation_logs (organization_id, reservation_id, user_id, action) values ($1, $2, $3, 'created')",
          [organizationA.id, organizationA.reservationId, organizationA.staffId],
        );
        await removeMember(sql, organizerA, organizationA.staffId);
        await becomeActor(sql, organizerA);
        const { rows } = await sql.query(
          'select profile.full_name from public.reservation_logs as log join public.profiles as profile on profile.id = log.user_id where log.user_id = $1',
          [organizationA.staffId],
        );
        await becomeOwner(sql);
        expect(rows).toEqual([{ full_name: 'Taquillero a' }]);
        const team = await callAs<{ team: { members: { id: string }[]; removals: Record<string, unknown>[] } }>(sql, organizerA, 'select public.list_staff_and_invitations() as team');
        if (!team.ok) throw new Error(team.error.message);
        expect(team.rows[0].team.members.map((member) => member.id)).toEqual([organizationA.organizerId]);
        expect(team.rows[0].team.removals[0]).toMatchObject({ user_id: organizationA.staffId, full_name: 'Taquillero a', removed_by_name: 'Organizador a', refused_ops: [] });
      });
    });

    it.each([
      ['anonymous visitors', anonymous, () => organizationA.staffId, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
      ['staff', staffA, () => organizationA.organizerId, { code: '42501', detail: 'forbidden', message: 'Solo los organizadores pueden quitar personas del equipo' }],
      ['another organization’s organizer', user(organizationB.organizerId), () => organizationA.staffId, { code: 'PT404', detail: 'member_not_found', message: 'Esta persona no es parte de tu equipo' }],
      ['an unknown id', organizerA, () => randomUUID(), { code: 'PT404', detail: 'member_not_found', message: 'Esta persona no es parte de tu equipo' }],
      ['no id', organizerA, () => null, { code: 'P0001', detail: 'member_required', message: 'Indica a quién quieres quitar del equipo' }],
      ['the last organizer removing themselves', organizerA, () => organizationA.organizerId, { code: 'PT409', detail: 'last_organizer', message: 'No puedes quitar al último organizador. Primero suma a otro organizador al equipo.' }],
    ])('refuses %s, changing nothing', async (_who, actor, target, failure) => {
      await inRolledBackTransaction(engine, async (sql) => {
        await giveSession(sql, engineUnderTest.name, organizationA.staffId!);
        await giveSession(sql, engineUnderTest.name, organizationA.organizerId);
        const before = { counts: await rowCounts(sql), staff: await sessionsOf(sql, organizationA.staffId!), organizer: await sessionsOf(sql, organizationA.organizerId) };
        expect(failureOf(await removeMember(sql, actor, target()))).toEqual(failure);
        expect({ counts: await rowCounts(sql), staff: await sessionsOf(sql, organizationA.staffId!), organizer: await sessionsOf(sql, organizationA.organizerId) }).toEqual(before);
      });
    });

    it('lets an organizer remove another organizer, never the last one', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const partner = await addSecondOrganizer(sql);
        expect(await removeMember(sql, organizerA, partner)).toMatchObject({ ok: true });
        expect(failureOf(await removeMember(sql, organizerA, organizationA.organizerId)).detail).toBe('last_organizer');
        expect(failureOf(await removeMember(sql, user(partner), organizationA.organizerId))).toEqual(REMOVED);
      });
    });

    it('refuses removing the same member twice', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        expect(await removeMember(sql, organizerA, organizationA.staffId)).toMatchObject({ ok: true });
        expect(failureOf(await removeMember(sql, organizerA, organizationA.staffId)).detail).toBe('member_not_found');
      });
    });

    describe('ops the removed member’s device pushes afterwards', () => {
      it('are refused in Spanish, applied nowhere, and kept for the organizers', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          const appliedBefore = op('reservations-create-manual', manualSale(organizationA));
          await becomeActor(sql, staffA);
          const [first] = await push(sql, [appliedBefore]);
          await becomeOwner(sql);
          expect(first.status).toBe('applied');

          await removeMember(sql, organizerA, organizationA.staffId);
          const late = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id], customer_name: 'Venta tardía' }));
          const reservationsBefore = (await sql.query<{ n: number }>('select count(*)::int as n from public.reservations')).rows[0].n;
          await becomeActor(sql, staffA);
          const results: OpResult[] = await push(sql, [appliedBefore, late]);
          const replay: OpResult[] = await push(sql, [late]);
          await becomeOwner(sql);

          expect(results[0]).toEqual(first);
          expect(results[1]).toEqual({ op_id: late.op_id, status: 'rejected', code: 'member_removed', message: SALE_REFUSED });
          expect(replay).toEqual([results[1]]);
          expect((await sql.query<{ n: number }>('select count(*)::int as n from public.reservations')).rows[0].n).toBe(reservationsBefore);

          const team = await callAs<{ team: { removals: { refused_ops: Record<string, unknown>[] }[] } }>(sql, organizerA, 'select public.list_staff_and_invitations() as team');
          if (!team.ok) throw new Error(team.error.message);
          expect(team.rows[0].team.removals[0].refused_ops).toEqual([
            expect.objectContaining({ op_id: late.op_id, kind: 'reservations-create-manual', payload: expect.objectContaining({ customer_name: 'Venta tardía' }) }),
          ]);
          const { rows } = await sql.query('select organization_id, user_id from public.refused_member_ops where op_id = $1', [late.op_id]);
          expect(rows).toEqual([{ organization_id: organizationA.id, user_id: organizationA.staffId }]);
        });
      });

      it('do not reach another organization’s organizers', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await removeMember(sql, organizerA, organizationA.staffId);
          await becomeActor(sql, staffA);
          await push(sql, [op('reservations-create-manual', manualSale(organizationA))]);
          await becomeOwner(sql);
          const team = await callAs<{ team: { removals: { refused_ops: unknown[] }[] } }>(sql, user(organizationB.organizerId), 'select public.list_staff_and_invitations() as team');
          if (!team.ok) throw new Error(team.error.message);
          const removals = team.rows[0].team.removals as { user_id: string | null; refused_ops: unknown[] }[];
          expect(removals.map((removal) => removal.user_id)).not.toContain(organizationA.staffId);
          expect(removals.flatMap((removal) => removal.refused_ops)).toEqual([]);
          await becomeActor(sql, user(organizationB.organizerId));
          const { rows } = await sql.query('select op_id from public.refused_member_ops where user_id = $1', [organizationA.staffId]);
          await becomeOwner(sql);
          expect(rows).toEqual([]);
        });
      });
    });
  },
  { hosted: true },
);

describeEachEngine('Inviting a removed member back', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  const invite = async (sql: Sql, actor: Actor, email: string) => {
    const result = await callAs<{ invitation: { token: string } }>(sql, actor, 'select public.invite_staff(email => $1) as invitation', [email]);
    if (!result.ok) throw new Error(result.error.message);
    return result.rows[0].invitation.token;
  };
  const accept = (sql: Sql, actor: Actor, token: string) =>
    callAs<{ profile: Record<string, unknown> }>(sql, actor, 'select public.accept_staff_invitation(token => $1) as profile', [token]);

  it('lets the same organization invite them again; they rejoin with the same profile, and the removal stays in the history', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await removeMember(sql, organizerA, organizationA.staffId);
      const token = await invite(sql, organizerA, 'staff@a.test');
      expect(await accept(sql, staffA, token)).toMatchObject({ ok: true, rows: [{ profile: { id: organizationA.staffId, role: 'staff', full_name: 'Taquillero a', removed_at: null } }] });
      expect(await callAs(sql, staffA, 'select public.sync_pull() is not null as pulled')).toMatchObject({ ok: true, rows: [{ pulled: true }] });
      const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from public.team_member_removals where user_id = $1', [organizationA.staffId]);
      expect(rows[0].n).toBe(1);
    });
  });

  it('keeps refusing another organization, and an active member', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      expect(failureOf(await callAs(sql, organizerA, "select public.invite_staff(email => 'staff@a.test')")).detail).toBe('already_member');
      await removeMember(sql, organizerA, organizationA.staffId);
      const tokenOfB = await invite(sql, user(organizationB.organizerId), 'staff@a.test');
      expect(failureOf(await accept(sql, staffA, tokenOfB))).toMatchObject({ code: 'PT409', detail: 'already_in_organization' });
      expect(failureOf(await accept(sql, staffA, 'token-inventado'))).toMatchObject({ code: 'PT409', detail: 'already_in_organization' });
      expect(failureOf(await callAs(sql, staffA, 'select public.get_my_profile()'))).toEqual(REMOVED);
    });
  });
});

/** PGlite only: the cap is plain SQL, the same on every engine. */
const enginesUnderTestFirst = () => enginesUnderTest()[0].open();

describe('a flood of ops from a removed member', () => {
  it('keeps at most 1000 payloads per member, and still refuses every op', async () => {
    const engine = await enginesUnderTestFirst();
    try {
      await createTwoOrganizations(engine);
      await inRolledBackTransaction(engine, async (sql) => {
        await removeMember(sql, organizerA, organizationA.staffId);
        await becomeActor(sql, staffA);
        const answers: OpResult[] = [];
        for (let batch = 0; batch < 3; batch += 1) {
          answers.push(...(await push(sql, Array.from({ length: 400 }, () => op('reservations-cancel', { reservation_id: randomUUID() })))));
        }
        await becomeOwner(sql);
        expect(new Set(answers.map((answer) => answer.status === 'rejected' && answer.code))).toEqual(new Set(['member_removed']));
        const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from public.refused_member_ops where user_id = $1', [organizationA.staffId]);
        expect(rows[0].n).toBe(1000);
      });
    } finally {
      await engine.close();
    }
  });
});

// Row locks only block on real Postgres (PGlite runs one transaction at a time).
for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('Two organizers removing each other at once [postgres15]', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    it('leaves the organization with one organizer: the second removal finds its caller removed', async () => {
      const partner = await addSecondOrganizer(engine);
      const url = databaseUrlOf(engine);
      const first = await openTransactionAs(url, organizerA);
      const second = await openTransactionAs(url, user(partner));
      try {
        await first.sql.query('select public.remove_team_member(p_user_id => $1)', [partner]);
        const waiting = second.sql.query('select public.remove_team_member(p_user_id => $1)', [organizationA.organizerId]).then(
          () => null,
          (error: { detail?: string }) => error.detail ?? 'unknown',
        );
        await first.client.query('commit');
        expect(await waiting).toBe('member_removed');
        await second.client.query('rollback');
      } finally {
        await first.client.end();
        await second.client.end();
      }
      const { rows } = await engine.query<{ id: string }>(
        "select id::text from public.profiles where organization_id = $1 and role = 'organizer' and removed_at is null",
        [organizationA.id],
      );
      expect(rows).toEqual([{ id: organizationA.organizerId }]);
    });
  });
}
