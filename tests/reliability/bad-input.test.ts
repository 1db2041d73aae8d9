// Bad input, over HTTP against the real embedded server: for every API function called
// directly, fast-check throws calls that are invalid by construction (a valid call plus
// mutations: missing and unknown arguments, wrong JSON types, bodies that are not objects,
// huge and SQL-looking texts, out-of-range numbers, thousands of seat ids, another
// organization's ids, a caller who may not). Every answer must be a 4xx with a plain
// Spanish message and nothing internal, and no table may change. sync_push is in
// bad-input-sync-push.test.ts.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectRefusal, fingerprint, send } from './bad-input-checks.ts';
import { createBadInputFixture, type BadInputFixture } from './bad-input-fixture.ts';
import { badCallsOf, directRpcSpecs } from './bad-input-rpcs.ts';
import { largeText, sqlLikeText } from './rpc-arbitraries.ts';
import { assertMoneyAddsUp } from './money-check';

const SEED = 20261122;
const RUNS_PER_FUNCTION = 20;
const overOneMegabyte = fc.integer({ min: 1024 * 1024 + 1, max: 2 * 1024 * 1024 }).map((length) => 'a'.repeat(length));

let server: RunningServer;
let fixture: BadInputFixture;
let untouched: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createBadInputFixture(server);
  untouched = await fingerprint(server.engine);
}, 60_000);
// Money adds up after every scenario (issue 14): what the scenario did left no booking's payments wrong.
afterEach(() => assertMoneyAddsUp(server.engine));

afterAll(() => server?.stop());

/** The 28 functions of the API, less sync_push (its own file). */
const FUNCTIONS = [
  'get_event_by_slug', 'get_event_seat_statuses', 'get_event_layout', 'get_event_seat_statuses_since', 'book_seats', 'get_sandbox_payment', 'request_card_refund',
  'get_reservation_tickets', 'get_double_entries', 'get_sales_report', 'get_accounting_export', 'cash_shift_closings',
  'get_my_profile', 'update_user_profile', 'register_organizer', 'get_reservation_stats', 'assistant_facts', 'sync_pull', 'sync_pull_page',
  'submit_support_message', 'create_graderia', 'invite_staff', 'list_staff_and_invitations', 'get_staff_invitation',
  'accept_staff_invitation', 'revoke_staff_invitation', 'remove_team_member', 'create_mfa_recovery_codes',
  'use_mfa_recovery_code',
];

describe('malformed calls to every API function', () => {
  it('has a generator for each function of the API but sync_push', () => {
    expect(directRpcSpecs(fixture).map((spec) => spec.fn).sort()).toEqual([...FUNCTIONS].sort());
  });

  it.each(FUNCTIONS)('%s: every answer is a 4xx with a Spanish message, and nothing changes', async (fn) => {
    const spec = directRpcSpecs(fixture).find((candidate) => candidate.fn === fn)!;
    await fc.assert(
      fc.asyncProperty(badCallsOf(spec), async (call) => {
        const answer = await send(server.url, fixture, call.fn, call.draft);
        expectRefusal(answer, call.draft);
        expect(await fingerprint(server.engine)).toEqual(untouched);
      }),
      { seed: SEED, numRuns: RUNS_PER_FUNCTION },
    );
  });
});

// A search is not malformed because the name searched for is odd: the assistant answers
// its facts (with no event preferred) and reads nothing it should not, and writes nothing.
describe('well-typed but odd texts where any text is a valid search', () => {
  it('assistant_facts answers 200 for SQL-looking and huge event names, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(sqlLikeText, largeText), async (eventName) => {
        const answer = await send(server.url, fixture, 'assistant_facts', { caller: 'organizer', args: { event_name: eventName } });
        expect(answer.status).toBe(200);
        expect(answer.json).toMatchObject({ events: expect.any(Array), pending_reservations: expect.any(Number) });
        expect(await fingerprint(server.engine)).toEqual(untouched);
      }),
      { seed: SEED, numRuns: 10 },
    );
  });

  it('a body over 1 MB is 413 with a Spanish message, whatever the function', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FUNCTIONS), overOneMegabyte, async (fn, huge) => {
        const draft = { caller: 'organizer' as const, args: { p_extra: huge } };
        const answer = await send(server.url, fixture, fn, draft);
        expect(answer.status).toBe(413);
        expectRefusal(answer, draft);
      }),
      { seed: SEED, numRuns: 5 },
    );
  });
});
