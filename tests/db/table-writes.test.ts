// Writes only through the checked functions (issue 14): `anon` and `authenticated` write no
// table of `public`, whatever row-level security would have let through, so the rules inside
// the functions cannot be bypassed through PostgREST on hosted Supabase. Each attempt is a
// committed request, as PostgREST makes it (on the hosted-shaped engine: `authenticator`,
// `set role`, `request.jwt.claims`), and the tables' fingerprint must not move.
// The tables are read from pg_class when the test runs, so a table added later is covered.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { committedRequestAs } from './api-request.ts';
import { anonymous, attempt, inRolledBackTransaction, user, type Actor, type Attempt } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { tableFingerprint } from './table-fingerprint.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);

const actors: { name: string; actor: Actor }[] = [
  { name: 'anonymous visitors', actor: anonymous },
  { name: 'the organization’s organizer', actor: organizer },
  { name: 'the organization’s staff', actor: staff },
];

/** The tables of the issue, which the discovery must at least find. */
const BUSINESS_TABLES = [
  'discount_codes', 'event_graderias', 'events', 'graderias', 'organizations', 'payments', 'profiles', 'public_customers',
  'reservation_logs', 'reservation_seats', 'reservations', 'seats', 'staff_invitations', 'support_messages', 'sync_deletions', 'sync_ops',
];

interface Table {
  /** Schema-qualified and quoted, ready for SQL. */
  name: string;
  /** A column that is neither generated nor an identity, so `set c = c` is valid SQL. */
  column: string;
}

type Operation = 'insert' | 'update' | 'delete' | 'truncate';

// Statements valid for any table, so that only the privilege can refuse them: no values that
// a constraint could reject first, and a WHERE clause (hosted PostgREST loads pg-safeupdate).
const statementFor: Record<Operation, (table: Table) => string> = {
  insert: (table) => `insert into ${table.name} default values`,
  update: (table) => `update ${table.name} set ${table.column} = ${table.column} where true`,
  delete: (table) => `delete from ${table.name} where true`,
  truncate: (table) => `truncate ${table.name}`,
};

const REFUSED = 'refused: permission denied';

/** 'refused: permission denied', or what happened instead. */
function outcomeOf(result: Attempt<unknown>): string {
  if (result.ok) return `written (${result.rows.length} rows returned)`;
  const { code, message } = result.error;
  return code === '42501' && message.startsWith('permission denied') ? REFUSED : `${code}: ${message}`;
}

async function publicTables(engine: Engine): Promise<Table[]> {
  const { rows } = await engine.query<Table>(
    `select c.oid::regclass::text as name,
       (select quote_ident(a.attname) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity = '' and a.attgenerated = ''
        order by a.attnum limit 1) as column
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
     order by 1`,
  );
  return rows;
}

const fingerprint = (engine: Engine) => tableFingerprint(engine, ['public']);

describeEachEngine('Table writes through the API roles', (engineUnderTest) => {
  let engine: Engine;
  let tables: Table[];
  let before: Record<string, string>;
  /** A paid booking of seat B1 of organization A's event, as the functions would leave it. */
  const paidReservationId = randomUUID();
  const paidSeatId = seatIdOf(organizationA.graderiaId, 1, 'B', 1);

  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await engine.exec(`
      insert into public.reservations (id, organization_id, event_id, customer_name, status, total_amount)
      values ('${paidReservationId}', '${organizationA.id}', '${organizationA.eventId}', 'Cliente que pagó', 'paid', 20000);
      insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
      values ('${organizationA.id}', '${paidReservationId}', '${organizationA.eventId}', '${paidSeatId}', 20000);
      insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
      values ('${organizationA.id}', '${paidReservationId}', 20000, 'completed', 'cash');`);
    tables = await publicTables(engine);
    before = await fingerprint(engine);
  });
  afterAll(() => engine?.close());

  it('finds every business table of public, each with rows at stake', async () => {
    expect(tables.map((table) => table.name.replace(/^public\./, ''))).toEqual(expect.arrayContaining(BUSINESS_TABLES));
    const empty = Object.entries(before).filter(([name, hash]) => BUSINESS_TABLES.includes(name.replace(/^public\./, '')) && hash === 'd41d8cd98f00b204e9800998ecf8427e');
    expect(empty).toEqual([]);
  });

  describe.each(actors)('as $name', ({ actor }) => {
    it.each(['insert', 'update', 'delete', 'truncate'] as const)('refuses %s on every table and changes nothing', async (operation) => {
      const outcomes = await committedRequestAs(engine, actor, async (sql) => {
        const byTable: Record<string, string> = {};
        for (const table of tables) byTable[table.name] = outcomeOf(await attempt(sql, statementFor[operation](table)));
        return byTable;
      });
      expect(outcomes).toEqual(Object.fromEntries(tables.map((table) => [table.name, REFUSED])));
      expect(await fingerprint(engine)).toEqual(before);
    });
  });

  // The three attacks, as organization members would make them through PostgREST:
  // row-level security let each of them through, because the row was of their organization.
  describe.each([
    { name: 'organizer', actor: organizer },
    { name: 'staff', actor: staff },
  ])('the issue’s attacks, as $name', ({ actor }) => {
    async function attack(statements: { text: string; params: unknown[] }[]): Promise<string[]> {
      return committedRequestAs(engine, actor, async (sql) => {
        const outcomes: string[] = [];
        for (const { text, params } of statements) outcomes.push(outcomeOf(await attempt(sql, text, params)));
        return outcomes;
      });
    }

    it('cannot record a paid reservation of total 0, with a seat at price 0 and a completed payment of 0', async () => {
      const id = randomUUID();
      const outcomes = await attack([
        {
          text: `insert into public.reservations (id, organization_id, event_id, customer_name, status, total_amount)
                 values ($1, $2, $3, 'Boleta regalada', 'paid', 0)`,
          params: [id, organizationA.id, organizationA.eventId],
        },
        {
          text: `insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
                 values ($1, $2, $3, $4, 0)`,
          params: [organizationA.id, id, organizationA.eventId, organizationA.seatA2Id],
        },
        {
          text: `insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
                 values ($1, $2, 0, 'completed', 'cash')`,
          params: [organizationA.id, id],
        },
      ]);
      expect(outcomes).toEqual([REFUSED, REFUSED, REFUSED]);
      expect(await fingerprint(engine)).toEqual(before);
      const { rows } = await engine.query('select 1 from public.reservation_seats where seat_id = $1 and active', [organizationA.seatA2Id]);
      expect(rows).toEqual([]);
    });

    it('cannot extend a pending hold to the year 9999', async () => {
      const outcomes = await attack([
        { text: "update public.reservations set expires_at = '9999-12-31T23:59:59Z' where id = $1", params: [organizationA.reservationId] },
      ]);
      expect(outcomes).toEqual([REFUSED]);
      expect(await fingerprint(engine)).toEqual(before);
      const { rows } = await engine.query<{ within_a_day: boolean }>(
        "select status = 'pending' and expires_at <= now() + interval '24 hours' as within_a_day from public.reservations where id = $1",
        [organizationA.reservationId],
      );
      expect(rows).toEqual([{ within_a_day: true }]);
    });

    it('cannot free the seat of a paid reservation and mark the reservation cancelled', async () => {
      const outcomes = await attack([
        { text: 'update public.reservation_seats set active = false where reservation_id = $1', params: [paidReservationId] },
        { text: "update public.reservations set status = 'cancelled' where id = $1", params: [paidReservationId] },
      ]);
      expect(outcomes).toEqual([REFUSED, REFUSED]);
      expect(await fingerprint(engine)).toEqual(before);
      const { rows } = await engine.query<{ status: string; active: boolean }>(
        'select r.status, s.active from public.reservations r join public.reservation_seats s on s.reservation_id = r.id where r.id = $1',
        [paidReservationId],
      );
      expect(rows).toEqual([{ status: 'paid', active: true }]);
    });
  });

  describe('the catalog', () => {
    const API_ROLES = ['anon', 'authenticated', 'public'];

    async function writePrivileges(sql: Sql): Promise<string[]> {
      const { rows } = await sql.query<{ version: number }>("select current_setting('server_version_num')::int as version");
      // MAINTAIN (Postgres 17+, hosted projects run it) allows LOCK TABLE in any mode.
      return ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', ...(rows[0].version >= 170000 ? ['MAINTAIN'] : [])];
    }

    /** 'role PRIVILEGE relation' for each write privilege an API role holds on a relation of public, column grants included. */
    async function heldWritePrivileges(sql: Sql): Promise<string[]> {
      const { rows } = await sql.query<{ held: string }>(
        `select format('%s %s %s', r.role, p.privilege, c.oid::regclass) as held
         from pg_class c
         cross join unnest($1::text[]) as r(role)
         cross join unnest($2::text[]) as p(privilege)
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
           and case when p.privilege in ('INSERT', 'UPDATE', 'REFERENCES')
                 then has_any_column_privilege(r.role, c.oid, p.privilege)
                 else has_table_privilege(r.role, c.oid, p.privilege) end
         union all
         select format('%s %s %s', r.role, p.privilege, c.oid::regclass)
         from pg_class c
         cross join unnest($1::text[]) as r(role)
         cross join unnest(array['USAGE', 'UPDATE', 'SELECT']) as p(privilege)
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, p.privilege)
         order by 1`,
        [API_ROLES, await writePrivileges(sql)],
      );
      return rows.map((row) => row.held);
    }

    it('leaves anon, authenticated and PUBLIC no privilege on any relation of public but SELECT', async () => {
      expect(await heldWritePrivileges(engine)).toEqual([]);
    });

    it('keeps SELECT for authenticated on every table, for the read policies', async () => {
      const { rows } = await engine.query<{ name: string }>(
        `select c.oid::regclass::text as name from pg_class c
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not has_table_privilege('authenticated', c.oid, 'SELECT')`,
      );
      expect(rows).toEqual([]);
    });

    it('gives a table or sequence created later by the migrations’ role no write privilege either', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query('create table public.added_later (id bigint generated always as identity primary key, note text)');
        const { rows: sequences } = await sql.query("select pg_get_serial_sequence('public.added_later', 'id') as name");
        expect(sequences).toEqual([{ name: 'public.added_later_id_seq' }]);
        expect((await heldWritePrivileges(sql)).filter((held) => held.includes('added_later'))).toEqual([]);
        const { rows } = await sql.query<{ can_read: boolean }>("select has_table_privilege('authenticated', 'public.added_later', 'SELECT') as can_read");
        expect(rows).toEqual([{ can_read: true }]);
      });
    });

    it('keeps no insert, update, delete or all-commands policy on public', async () => {
      const { rows } = await engine.query<{ policy: string }>(
        "select format('%s: %s (%s)', tablename, policyname, cmd) as policy from pg_policies where schemaname = 'public' and cmd <> 'SELECT' order by 1",
      );
      expect(rows).toEqual([]);
    });

    it('runs every security definer function of public as the tables’ owner, with an empty search_path', async () => {
      const { rows } = await engine.query<{ name: string; owner: string; config: string[] | null }>(
        `select p.oid::regprocedure::text as name, pg_get_userbyid(p.proowner) as owner, p.proconfig as config
         from pg_proc p
         where p.pronamespace = 'public'::regnamespace and p.prosecdef
           and (p.proowner <> (select relowner from pg_class where oid = 'public.reservations'::regclass)
                or not coalesce(p.proconfig @> array['search_path=""'], false))
         order by 1`,
      );
      expect(rows).toEqual([]);
    });

    it('lets the API roles execute no security invoker function that could write as the caller', async () => {
      // Immutable and stable functions cannot write; raise_app_error only raises.
      const { rows } = await engine.query<{ name: string }>(
        `select distinct p.oid::regprocedure::text as name
         from pg_proc p
         where p.pronamespace = 'public'::regnamespace and not p.prosecdef and p.provolatile = 'v'
           and p.proname <> 'raise_app_error'
           and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
         order by 1`,
      );
      expect(rows).toEqual([]);
    });
  });
}, { hosted: true });

// The same requests the app makes, after the revocation, still write what they should: each
// function runs as its owner. The rest of tests/db covers each function in depth; this shows
// it on the hosted-shaped engine too, through `authenticator` like PostgREST.
describeEachEngine('App writes through the functions', (engineUnderTest) => {
  let engine: Engine;
  const newOrganizerId = randomUUID();
  const newStaffId = randomUUID();

  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await engine.query("insert into auth.users (id, email) values ($1, 'nueva@c.test'), ($2, 'taquillero.nuevo@c.test')", [
      newOrganizerId, newStaffId,
    ]);
  });
  afterAll(() => engine?.close());

  const call = <Row = Record<string, unknown>>(actor: Actor, text: string, params: unknown[] = []) =>
    committedRequestAs(engine, actor, async (sql) => (await sql.query<Row>(text, params)).rows[0]);

  async function pushOne(actor: Actor, kind: string, payload: Record<string, unknown>) {
    const answer = await call<{ answer: { results: { status: string; code?: string; message?: string }[] } }>(
      actor,
      'select public.sync_push(device_id => $1, ops => $2::jsonb) as answer',
      [randomUUID(), JSON.stringify([{ op_id: randomUUID(), kind, payload, created_at: new Date().toISOString() }])],
    );
    return answer.answer.results[0];
  }

  const reservation = async (id: string) =>
    (await engine.query<{ status: string; seats: number }>(
      'select r.status, (select count(*)::int from public.reservation_seats s where s.reservation_id = r.id and s.active) as seats from public.reservations r where r.id = $1',
      [id],
    )).rows[0];

  it('sells, charges and cancels at the gate through sync_push', async () => {
    const saleId = randomUUID();
    const sale = {
      id: saleId, event_id: organizationA.eventId, seat_ids: [organizationA.seatA2Id], customer_name: 'María Fernanda Rojas',
      customer_email: 'maria.rojas@correo.co', customer_phone: '3101234567', document_type: 'CC', document_number: '1075123456', payment_method: 'cash',
    };
    expect(await pushOne(staff, 'reservations-create-manual', sale)).toMatchObject({ status: 'applied' });
    expect(await reservation(saleId)).toEqual({ status: 'pending', seats: 1 });
    expect(await pushOne(staff, 'reservations-process-payment', { reservation_id: saleId })).toMatchObject({ status: 'applied' });
    expect(await reservation(saleId)).toEqual({ status: 'paid', seats: 1 });
    expect(await pushOne(organizer, 'reservations-cancel', { reservation_id: organizationA.reservationId })).toMatchObject({ status: 'applied' });
    expect(await reservation(organizationA.reservationId)).toEqual({ status: 'cancelled', seats: 0 });
  });

  it('creates and edits stands and events through sync_push and create_graderia', async () => {
    const graderiaId = randomUUID();
    const eventId = randomUUID();
    expect(await pushOne(organizer, 'graderias-create', { id: graderiaId, name: 'Palco Norte', rows: 1, columns: 2, floors: 1, base_price: 30000 }))
      .toMatchObject({ status: 'applied' });
    expect(await pushOne(organizer, 'events-create', { id: eventId, name: 'Feria de Agosto', event_date: '2026-08-01', graderia_ids: [graderiaId] }))
      .toMatchObject({ status: 'applied' });
    expect(await pushOne(organizer, 'events-update', { id: eventId, description: 'Con cupos limitados' })).toMatchObject({ status: 'applied' });
    await call(organizer, "select public.create_graderia(p_name => 'Zona de Confort', p_rows => 1, p_columns => 3, p_floors => 1, p_base_price => 40000)");
    const { rows } = await engine.query<{ seats: number; description: string }>(
      `select (select count(*)::int from public.seats s join public.graderias g on g.id = s.graderia_id
               where g.organization_id = $1 and g.name in ('Palco Norte', 'Zona de Confort')) as seats,
              (select description from public.events where id = $2) as description`,
      [organizationA.id, eventId],
    );
    expect(rows).toEqual([{ seats: 5, description: 'Con cupos limitados' }]);
  });

  it('books a seat on the public page with book_seats', async () => {
    const seat = seatIdOf(organizationA.graderiaId, 1, 'A', 3);
    const { booking } = await call<{ booking: { reservation_id: string } }>(
      anonymous,
      `select public.book_seats(event_slug => 'evento-a', seat_ids => $1::jsonb, customer_name => 'Ana María Pérez', customer_phone => '3001234567',
         document_type => 'CC', document_number => '1075234567', customer_email => 'ana.perez@correo.co', notes => null,
         payment_method => 'cash', source => 'public_web') as booking`,
      [JSON.stringify([seat])],
    );
    expect(await reservation(booking.reservation_id)).toMatchObject({ seats: 1 });
  });

  it('registers an organizer, edits a profile, and brings in staff by invitation', async () => {
    await call(user(newOrganizerId), `select public.register_organizer(p_full_name => 'Ana Ruiz', p_company_name => 'Eventos Ruiz',
      p_document_type => 'CC', p_document_number => '1075000111')`);
    await call(organizer, "select public.update_user_profile(p_phone => '3005556677')");
    const { invitation } = await call<{ invitation: { token: string } }>(organizer, "select public.invite_staff(email => 'taquillero.nuevo@c.test') as invitation");
    await call(user(newStaffId), "select public.accept_staff_invitation(token => $1, full_name => 'Camilo Taquillero', phone => '3001112233')", [invitation.token]);
    await call(organizer, "select public.submit_support_message(name => 'Organizador a', email => 'organizador@a.test', subject => 'general', message => '¿Cómo exporto las ventas?')");
    const { rows } = await engine.query<{ role: string; organization: string }>(
      `select p.role, o.name as organization from public.profiles p join public.organizations o on o.id = p.organization_id
       where p.id = any ($1::uuid[]) order by p.role`,
      [[newOrganizerId, newStaffId]],
    );
    expect(rows).toEqual([{ role: 'organizer', organization: 'Eventos Ruiz' }, { role: 'staff', organization: 'Organización a' }]);
    const phone = await engine.query('select phone from public.profiles where id = $1', [organizationA.organizerId]);
    expect(phone.rows).toEqual([{ phone: '3005556677' }]);
    const messages = await engine.query('select count(*)::int as count from public.support_messages where organization_id = $1', [organizationA.id]);
    expect(messages.rows).toEqual([{ count: 2 }]);
  });

  it('still refuses the same writes made directly, in the same database', async () => {
    const result = await committedRequestAs(engine, organizer, (sql) =>
      attempt(sql, "update public.events set name = 'Directo' where id = $1", [organizationA.eventId]),
    );
    expect(outcomeOf(result)).toBe(REFUSED);
  });
}, { hosted: true });
