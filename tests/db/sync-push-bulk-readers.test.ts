// Issue 17, point 5: the bulk sale path (20261130100000) reads a whole run of ops in one
// statement, with the per-op readers' rules written as SQL. A field the per-op path refuses
// must keep the run out of bulk, so that op is refused as op by op and the others applied.
// device_name is the field the bulk path of 20261128120000 did not read (walk-ins added it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { becomeActor, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { manualSale, op, push } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const staff = user(organizationA.staffId!);

describeEachEngine('sync_push reads a run of sales with the per-op readers’ rules', (engineUnderTest) => {
  let engine: Engine;
  let freeSeatIds: string[];
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    const { rows } = await engine.query<{ id: string }>(
      `select seat.id from public.seats as seat
       where seat.graderia_id = $1 and seat.id <> $2
         and not exists (select 1 from public.seat_leases as lease where lease.seat_id = seat.id)
       order by seat.id limit 4`,
      [organizationA.graderiaId, organizationA.seatA1Id],
    );
    freeSeatIds = rows.map((row) => row.id);
  });
  afterAll(() => engine?.close());

  const cases: { title: string; field: Record<string, unknown>; message: string }[] = [
    { title: 'a device_name that is not a text', field: { device_name: 5 }, message: 'El campo device_name debe ser un texto' },
    { title: 'a notes field that is not a text', field: { notes: ['Palco'] }, message: 'El campo notes debe ser un texto' },
    { title: 'includes_children that is not true or false', field: { includes_children: 'sí' }, message: 'El campo includes_children debe ser verdadero o falso' },
    { title: 'a seat id that is not a UUID', field: { seat_ids: ['A-12'] }, message: 'El campo seat_ids debe ser una lista de identificadores UUID válidos' },
  ];

  for (const { title, field, message } of cases) {
    it(`refuses only the sale with ${title}, as op by op`, async () => {
      const results = await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, staff);
        const sales = freeSeatIds.map((seatId, index) =>
          op('reservations-create-manual', manualSale(organizationA, { seat_ids: [seatId], ...(index === 2 ? field : {}) })),
        );
        return push(sql, sales);
      });
      expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
      expect(results[2]).toMatchObject({ code: 'invalid_payload', message });
    });
  }
}, { hosted: true });
