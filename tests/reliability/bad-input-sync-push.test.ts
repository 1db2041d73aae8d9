// Bad input to sync_push, over HTTP against the real embedded server. A malformed envelope
// is refused as a whole (4xx). A well-formed push of malformed ops is answered 200 with one
// 'rejected' result per op (that is sync_push's contract: a rejected op never blocks the
// ones after it), so here "the database is unchanged" means: every table is as it was
// except sync_ops, which may only gain the rejections themselves (recorded so that a retry
// of the same op_id gets the same answer), and never an applied op.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectPlainSpanish, expectRefusal, fingerprint, send, type Answer } from './bad-input-checks.ts';
import { createBadInputFixture, type BadInputFixture } from './bad-input-fixture.ts';
import { badPushEnvelopes, badPushesOfKind, SYNC_OP_KINDS } from './bad-input-sync-arbitraries.ts';
import { collectStrings, type CallDraft } from './rpc-arbitraries.ts';
import { assertMoneyAddsUp } from './money-check';

const SEED = 20261122;
const RUNS_PER_KIND = 25;
const SYNC_OPS = 'public.sync_ops';

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

async function businessTablesUnchanged(): Promise<void> {
  const { [SYNC_OPS]: _ops, ...now } = await fingerprint(server.engine);
  const { [SYNC_OPS]: _before, ...before } = untouched;
  expect(now).toEqual(before);
}

async function recordedOutcomes(): Promise<Map<string, string>> {
  const { rows } = await server.engine.query<{ op_id: string; status: string | null }>(
    "select op_id::text, result ->> 'status' as status from public.sync_ops",
  );
  return new Map(rows.map((row) => [row.op_id, row.status ?? 'null']));
}

function expectEveryOpRejected(answer: Answer, draft: CallDraft): void {
  const shown = `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
  const { results } = answer.json as { results: { status: string; code: string; message: string }[] };
  expect(results, shown).toHaveLength((draft.args.ops as unknown[]).length);
  for (const result of results) {
    expect(result.status, shown).toBe('rejected');
    expect(result.code, shown).not.toBe('unexpected_error');
    expect(typeof result.message === 'string' && result.message.trim() !== '', shown).toBe(true);
    expectPlainSpanish(result.message, collectStrings(draft), shown);
  }
}

describe('sync_push with bad input', () => {
  it('refuses every malformed envelope with a 4xx, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(badPushEnvelopes(fixture), async (call) => {
        expectRefusal(await send(server.url, fixture, 'sync_push', call.draft), call.draft);
        expect(await fingerprint(server.engine)).toEqual(untouched);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it.each(SYNC_OP_KINDS)('rejects every malformed %s op; only the rejections are recorded', async (kind) => {
    await fc.assert(
      fc.asyncProperty(badPushesOfKind(fixture, kind), async (call) => {
        const before = await recordedOutcomes();
        const answer = await send(server.url, fixture, 'sync_push', call.draft);
        if (answer.status === 200) expectEveryOpRejected(answer, call.draft);
        else expectRefusal(answer, call.draft);
        await businessTablesUnchanged();
        for (const [opId, status] of await recordedOutcomes()) {
          if (before.get(opId) !== status) expect(status, `op ${opId}: ${call[fc.toStringMethod]()}`).toBe('rejected');
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_KIND },
    );
  });
});
