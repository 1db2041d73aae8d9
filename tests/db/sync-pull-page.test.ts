// sync_pull_page: sync_pull in pages. Every row comes in exactly one page, the pages plus
// the next pull give the device exactly the server's rows even when writes land between
// pages, a page only ever lists the caller's organization, and bad pages are refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { expandPageRows, pagedKeyOf, type CompactRows } from '../../src/api/pull-page-rows.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { manualSale, op, pull, pushApplied, type Row } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

interface Page {
  organization_id: string;
  cursor: string;
  snapshot: boolean;
  next_page: string | null;
  rows: Record<string, CompactRows>;
  ranges: { table: string; after: string | null; until: string | null }[];
  deleted: Record<string, unknown[]>;
  totals: Record<string, number> | null;
}

/** A device's replica: table → key → row. */
type Replica = Map<string, Map<string, Row>>;

const organizer = user(organizationA.organizerId);

async function pullPage(sql: Sql, args: { cursor?: string | null; page?: string | null; pageSize?: number }): Promise<Page> {
  const { rows } = await sql.query<{ answer: Page }>('select public.sync_pull_page(cursor => $1, page => $2, page_size => $3) as answer', [
    args.cursor ?? null,
    args.page ?? null,
    args.pageSize ?? 2500,
  ]);
  return rows[0].answer;
}

function tableOf(replica: Replica, table: string): Map<string, Row> {
  if (!replica.has(table)) replica.set(table, new Map());
  return replica.get(table)!;
}

/** What the app does with a page: a snapshot's ranges drop local rows the page lacks; rows are upserted. */
function applyPage(replica: Replica, page: Page): void {
  if (page.snapshot) {
    for (const { table, after, until } of page.ranges) {
      const rows = tableOf(replica, table);
      for (const key of [...rows.keys()]) if ((after === null || key > after) && (until === null || key <= until)) rows.delete(key);
    }
  }
  for (const [table, keys] of Object.entries(page.deleted)) {
    for (const key of keys) tableOf(replica, table).delete(typeof key === 'string' ? key : pagedKeyOf(table, key as Row));
  }
  for (const [table, rows] of Object.entries(expandPageRows(page.rows, page.organization_id))) {
    for (const row of rows) tableOf(replica, table).set(pagedKeyOf(table, row), row);
  }
}

function replicaOf(rowsByTable: Record<string, Row[]>): Replica {
  const replica: Replica = new Map();
  for (const [table, rows] of Object.entries(rowsByTable)) for (const row of rows) tableOf(replica, table).set(pagedKeyOf(table, row), row);
  return replica;
}

/** Sorted, for comparing two replicas whole. */
function contents(replica: Replica): [string, Row][] {
  return [...replica]
    .flatMap(([table, rows]) => [...rows].map(([key, row]): [string, Row] => [`${table}:${key}`, row]))
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

function pagedKeys(page: Page): string[] {
  return Object.entries(expandPageRows(page.rows, page.organization_id)).flatMap(([table, rows]) => rows.map((row) => `${table}:${pagedKeyOf(table, row)}`));
}

describeEachEngine(
  'sync_pull_page',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    const committed = <T>(actor: Actor, work: (sql: Sql) => Promise<T>) =>
      engine.transaction(async (sql) => {
        await becomeActor(sql, actor);
        return work(sql);
      });

    /** Pages through a whole pull, running `between` after each page; every page in order. */
    async function pageThrough(actor: Actor, pageSize: number, cursor: string | null = null, between: (n: number) => Promise<void> = async () => {}) {
      const pages: Page[] = [await committed(actor, (sql) => pullPage(sql, { cursor, pageSize }))];
      while (pages.at(-1)!.next_page) {
        await between(pages.length);
        const page = pages.at(-1)!.next_page;
        pages.push(await committed(actor, (sql) => pullPage(sql, { page, pageSize })));
      }
      return pages;
    }

    it('gives in pages exactly the rows of sync_pull’s snapshot, each once, catalog first', async () => {
      const pages = await pageThrough(organizer, 3);
      const snapshot = await committed(organizer, (sql) => pull(sql));
      expect(pages.length).toBeGreaterThan(5);
      const keys = pages.flatMap(pagedKeys);
      expect(new Set(keys).size).toBe(keys.length);
      const replica: Replica = new Map();
      pages.forEach((page) => applyPage(replica, page));
      expect(contents(replica)).toEqual(contents(replicaOf(snapshot.rows)));
      // The first page counts what is coming; the gate's tables come before the history.
      expect(pages[0].totals).toMatchObject({ seats: snapshot.rows.seats.length, reservations: snapshot.rows.reservations.length });
      const tableOrder = pages.flatMap((page) => page.ranges.map((range) => range.table)).filter((table, i, all) => all.indexOf(table) === i);
      expect(tableOrder.indexOf('reservation_seats')).toBeLessThan(tableOrder.indexOf('reservation_logs'));
      expect(tableOrder.indexOf('seats')).toBeLessThan(tableOrder.indexOf('reservations'));
      expect(pages.every((page) => page.cursor === pages[0].cursor)).toBe(true);
      expect(JSON.stringify(pages)).not.toContain(organizationB.id);
      expect(JSON.stringify(pages[1].rows)).not.toContain(organizationA.id);
    });

    it('with writes between pages, the pages and the next pull leave the device with exactly the server’s rows', async () => {
      const sale = manualSale(organizationA);
      const writes = [
        () => committed(organizer, (sql) => pushApplied(sql, op('graderias-update', { id: organizationA.graderiaId, name: 'Gradería Norte' }))),
        () => committed(organizer, (sql) => pushApplied(sql, op('reservations-create-manual', sale))),
        () => engine.query('delete from public.discount_codes where id = $1', [organizationA.discountCodeId]),
        () => committed(organizer, (sql) => pushApplied(sql, op('events-update', { id: organizationA.eventId, name: 'Festival renombrado' }))),
      ];
      const snapshotBefore = await committed(organizer, (sql) => pull(sql));
      const pages = await pageThrough(organizer, 2, null, async (n) => {
        await writes[n - 1]?.();
      });
      expect(pages.length).toBeGreaterThan(writes.length);
      const keys = pages.flatMap(pagedKeys);
      expect(new Set(keys).size).toBe(keys.length);
      // Rows no write touched came exactly once.
      const untouched = contents(replicaOf(snapshotBefore.rows))
        .map(([key]) => key)
        .filter((key) => !/^(graderias|events|discount_codes|reservation_logs|reservations|reservation_seats|payments|public_customers|seats):/.test(key));
      for (const key of untouched) expect(keys.filter((one) => one === key)).toHaveLength(1);

      const replica: Replica = new Map();
      pages.forEach((page) => applyPage(replica, page));
      const catchUp = await pageThrough(organizer, 2500, pages[0].cursor);
      expect(catchUp.every((page) => !page.snapshot)).toBe(true);
      catchUp.forEach((page) => applyPage(replica, page));
      const now = await committed(organizer, (sql) => pull(sql));
      expect(contents(replica)).toEqual(contents(replicaOf(now.rows)));
      expect(tableOf(replica, 'reservations').has(String(sale.id))).toBe(true);
      expect(tableOf(replica, 'discount_codes').has(organizationA.discountCodeId)).toBe(false);
      expect(tableOf(replica, 'graderias').get(organizationA.graderiaId)).toMatchObject({ name: 'Gradería Norte' });
    });

    it('lists only the caller’s organization whatever the page says (a forged page from another organization’s keys)', async () => {
      const aPages = await pageThrough(organizer, 2);
      const midSeats = aPages.find((page) => page.next_page?.includes('.4.') && !page.next_page.endsWith('.n'))!;
      const forged = [midSeats.next_page!, `p1.1.${aPages[0].cursor}.1.n`, `p1.n.${aPages[0].cursor}.4.${organizationA.seatA1Id}`];
      for (const page of forged) {
        const answer = await committed(user(organizationB.organizerId), (sql) => pullPage(sql, { page, pageSize: 5000 }));
        expect(answer.organization_id).toBe(organizationB.id);
        expect(JSON.stringify(answer)).not.toContain(organizationA.id);
        expect(Object.keys(answer.rows).length).toBeGreaterThan(0);
      }
    });

    it.each([
      ['anonymous callers', anonymous, { page: null }, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
      ['a cursor it never gave', organizer, { cursor: 'abc' }, { code: 'P0001', detail: 'invalid_cursor', message: 'El cursor de sincronización no es válido' }],
      ['a page it never gave', organizer, { page: 'p1.n.12.4.x' }, { code: 'P0001', detail: 'invalid_cursor', message: 'La página de sincronización no es válida' }],
      ['a page of a table that does not exist', organizer, { page: 'p1.n.12.99.n' }, { code: 'P0001', detail: 'invalid_cursor', message: 'La página de sincronización no es válida' }],
      ['a pair key for a table keyed by id', organizer, { page: `p1.n.12.4.${organizationA.seatA1Id}_${organizationA.seatA2Id}` }, { code: 'P0001', detail: 'invalid_cursor', message: 'La página de sincronización no es válida' }],
      ['SQL in the page', organizer, { page: "p1.n.12.4.n'; drop table public.seats; --" }, { code: 'P0001', detail: 'invalid_cursor', message: 'La página de sincronización no es válida' }],
      ['a page of 0 rows', organizer, { pageSize: 0 }, { code: 'P0001', detail: 'invalid_page_size', message: 'El tamaño de página de sincronización debe estar entre 1 y 20.000' }],
      ['a page of a million rows', organizer, { pageSize: 1_000_000 }, { code: 'P0001', detail: 'invalid_page_size', message: 'El tamaño de página de sincronización debe estar entre 1 y 20.000' }],
    ])('refuses %s', async (_case, actor, args, failure) => {
      const result = await asActor(engine, actor, (sql) =>
        attempt(sql, 'select public.sync_pull_page(cursor => $1, page => $2, page_size => $3)', [
          'cursor' in args ? args.cursor : null,
          'page' in args ? args.page : null,
          'pageSize' in args ? args.pageSize : 2500,
        ]),
      );
      expect(failureOf(result)).toEqual(failure);
    });
  },
  { hosted: true },
);
