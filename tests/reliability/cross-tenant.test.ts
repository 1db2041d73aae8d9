// Cross-tenant, RPC by RPC: B's organizer and B's staff call every API function (and every
// sync_push op kind) aimed at organization A. For each call: the answer or error carries
// none of A's ids, names or contact data (beyond what A's public page shows anyone), A's
// rows are byte for byte what they were, and a refusal is raise_app_error's clean error.
// Row-level security table by table is tests/db/row-level-security.test.ts; here the
// security definer functions, which bypass it, are on trial.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, becomeOwner, inRolledBackTransaction, user, type Attempt } from '../db/as-role.ts';
import { describeEachEngine } from '../db/engines.ts';
import { apiCases } from './cross-tenant-api-cases.ts';
import { assertMoneyAddsUp } from './money-check.ts';
import { echoedStrings, leakedSecrets, SQL_STATES_OF_APP_ERRORS, type CallContext, type CrossTenantCase, type Expected } from './cross-tenant-case.ts';
import { syncPushCases } from './cross-tenant-sync-cases.ts';
import { buildWorld, callerId, fingerprint, type Caller, type FingerprintRow, type World } from './cross-tenant-world.ts';

type Answer = Attempt<{ answer: unknown }>;

const cases: CrossTenantCase[] = [...apiCases, ...syncPushCases];
const callers: Caller[] = ['organizer', 'staff'];

/** An answer without the countdown of a hold (seconds_left), which ticks between two calls. */
function withoutClock(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !('seconds_left' in answer)) return answer;
  const { seconds_left: secondsLeft, ...rest } = answer as { seconds_left: unknown };
  return { ...rest, seconds_left: typeof secondsLeft };
}

/** What the caller got: the answer, or the error's fields (all of which reach the client). */
const received = (result: Answer): unknown => (result.ok ? result.rows[0]?.answer : result.error);

function expectOutcome(result: Answer, expected: Expected, context: CallContext): void {
  if (expected.kind === 'refused') {
    expect(result.ok, `se esperaba un rechazo y devolvió ${JSON.stringify(received(result))}`).toBe(false);
    if (result.ok) return;
    expect(SQL_STATES_OF_APP_ERRORS).toContain(expected.sqlstate);
    expect(result.error).toMatchObject({ code: expected.sqlstate, detail: expected.code, message: expect.stringMatching(/\S/) });
    return;
  }
  expect(result.ok, `se esperaba una respuesta y falló con ${JSON.stringify(received(result))}`).toBe(true);
  const answer = received(result) as { results?: unknown[] };
  if (expected.kind === 'answered') {
    expected.check?.(answer, context);
    return;
  }
  expect(answer.results).toHaveLength(1);
  const { kind: _kind, ...opResult } = expected;
  expect(answer.results![0]).toMatchObject(opResult);
}

/** Rows of A before the call that are gone or changed after it, and rows it added. */
function differences(before: FingerprintRow[], after: FingerprintRow[]) {
  const hashesAfter = new Set(after.map((row) => row.hash));
  const hashesBefore = new Set(before.map((row) => row.hash));
  return {
    changedOrRemoved: before.filter((row) => !hashesAfter.has(row.hash)),
    added: after.filter((row) => !hashesBefore.has(row.hash)),
  };
}

async function executableApi(engine: Engine): Promise<string[]> {
  const { rows } = await engine.query<{ name: string }>(
    `select distinct proname as name from pg_proc where pronamespace = 'public'::regnamespace
     and (has_function_privilege('anon', oid, 'execute') or has_function_privilege('authenticated', oid, 'execute')) order by 1`,
  );
  return rows.map((row) => row.name);
}

describeEachEngine('Cross-tenant: another organization’s members calling every RPC', (engineUnderTest) => {
  let engine: Engine;
  let world: World;

  beforeAll(async () => {
    engine = await engineUnderTest.open();
    world = await buildWorld(engine);
  });
  afterAll(() => engine?.close());

  describe('coverage', () => {
    it('has a case for every function anon or authenticated may execute, and none for a function that is not', async () => {
      const executable = await executableApi(engine);
      expect([...new Set(cases.map((c) => c.rpc))].sort()).toEqual(executable);
    });

    it('has a case for every op kind sync_push applies', async () => {
      // sync_push applies kind `a-b` with public.apply_a_b(public.profiles, jsonb) (20261125090000).
      const { rows } = await engine.query<{ name: string }>(
        `select proname as name from pg_proc where pronamespace = 'public'::regnamespace and proname like 'apply\\_%'
           and pronargs = 2 and proargtypes[0] = 'public.profiles'::regtype and proargtypes[1] = 'jsonb'::regtype`,
      );
      const kinds = rows.map((row) => row.name.replace(/^apply_/, '').replaceAll('_', '-')).sort();
      expect(kinds.length).toBeGreaterThan(0);
      expect([...new Set(syncPushCases.map((c) => c.opKind))].sort()).toEqual(kinds);
    });

    it('fingerprints every table of schema public', async () => {
      const { rows } = await engine.query<{ table: string }>(
        "select relname as table from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1",
      );
      expect([...world.fingerprintedTables].sort()).toEqual(rows.map((row) => row.table));
    });

    it('finds A’s data in an answer that carries it: the leak search is not blind', async () => {
      const ownView = await asActor(engine, user(world.a.organizerId), (sql) => attempt<{ answer: unknown }>(sql, 'select public.sync_pull() as answer'));
      const leaked = leakedSecrets(received(ownView), world.secrets, []);
      expect(leaked).toEqual(expect.arrayContaining([world.a.reservationId, world.a.paymentId, 'Cliente a', '3159870001', 'cliente@a.test', 'organizador@a.test']));
    });

    it('notices a change to any of A’s rows: the fingerprint is not blind', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const before = await fingerprint(sql, world);
        await sql.query("update public.reservations set notes = 'x' where id = $1", [world.a.reservationId]);
        expect(differences(before, await fingerprint(sql, world)).changedOrRemoved).toHaveLength(1);
      });
    });
  });

  // sync_pull, sync_push and book_seats first expire every overdue hold, whoever calls. Such
  // a hold already counts as free everywhere (seat_status_for_event, unavailable_seats), so
  // the sweep writes down what time already decided, as the server's timer does: deliberate.
  it('lets a call of B change in A only what the expiry sweep changes: an overdue hold becomes expired', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [world.a.reservationId]);
      const before = await fingerprint(sql, world);
      await becomeActor(sql, user(world.b.organizerId));
      await sql.query('select public.sync_pull() as answer');
      await becomeOwner(sql);
      const { changedOrRemoved, added } = differences(before, await fingerprint(sql, world));
      const named = (rows: FingerprintRow[]) => rows.map(({ table, row }) => [table, row.id, row.status ?? row.active]).sort();
      expect(named(changedOrRemoved)).toEqual([['reservation_seats', world.a.reservationSeatId, true], ['reservations', world.a.reservationId, 'pending']]);
      expect(named(added)).toEqual([['reservation_seats', world.a.reservationSeatId, false], ['reservations', world.a.reservationId, 'expired']]);
    });
  });

  for (const crossTenantCase of cases) {
    for (const caller of callers) {
      const expected = caller === 'staff' ? (crossTenantCase.staff ?? crossTenantCase.organizer) : crossTenantCase.organizer;
      const outcome = expected.kind === 'refused' || (expected.kind === 'op' && expected.status === 'rejected') ? 'is refused' : 'answers';
      it(`${crossTenantCase.rpc}: ${crossTenantCase.title} — as B’s ${caller}, ${outcome}, leaks nothing of A, changes nothing of A`, async () => {
        const context: CallContext = { world, caller, callerId: callerId(world, caller) };
        const { text, params } = crossTenantCase.call(world, caller);
        const { before, after, result } = await inRolledBackTransaction(engine, async (sql) => {
          const before = await fingerprint(sql, world);
          await becomeActor(sql, user(context.callerId));
          const result = await attempt<{ answer: unknown }>(sql, text, params);
          await becomeOwner(sql);
          await assertMoneyAddsUp(sql);
          return { before, after: await fingerprint(sql, world), result };
        });

        // Soft: a broken function shows what it leaked and what it changed, not only its answer.
        const publicValues = crossTenantCase.publicByDesign?.values(world) ?? [];
        expect.soft(leakedSecrets(received(result), world.secrets, echoedStrings(params), publicValues), 'datos de A en la respuesta').toEqual([]);
        const { changedOrRemoved, added } = differences(before, after);
        expect.soft(changedOrRemoved, 'filas de A cambiadas o borradas').toEqual([]);
        if (crossTenantCase.addsToA) crossTenantCase.addsToA(added, context);
        else expect.soft(added, 'filas nuevas en A').toEqual([]);
        expectOutcome(result, expected, context);

        if (crossTenantCase.publicByDesign?.sameAsAnonymous) {
          const asVisitor = await asActor(engine, anonymous, (sql) => attempt<{ answer: unknown }>(sql, text, params));
          expect(withoutClock(received(result))).toEqual(withoutClock(received(asVisitor)));
        }
      });
    }
  }
});
