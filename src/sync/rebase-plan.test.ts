// The rebase rule on a toy replica (rows are strings, ops are small functions), after the
// model of excalidraw's reconcile test: each case runs its two arrivals in both orders and
// must end in the same replica — the server's rows with the still-queued ops replayed on top.
import { describe, expect, it } from 'vitest';
import { basesStillHeld, planRebase, type RowIdentity } from './rebase-plan';

type Rows = Map<RowIdentity, string>;
/** An op's write given the replica: the rows it puts (null deletes), or 'refused' by its own checks. */
type ToyOp = (replica: Rows) => Record<RowIdentity, string | null> | 'refused';

const sell =
  (reservation: string): ToyOp =>
  (replica) =>
    replica.has(reservation) ? 'refused' : { [reservation]: 'pending', [`seat-of-${reservation}`]: 'held' };
const pay =
  (reservation: string): ToyOp =>
  (replica) =>
    replica.get(reservation) === 'pending' ? { [reservation]: 'paid' } : 'refused';
const rename =
  (row: string, name: string): ToyOp =>
  (replica) =>
    replica.has(row) ? { [row]: name } : 'refused';

type Arrival =
  | { server: Record<RowIdentity, string | null> }
  | { refused: number }
  | { applied: number; rows: Record<RowIdentity, string | null> };

interface QueuedToyOp {
  seq: number;
  op: ToyOp;
  touches: RowIdentity[];
}

/** A device: its replica, the server bases of held rows, its outbox. */
class ToyDevice {
  readonly replica: Rows;
  bases = new Map<RowIdentity, string | null>();
  queue: QueuedToyOp[] = [];

  constructor(serverRows: Record<RowIdentity, string>) {
    this.replica = new Map(Object.entries(serverRows));
  }

  /** The command runner: the first op to touch a row no op holds keeps the row as its base. */
  run(seq: number, op: ToyOp): void {
    const queued = { seq, op, touches: [] as RowIdentity[] };
    this.write(queued);
    this.queue.push(queued);
  }

  receive(arrival: Arrival): void {
    const settled = 'server' in arrival ? undefined : this.queue.find((op) => op.seq === ('refused' in arrival ? arrival.refused : arrival.applied));
    this.queue = this.queue.filter((op) => op !== settled);
    const rows = 'server' in arrival ? arrival.server : 'rows' in arrival ? arrival.rows : {};
    const plan = planRebase({
      bases: this.bases,
      serverRows: new Map(Object.entries(rows)),
      settledTouches: settled?.touches ?? [],
      queued: this.queue,
    });
    for (const [identity, row] of plan.writes) this.put(identity, row);
    this.bases = plan.bases;
    for (const seq of plan.replay) this.write(this.queue.find((op) => op.seq === seq)!);
    this.bases = basesStillHeld(this.bases, this.queue);
  }

  private write(queued: QueuedToyOp): void {
    const written = queued.op(this.replica);
    queued.touches = written === 'refused' ? [] : Object.keys(written);
    if (written === 'refused') return;
    for (const [identity, row] of Object.entries(written)) {
      if (!this.bases.has(identity)) this.bases.set(identity, this.replica.get(identity) ?? null);
      this.put(identity, row);
    }
  }

  private put(identity: RowIdentity, row: string | null): void {
    if (row === null) this.replica.delete(identity);
    else this.replica.set(identity, row);
  }
}

interface OrderCase {
  name: string;
  server: Record<RowIdentity, string>;
  ops: ToyOp[];
  arrivals: [Arrival, Arrival];
  replica: Record<RowIdentity, string>;
  stillQueued: number[];
  bases: Record<RowIdentity, string | null>;
}

const cases: OrderCase[] = [
  {
    name: 'a sale refused, then its payment refused (ghost reservation)',
    server: {},
    ops: [sell('r1'), pay('r1')],
    arrivals: [{ refused: 1 }, { refused: 2 }],
    replica: {},
    stillQueued: [],
    bases: {},
  },
  {
    name: 'a sale refused while its payment is still queued',
    server: { 'r9': 'paid' },
    ops: [sell('r1'), pay('r1')],
    arrivals: [{ refused: 1 }, { server: { 'r9': 'cancelled' } }],
    replica: { 'r9': 'cancelled' },
    stillQueued: [2],
    bases: {},
  },
  {
    name: 'another gate’s cancellation pulled while a payment held the row, then the payment refused (stale row)',
    server: { 'r1': 'pending' },
    ops: [pay('r1')],
    arrivals: [{ server: { 'r1': 'cancelled' } }, { refused: 1 }],
    replica: { 'r1': 'cancelled' },
    stillQueued: [],
    bases: {},
  },
  {
    name: 'a row deleted on the server while a refused op held it',
    server: { 'e1': 'Festival' },
    ops: [rename('e1', 'Bambuco')],
    arrivals: [{ server: { 'e1': null } }, { refused: 1 }],
    replica: {},
    stillQueued: [],
    bases: {},
  },
  {
    name: 'the first of two edits refused while the server changes the row: the second replays on the server’s row',
    server: { 'e1': 'Festival' },
    ops: [rename('e1', 'Bambuco'), rename('e1', 'Bambuco 2025')],
    arrivals: [{ refused: 1 }, { server: { 'e1': 'Festival de Neiva' } }],
    replica: { 'e1': 'Bambuco 2025' },
    stillQueued: [2],
    bases: { 'e1': 'Festival de Neiva' },
  },
  {
    name: 'a sale applied while an unrelated row arrives; its payment stays queued over the server’s sale',
    server: {},
    ops: [sell('r1'), pay('r1')],
    arrivals: [{ applied: 1, rows: { 'r1': 'pending', 'seat-of-r1': 'held' } }, { server: { 'e1': 'Festival' } }],
    replica: { 'r1': 'paid', 'seat-of-r1': 'held', 'e1': 'Festival' },
    stillQueued: [2],
    bases: { 'r1': 'pending' },
  },
];

describe('planRebase: the same replica whichever order a server row and an op’s answer arrive', () => {
  for (const testCase of cases) {
    for (const [order, arrivals] of [
      ['in order', testCase.arrivals],
      ['in the other order', [...testCase.arrivals].reverse()],
    ] as const) {
      it(`${testCase.name} — ${order}`, () => {
        const device = new ToyDevice(testCase.server);
        testCase.ops.forEach((op, index) => device.run(index + 1, op));
        arrivals.forEach((arrival) => device.receive(arrival));

        expect(Object.fromEntries(device.replica)).toEqual(testCase.replica);
        expect(device.queue.map((op) => op.seq)).toEqual(testCase.stillQueued);
        expect(Object.fromEntries(device.bases)).toEqual(testCase.bases);
      });
    }
  }
});

interface PlanCase {
  name: string;
  input: { bases: Record<string, string | null>; serverRows: Record<string, string | null>; settledTouches: string[]; queued: { seq: number; touches: string[] }[] };
  plan: { bases: Record<string, string | null>; writes: Record<string, string | null>; replay: number[] };
}

describe('planRebase', () => {
  it.each<PlanCase>([
    {
      name: 'a server row for a row nobody holds is laid as it is',
      input: { bases: {}, serverRows: { a: 'A2' }, settledTouches: [], queued: [{ seq: 1, touches: ['b'] }] },
      plan: { bases: {}, writes: { a: 'A2' }, replay: [] },
    },
    {
      name: 'a server row for a held row becomes its base; the row resets and its op replays',
      input: { bases: { b: 'B1' }, serverRows: { b: 'B2' }, settledTouches: [], queued: [{ seq: 1, touches: ['b'] }] },
      plan: { bases: { b: 'B2' }, writes: { b: 'B2' }, replay: [1] },
    },
    {
      name: 'resetting a row replays every op holding it, and resets those ops’ other rows too',
      input: {
        bases: { a: 'A1', b: null, c: 'C1', d: 'D1' },
        serverRows: {},
        settledTouches: ['a'],
        queued: [
          { seq: 4, touches: ['d'] },
          { seq: 3, touches: ['b', 'c'] },
          { seq: 2, touches: ['a', 'b'] },
        ],
      },
      plan: { bases: { a: 'A1', b: null, c: 'C1', d: 'D1' }, writes: { a: 'A1', b: null, c: 'C1' }, replay: [2, 3] },
    },
    {
      name: 'an op whose replay was refused (it touches nothing) runs again whenever a row changes',
      input: { bases: {}, serverRows: { r1: 'pending' }, settledTouches: [], queued: [{ seq: 2, touches: [] }, { seq: 3, touches: ['e1'] }] },
      plan: { bases: {}, writes: { r1: 'pending' }, replay: [2] },
    },
    {
      name: 'nothing changed, nothing replays',
      input: { bases: {}, serverRows: {}, settledTouches: [], queued: [{ seq: 2, touches: [] }] },
      plan: { bases: {}, writes: {}, replay: [] },
    },
  ])('$name', ({ input, plan }) => {
    const asMap = <Value>(record: Record<string, Value>) => new Map(Object.entries(record));
    const result = planRebase<string>({ ...input, bases: asMap<string | null>(input.bases), serverRows: asMap(input.serverRows) });
    expect({ bases: Object.fromEntries(result.bases), writes: Object.fromEntries(result.writes), replay: result.replay }).toEqual(plan);
  });

  it('keeps only the bases of rows a queued op still holds', () => {
    const bases = new Map<string, string | null>([['a', 'A1'], ['b', null]]);
    expect(basesStillHeld(bases, [{ seq: 1, touches: ['b'] }])).toEqual(new Map([['b', null]]));
  });
});
