// Every free-text column has a length limit, enforced by the database whoever writes:
// through each real writer, a value of exactly the limit is stored and one character more
// is refused with field_too_long and 'El campo <label> es demasiado largo' (HTTP 400 when
// called directly, a rejected op in sync_push), writing nothing. A row stored before the
// limits existed can still be edited in its other columns. And no text column of a public
// table can be added without a limit unless it is on the commented list below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { op, push } from './sync-calls.ts';
import { tableFingerprint } from './table-fingerprint.ts';
import { LIMIT_WRITERS, TEXT_LIMITS, textOfLength, type LimitWriter, type TextLimit, type WriteOutcome } from './text-limit-writers.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

// Text columns left without a length limit, and why. A new free-text column must get a
// limit (a triple in its table's *_check_text_lengths trigger) or a reason here.
const UNLIMITED_TEXT_COLUMNS: Record<string, string> = {
  'profiles.role': "CHECK: 'organizer' or 'staff'",
  'profiles.document_type': 'CHECK: one of five document types',
  'public_customers.document_type': 'CHECK: one of four document types',
  'reservations.document_type': 'CHECK: one of four document types',
  'reservations.status': 'CHECK: one of five statuses',
  'payments.status': 'CHECK: one of four statuses',
  'payments.payment_method': 'CHECK: one of three methods',
  'payments.kind': "CHECK: 'charge' or 'refund'",
  'seats.row_letter': 'CHECK: one or two capital letters',
  'seats.seat_type': "CHECK: 'premium' or 'regular'",
  'seats.seat_number': 'written by generate_seats_for_graderia from the column number (1-50); the app never writes it',
  'reservation_logs.action': "written by the server's functions with a fixed word (created, paid, cancelled, …)",
  'staff_invitations.status': "CHECK: 'pending' or 'accepted'",
  'staff_invitations.token_hash': 'the hex SHA-256 of the token, written by invite_staff',
  'support_messages.name': 'CHECK: 1 to 120 characters (submit_support_message checks it first)',
  'support_messages.email': 'CHECK: 3 to 254 characters',
  'support_messages.subject': 'CHECK: one of six subjects',
  'support_messages.message': 'CHECK: 10 to 5000 characters',
  'sync_deletions.table_name': 'written by record_sync_deletions with the name of the table',
  'team_member_removals.member_name': 'copied by remove_team_member from the profile, whose name is limited',
  'team_member_removals.member_email': 'copied by remove_team_member from auth.users (GoTrue limits addresses to 254)',
  'team_member_removals.member_role': "CHECK: 'organizer' or 'staff'",
  'team_member_removals.removed_by_name': "copied by remove_team_member from the organizer's limited profile name",
  'refused_member_ops.member_name': 'copied by refuse_op_of_removed_member from the limited profile name',
  'refused_member_ops.kind': 'the kind of a refused op, bounded like sync_ops.kind by the 1 MB body cap; at most 1000 rows per person',
  'provider_notifications.provider': 'written by confirm_provider_payment (service_role only) from a notification whose signature the webhook verified',
  'provider_notifications.notification_id': 'the signed notification’s id, written by confirm_provider_payment (service_role only)',
  'provider_notifications.status': 'the signed notification’s status, which confirm_provider_payment accepts only from a fixed set',
  'provider_notifications.provider_reference': 'the provider’s own reference from a signed notification (service_role only)',
  'organizations.ticket_public_key': 'CHECK: 64 hex digits, written by store_ticket_signing_key (service_role only)',
  'ticket_check_ins.gate': 'CHECK: at most 60 characters (apply_check_in refuses longer first, in Spanish)',
  'cash_receipts.receipt_number': 'written by apply_cash_receipts_issue with cash_receipt_number(): 4 hex digits, a hyphen and the zero-padded sequence',
  'cash_receipts.kind': "CHECK: 'sale', 'payment' or 'refund'",
  'cash_receipts.status': "CHECK: 'issued' or 'void'",
  'seat_leases.device_name': 'CHECK: 1 to 60 characters (apply_seat_leases_create refuses longer first, in Spanish)',
  'sync_ops.kind': 'server bookkeeping: an unknown kind is rejected, and what is kept is bounded by the 1 MB body cap',
};

const tooLong = (limit: TextLimit) => `El campo ${limit.label} es demasiado largo`;

function limitOf(writer: LimitWriter): TextLimit {
  const limit = TEXT_LIMITS.find((candidate) => candidate.table === writer.table && candidate.column === writer.column);
  if (!limit) throw new Error(`Sin límite para ${writer.table}.${writer.column}`);
  return limit;
}

/** Everything but sync_ops, where sync_push records a rejected op's answer (its contract). */
async function businessTables(sql: Sql): Promise<Record<string, string>> {
  const { 'public.sync_ops': _answers, ...rest } = await tableFingerprint(sql, ['public']);
  return rest;
}

async function rowsAtLength(sql: Sql, limit: TextLimit, length: number): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    `select count(*)::int as count from public.${limit.table} where char_length(${limit.column}) = $1`,
    [length],
  );
  return rows[0].count;
}

describeEachEngine('Text limits', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('exercises every limit of the contract through at least one writer', () => {
    const exercised = new Set(LIMIT_WRITERS.map((writer) => `${writer.table}.${writer.column}`));
    expect(TEXT_LIMITS.map((limit) => `${limit.table}.${limit.column}`).filter((column) => !exercised.has(column))).toEqual([]);
  });

  it.each(LIMIT_WRITERS.map((writer) => [`${writer.table}.${writer.column}`, writer.writer, writer] as const))(
    '%s through %s: the limit is stored, one more character is refused and writes nothing',
    async (_column, _writer, writer) => {
      const limit = limitOf(writer);
      await inRolledBackTransaction(engine, async (sql) => {
        const prepared = writer.setup ? await writer.setup(sql) : '';
        await becomeOwner(sql);
        const before = await businessTables(sql);

        const refused = await writer.write(sql, textOfLength(writer.shape, limit.max + 1), prepared);
        await becomeOwner(sql);
        const expected: WriteOutcome = { refused: true, code: 'field_too_long', message: tooLong(limit) };
        expect(refused).toEqual('sqlstate' in refused ? { ...expected, sqlstate: 'P0001' } : expected);
        expect(await businessTables(sql)).toEqual(before);

        const stored = await writer.write(sql, textOfLength(writer.shape, limit.max), prepared);
        await becomeOwner(sql);
        expect(stored).toEqual({ refused: false });
        expect(await rowsAtLength(sql, limit, limit.max)).toBeGreaterThan(0);
      });
    },
  );

  describe('a row stored before the limits', () => {
    const organizer = user(organizationA.organizerId);
    const overLong = 'ñ'.repeat(300);

    async function storeOverLongRows(sql: Sql): Promise<void> {
      await sql.query('alter table public.events disable trigger events_check_text_lengths');
      await sql.query('alter table public.profiles disable trigger profiles_check_text_lengths');
      await sql.query('update public.events set name = $1 where id = $2', [overLong, organizationA.eventId]);
      await sql.query('update public.profiles set full_name = $1 where id = $2', [overLong, organizationA.organizerId]);
      await sql.query('alter table public.events enable trigger events_check_text_lengths');
      await sql.query('alter table public.profiles enable trigger profiles_check_text_lengths');
    }

    it('can still be edited in its other columns, and only shortened in the long one', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await storeOverLongRows(sql);
        await becomeActor(sql, organizer);
        const [description] = await push(sql, [op('events-update', { id: organizationA.eventId, description: 'Con cupos limitados' })]);
        const [longer] = await push(sql, [op('events-update', { id: organizationA.eventId, name: `${overLong}x` })]);
        const { rows } = await sql.query<{ profile: { full_name: string; phone: string } }>(
          'select public.update_user_profile(p_phone => $1) as profile',
          ['3005556677'],
        );
        const [shorter] = await push(sql, [op('events-update', { id: organizationA.eventId, name: 'Final del Torneo' })]);
        await becomeOwner(sql);

        expect(description).toMatchObject({ status: 'applied', rows: { events: [{ name: overLong, description: 'Con cupos limitados' }] } });
        expect(longer).toMatchObject({ status: 'rejected', code: 'field_too_long', message: 'El campo Nombre del evento es demasiado largo' });
        expect(rows[0].profile).toMatchObject({ full_name: overLong, phone: '3005556677' });
        expect(shorter).toMatchObject({ status: 'applied', rows: { events: [{ name: 'Final del Torneo' }] } });
      });
    });
  });

  describe('the list of limited columns', () => {
    interface TextColumn {
      name: string;
    }
    interface LimitTrigger {
      table: string;
      args: Uint8Array;
      update_columns: string[];
    }

    async function textColumns(): Promise<string[]> {
      const { rows } = await engine.query<TextColumn>(
        `select format('%s.%s', c.table_name, c.column_name) as name
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and (c.data_type in ('text', 'character varying', 'character') or c.udt_name in ('_text', '_varchar', '_bpchar'))
         order by 1`,
      );
      return rows.map((row) => row.name);
    }

    /** The limits the database enforces, read from the triggers' arguments. */
    async function enforcedLimits(): Promise<{ limits: TextLimit[]; updateColumns: Record<string, string[]> }> {
      const { rows } = await engine.query<LimitTrigger>(
        `select c.relname as table, tg.tgargs as args,
           array(select a.attname::text from pg_attribute a where a.attrelid = tg.tgrelid and a.attnum = any (tg.tgattr::int2[]) order by 1) as update_columns
         from pg_trigger tg
         join pg_class c on c.oid = tg.tgrelid
         where c.relnamespace = 'public'::regnamespace and tg.tgfoid = 'public.check_text_lengths'::regproc
         order by 1`,
      );
      const limits: TextLimit[] = [];
      const updateColumns: Record<string, string[]> = {};
      for (const row of rows) {
        const args = Buffer.from(row.args).toString('utf8').split('\0').slice(0, -1);
        for (let index = 0; index < args.length; index += 3) {
          limits.push({ table: row.table, column: args[index], max: Number(args[index + 1]), label: args[index + 2] });
        }
        updateColumns[row.table] = row.update_columns;
      }
      return { limits, updateColumns };
    }

    const byName = (limits: TextLimit[]) => [...limits].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));

    it('enforces exactly the limits and labels of the contract', async () => {
      expect(byName((await enforcedLimits()).limits)).toEqual(byName(TEXT_LIMITS));
    });

    it('measures every limited column on update too', async () => {
      const { limits, updateColumns } = await enforcedLimits();
      for (const table of new Set(limits.map((limit) => limit.table))) {
        const limited = limits.filter((limit) => limit.table === table).map((limit) => limit.column).sort();
        expect(updateColumns[table], table).toEqual(limited);
      }
    });

    it('leaves no text column of a public table without a limit or a stated reason', async () => {
      const limited = new Set((await enforcedLimits()).limits.map((limit) => `${limit.table}.${limit.column}`));
      const columns = await textColumns();
      expect(columns.filter((column) => !limited.has(column) && !(column in UNLIMITED_TEXT_COLUMNS))).toEqual([]);
      // The list stays honest: every entry is a real text column that is indeed unlimited.
      expect(Object.keys(UNLIMITED_TEXT_COLUMNS).filter((column) => !columns.includes(column) || limited.has(column))).toEqual([]);
    });
  });
});
