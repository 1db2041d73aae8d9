// Row-level security, table by table: what anonymous visitors, another organization's
// organizer, staff and the organization's own organizer may select, insert, update and
// delete. Writes always target organization A; reads must show exactly the actor's own rows,
// or none where the actor may not read the table. Since issue 14 nobody writes a table
// directly, not even in their own organization: every write goes through a checked function
// (tests/db/table-writes.test.ts covers every table and the attacks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB, type OrganizationFixture } from './two-organizations.ts';

/** Whether the actor may select the own organization's rows ('s') or not (''); no one writes them. */
type Access = '' | 's';

interface TableRules {
  table: string;
  /** The column that names a row in these tests. */
  key: string;
  organizationColumn: 'organization_id' | 'id';
  fixtureRow: (o: OrganizationFixture) => string;
  /** Inserts a valid new row of `o`, returning its key as `key`. */
  newRow: (o: OrganizationFixture, userId: string | null) => { text: string; params: unknown[] };
  change: { column: string; value: unknown };
  staff: Access;
  organizer: Access;
}

const tables: TableRules[] = [
  {
    table: 'organizations', key: 'id', organizationColumn: 'id', fixtureRow: (o) => o.id,
    newRow: () => ({ text: "insert into public.organizations (name) values ('Intrusa') returning id::text as key", params: [] }),
    change: { column: 'name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'profiles', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.organizerId,
    newRow: (o) => ({
      text: "insert into public.profiles (id, organization_id, role, full_name) values ($1, $2, 'organizer', 'Intruso') returning id::text as key",
      params: [newcomerId, o.id],
    }),
    change: { column: 'full_name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'graderias', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.graderiaId,
    newRow: (o) => ({
      text: "insert into public.graderias (organization_id, name, rows, columns, floors, base_price) values ($1, 'Nueva', 1, 2, 1, 1000) returning id::text as key",
      params: [o.id],
    }),
    change: { column: 'name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'seats', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.seatA1Id,
    newRow: (o) => ({
      text: "insert into public.seats (organization_id, graderia_id, floor_number, row_letter, column_number, seat_number) values ($1, $2, 1, 'Z', 1, '1') returning id::text as key",
      params: [o.id, o.graderiaId],
    }),
    change: { column: 'seat_number', value: '99' }, staff: 's', organizer: 's',
  },
  {
    table: 'events', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.eventId,
    newRow: (o) => ({
      text: "insert into public.events (organization_id, name, slug, event_date, end_date) values ($1, 'Nuevo', 'nuevo-evento', '2026-09-01', '2026-09-01') returning id::text as key",
      params: [o.id],
    }),
    change: { column: 'name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'event_graderias', key: 'event_id', organizationColumn: 'organization_id', fixtureRow: (o) => o.eventId,
    newRow: (o) => ({
      text: 'insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3) returning event_id::text as key',
      params: [o.draftEventId, o.graderiaId, o.id],
    }),
    change: { column: 'created_at', value: '2001-01-01T00:00:00Z' }, staff: 's', organizer: 's',
  },
  {
    table: 'public_customers', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.customerId,
    newRow: (o) => ({
      text: "insert into public.public_customers (organization_id, name) values ($1, 'Nuevo cliente') returning id::text as key",
      params: [o.id],
    }),
    change: { column: 'name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'reservations', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.reservationId,
    newRow: (o) => ({
      text: "insert into public.reservations (organization_id, event_id, customer_name, total_amount, expires_at) values ($1, $2, 'Nuevo', 20000, now() + interval '1 day') returning id::text as key",
      params: [o.id, o.eventId],
    }),
    change: { column: 'notes', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'reservation_seats', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.reservationSeatId,
    newRow: (o) => ({
      text: 'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 20000) returning id::text as key',
      params: [o.id, o.reservationId, o.eventId, o.seatA2Id],
    }),
    change: { column: 'price', value: 1 }, staff: 's', organizer: 's',
  },
  {
    table: 'ticket_check_ins', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.ticketCheckInId,
    newRow: (o) => ({
      text: "insert into public.ticket_check_ins (id, organization_id, event_id, ticket_id, seat_id, device_id, scanned_at) values (gen_random_uuid(), $1, $2, $3, $4, gen_random_uuid(), now()) returning id::text as key",
      params: [o.id, o.eventId, o.reservationSeatId, o.seatA1Id],
    }),
    change: { column: 'scanned_at', value: '2001-01-01T00:00:00Z' }, staff: 's', organizer: 's',
  },
  {
    table: 'cash_shifts', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.cashShiftId,
    newRow: (o, userId) => ({
      text: "insert into public.cash_shifts (id, organization_id, device_id, cashier_id, opened_at, opening_float) values (gen_random_uuid(), $1, gen_random_uuid(), coalesce($2, gen_random_uuid()), now(), 0) returning id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'opening_float', value: 999 }, staff: 's', organizer: 's',
  },
  {
    table: 'cash_receipts', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.cashReceiptId,
    newRow: (o) => ({
      text: "insert into public.cash_receipts (id, organization_id, device_id, sequence, receipt_number, reservation_id, kind, amount, status, issued_at, cash_op_id) values (gen_random_uuid(), $1, gen_random_uuid(), 1, 'X-000001', $2, 'sale', 1000, 'issued', now(), gen_random_uuid()) returning id::text as key",
      params: [o.id, o.reservationId],
    }),
    change: { column: 'amount', value: 1 }, staff: 's', organizer: 's',
  },
  {
    table: 'seat_leases', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.seatLeaseId,
    newRow: (o) => ({
      text: "insert into public.seat_leases (lease_id, organization_id, event_id, seat_id, device_id, device_name, starts_at, ends_at) values (gen_random_uuid(), $1, $2, $3, gen_random_uuid(), 'Tablet', now(), now() + interval '1 hour') returning id::text as key",
      params: [o.id, o.eventId, o.seatA2Id],
    }),
    change: { column: 'device_name', value: 'Cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'payments', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.paymentId,
    newRow: (o) => ({
      text: "insert into public.payments (organization_id, reservation_id, amount, payment_method) values ($1, $2, 1000, 'cash') returning id::text as key",
      params: [o.id, o.reservationId],
    }),
    change: { column: 'amount', value: 1 }, staff: 's', organizer: 's',
  },
  {
    table: 'reservation_logs', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.logId,
    newRow: (o, userId) => ({
      text: "insert into public.reservation_logs (organization_id, reservation_id, user_id, action) values ($1, $2, $3, 'nota') returning id::text as key",
      params: [o.id, o.reservationId, userId],
    }),
    change: { column: 'action', value: 'cambiado' }, staff: 's', organizer: 's',
  },
  {
    table: 'discount_codes', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.discountCodeId,
    newRow: (o) => ({
      text: "insert into public.discount_codes (organization_id, code, percent) values ($1, 'NUEVO', 5) returning id::text as key",
      params: [o.id],
    }),
    change: { column: 'percent', value: 100 }, staff: 's', organizer: 's',
  },
  {
    table: 'sync_ops', key: 'op_id', organizationColumn: 'organization_id', fixtureRow: (o) => o.syncOpId,
    newRow: (o, userId) => ({
      text: "insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, result) values (gen_random_uuid(), $1, gen_random_uuid(), $2, 'graderias-create', '{}') returning op_id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'result', value: '{"status": "applied"}' }, staff: 's', organizer: 's',
  },
  {
    table: 'sync_deletions', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.syncDeletionId,
    newRow: (o) => ({
      text: "insert into public.sync_deletions (organization_id, table_name, row_key) values ($1, 'events', '\"x\"') returning id::text as key",
      params: [o.id],
    }),
    change: { column: 'table_name', value: 'seats' }, staff: 's', organizer: 's',
  },
  {
    table: 'support_messages', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.supportMessageId,
    newRow: (o, userId) => ({
      text: "insert into public.support_messages (organization_id, user_id, name, email, subject, message) values ($1, $2, 'Intruso', 'intruso@c.test', 'general', 'Mensaje sin pasar por la función') returning id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'message', value: 'Mensaje cambiado' }, staff: '', organizer: 's',
  },
  {
    table: 'staff_invitations', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.staffInvitationId,
    newRow: (o, userId) => ({
      text: "insert into public.staff_invitations (organization_id, email, token_hash, invited_by) values ($1, 'intruso@c.test', 'hash-intruso', $2) returning id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'status', value: 'accepted' }, staff: '', organizer: 's',
  },
  {
    table: 'team_member_removals', key: 'id', organizationColumn: 'organization_id', fixtureRow: (o) => o.teamRemovalId,
    newRow: (o, userId) => ({
      text: "insert into public.team_member_removals (organization_id, member_name, member_role, removed_by, removed_by_name) values ($1, 'Inventado', 'staff', $2, 'Intruso') returning id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'removed_by_name', value: 'Otro' }, staff: '', organizer: 's',
  },
  {
    table: 'refused_member_ops', key: 'op_id', organizationColumn: 'organization_id', fixtureRow: (o) => o.refusedOpId,
    newRow: (o, userId) => ({
      text: "insert into public.refused_member_ops (op_id, organization_id, user_id, member_name, device_id, kind) values (gen_random_uuid(), $1, $2, 'Intruso', gen_random_uuid(), 'reservations-cancel') returning op_id::text as key",
      params: [o.id, userId],
    }),
    change: { column: 'kind', value: 'events-update' }, staff: '', organizer: 's',
  },
];

/**
 * Read and written only by security-definer functions (the card hold setting, the provider
 * notifications the webhook applied): anon and authenticated hold no privilege on them.
 */
const functionOnlyTables = ['payment_settings', 'provider_notifications'];

interface ActorCase {
  name: string;
  actor: Actor;
  userId: string | null;
  /** The organization whose rows the actor should see; null for none. */
  organization: OrganizationFixture | null;
  access: (rules: TableRules) => Access;
}

const actors: ActorCase[] = [
  { name: 'anonymous', actor: anonymous, userId: null, organization: null, access: () => '' },
  {
    name: 'organizer of another organization', actor: user(organizationB.organizerId),
    userId: organizationB.organizerId, organization: organizationB, access: () => '',
  },
  {
    name: 'staff', actor: user(organizationA.staffId!), userId: organizationA.staffId,
    organization: organizationA, access: (rules) => rules.staff,
  },
  {
    name: 'own organizer', actor: user(organizationA.organizerId), userId: organizationA.organizerId,
    organization: organizationA, access: (rules) => rules.organizer,
  },
];

describeEachEngine('Row-level security', (engineUnderTest) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  const rowAsStored = async (sql: Sql, rules: TableRules, key: string) =>
    (await sql.query(`select to_jsonb(t) as row from public.${rules.table} t where ${rules.key} = $1`, [key])).rows;

  it('is enabled on every table of schema public, and every table has rules here', async () => {
    const { rows } = await engine.query<{ table: string; rls: boolean }>(
      "select relname as table, relrowsecurity as rls from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname",
    );
    expect(rows.filter((row) => !row.rls)).toEqual([]);
    expect(rows.map((row) => row.table)).toEqual([...tables.map((rules) => rules.table), ...functionOnlyTables].sort());
  });

  it('shows and lets write nothing of the tables only functions use', async () => {
    const { rows } = await engine.query(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name = any ($1) and grantee in ('anon', 'authenticated', 'public') order by 1, 2, 3`,
      [functionOnlyTables],
    );
    // SELECT for authenticated only, as on every table; with no policy it shows no row.
    expect(rows).toEqual(functionOnlyTables.map((table_name) => ({ grantee: 'authenticated', table_name, privilege_type: 'SELECT' })));
    await asActor(engine, anonymous, async (sql) => {
      for (const table of functionOnlyTables) expect(failureOf(await attempt(sql, `select * from public.${table}`)).code).toBe('42501');
    });
    await asActor(engine, user(organizationA.organizerId), async (sql) => {
      for (const table of functionOnlyTables) {
        expect(await attempt(sql, `select * from public.${table}`)).toEqual({ ok: true, rows: [] });
        expect(failureOf(await attempt(sql, `delete from public.${table}`)).code).toBe('42501');
      }
    });
  });

  it('grants nothing to anonymous users through policies on public tables', async () => {
    const { rows } = await engine.query<{ policyname: string; roles: string }>(
      "select policyname, roles::text from pg_policies where schemaname = 'public' and roles::text <> '{authenticated}'",
    );
    expect(rows).toEqual([]);
  });

  it('lets API roles execute only the API functions and harmless helpers', async () => {
    const executable = async (role: string) =>
      (await engine.query<{ name: string }>(
        "select distinct proname as name from pg_proc where pronamespace = 'public'::regnamespace and has_function_privilege($1, oid, 'execute') order by 1",
        [role],
      )).rows.map((row) => row.name);
    const api = [
      'assistant_facts', 'book_seats', 'create_graderia', 'get_event_by_slug', 'get_event_layout', 'get_event_seat_statuses',
      'get_event_seat_statuses_since', 'get_my_profile', 'get_reservation_stats', 'get_reservation_tickets', 'get_double_entries', 'cash_shift_closings',
      'get_sales_report', 'get_accounting_export',
      'get_sandbox_payment', 'register_organizer', 'request_card_refund', 'submit_support_message', 'sync_pull', 'sync_pull_page', 'sync_push', 'update_user_profile',
      'accept_staff_invitation', 'get_staff_invitation', 'invite_staff', 'list_staff_and_invitations', 'revoke_staff_invitation',
      'remove_team_member', 'create_mfa_recovery_codes', 'use_mfa_recovery_code',
    ];
    const harmless = ['raise_app_error', 'row_letter', 'seat_id'];
    expect(await executable('anon')).toEqual([...api, ...harmless].sort());
    expect(await executable('authenticated')).toEqual([...api, ...harmless, 'my_organization_id', 'my_role', 'seat_status_for_event'].sort());
  });

  for (const rules of tables) {
    for (const who of actors) {
      describe(`${rules.table} as ${who.name}`, () => {
        const access = who.access(rules);

        // `access` is about organization A's rows; B's organizer reads B's rows as an organizer.
        const ownAccess = who.organization === organizationB ? rules.organizer : access;
        const seesOwnRows = who.organization !== null && ownAccess.includes('s');
        it(`sees ${seesOwnRows ? 'exactly the rows of its organization' : 'no rows'}`, async () => {
          const expected = seesOwnRows ? [rules.fixtureRow(who.organization!)] : [];
          const ownRows = seesOwnRows
            ? (await engine.query<{ key: string }>(
                `select ${rules.key}::text as key from public.${rules.table} where ${rules.organizationColumn} = $1 order by 1`,
                [who.organization!.id],
              )).rows.map((row) => row.key)
            : [];
          const seen = await asActor(engine, who.actor, async (sql) =>
            (await sql.query<{ key: string }>(`select ${rules.key}::text as key from public.${rules.table} order by 1`)).rows.map((row) => row.key),
          );
          expect(seen).toEqual(ownRows);
          expect(seen).toEqual(expect.arrayContaining(expected));
        });

        it('may not insert, even a valid row of its own organization', async () => {
          const { text, params } = rules.newRow(organizationA, who.userId);
          const result = await asActor(engine, who.actor, (sql) => attempt<{ key: string }>(sql, text, params));
          expect(failureOf(result).code).toBe('42501');
        });

        it('may not update', async () => {
          const key = rules.fixtureRow(organizationA);
          await inRolledBackTransaction(engine, async (sql) => {
            const before = await rowAsStored(sql, rules, key);
            await becomeActor(sql, who.actor);
            const result = await attempt(
              sql,
              `update public.${rules.table} set ${rules.change.column} = $2 where ${rules.key} = $1 returning 1`,
              [key, rules.change.value],
            );
            await becomeOwner(sql);
            expect(failureOf(result).code).toBe('42501');
            expect(before).toHaveLength(1);
            expect(await rowAsStored(sql, rules, key)).toEqual(before);
          });
        });

        it('may not delete', async () => {
          await inRolledBackTransaction(engine, async (sql) => {
            // A fresh row without dependants: nothing but the rule can keep it from going.
            const { text, params } = rules.newRow(organizationA, organizationA.organizerId);
            const key = (await sql.query<{ key: string }>(text, params)).rows[0].key;
            const before = await rowAsStored(sql, rules, key);
            await becomeActor(sql, who.actor);
            const result = await attempt(sql, `delete from public.${rules.table} where ${rules.key} = $1 returning 1`, [key]);
            await becomeOwner(sql);
            expect(failureOf(result).code).toBe('42501');
            expect(before).toHaveLength(1);
            expect(await rowAsStored(sql, rules, key)).toEqual(before);
          });
        });
      });
    }
  }

  it('keeps staff from promoting themselves', async () => {
    const staffId = organizationA.staffId!;
    const result = await asActor(engine, user(staffId), (sql) =>
      attempt(sql, "update public.profiles set role = 'organizer' where id = $1 returning 1", [staffId]),
    );
    expect(failureOf(result).code).toBe('42501');
    expect((await engine.query('select role from public.profiles where id = $1', [staffId])).rows).toEqual([{ role: 'staff' }]);
  });

  it('keeps members from writing logs in someone else’s name', async () => {
    const { text, params } = tables.find((rules) => rules.table === 'reservation_logs')!.newRow(organizationA, organizationA.organizerId);
    const result = await asActor(engine, user(organizationA.staffId!), (sql) => attempt(sql, text, params));
    expect(failureOf(result).code).toBe('42501');
  });

  it('keeps organizers from moving their rows into another organization', async () => {
    const result = await asActor(engine, user(organizationA.organizerId), (sql) =>
      attempt(sql, 'update public.public_customers set organization_id = $2 where id = $1', [organizationA.customerId, organizationB.id]),
    );
    expect(failureOf(result).code).toBe('42501');
  });

  describe('profile pictures in storage', () => {
    const upload = (name: string) => ({
      text: "insert into storage.objects (bucket_id, name, owner) values ('profile-pictures', $1, $2) returning name",
      params: [name, organizationA.organizerId],
    });

    // Issue 13: listing every row let anyone enumerate user ids; the pictures stay public by URL.
    it('lets a user upload into their own folder, and no one else list it', async () => {
      const ownFolder = `${organizationA.organizerId}/foto.png`;
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, user(organizationA.organizerId));
        const { text, params } = upload(ownFolder);
        expect(await attempt(sql, text, params)).toMatchObject({ ok: true, rows: [{ name: ownFolder }] });
        const listing = "select name from storage.objects where bucket_id = 'profile-pictures'";
        await becomeActor(sql, user(organizationB.organizerId));
        expect((await sql.query(listing)).rows).toEqual([]);
        await becomeActor(sql, anonymous);
        expect((await sql.query(listing)).rows).toEqual([]);
        await becomeActor(sql, user(organizationA.organizerId));
        expect((await sql.query(listing)).rows).toEqual([{ name: ownFolder }]);
      });
    });

    it.each([
      ['another user’s folder', user(organizationA.organizerId), `${organizationB.organizerId}/foto.png`],
      ['the bucket root', user(organizationA.organizerId), 'foto.png'],
      ['any folder as anonymous', anonymous, `${organizationA.organizerId}/foto.png`],
    ])('refuses uploads into %s', async (_where, actor, name) => {
      const { text, params } = upload(name);
      const result = await asActor(engine, actor, (sql) => attempt(sql, text, params));
      expect(failureOf(result).code).toBe('42501');
    });

    it('lets only the owner replace or delete a picture', async () => {
      const name = `${organizationA.organizerId}/foto.png`;
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query(upload(name).text, upload(name).params);
        await becomeActor(sql, user(organizationB.organizerId));
        expect((await sql.query("update storage.objects set metadata = '{}' where name = $1 returning 1", [name])).rows).toEqual([]);
        expect((await sql.query('delete from storage.objects where name = $1 returning 1', [name])).rows).toEqual([]);
        await becomeActor(sql, user(organizationA.organizerId));
        expect((await sql.query("update storage.objects set metadata = '{}' where name = $1 returning 1", [name])).rows).toHaveLength(1);
        expect((await sql.query('delete from storage.objects where name = $1 returning 1', [name])).rows).toHaveLength(1);
      });
    });
  });
}, { hosted: true });
