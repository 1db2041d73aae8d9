// The database the cross-tenant suite attacks: the two organizations of tests/db (A is the
// victim, B the caller), plus what the fixture lacks to make every RPC worth calling:
// a staff member for B, private customer data of A that B has not got, a public card
// booking of A (its payment id is the sandbox's capability), a card sale of A's box office
// (not a public booking) and a live staff invitation link of A.
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, user } from '../db/as-role.ts';
import { bookSeats, booking } from '../db/public-booking-calls.ts';
import { seatIdOf } from '../db/seat-id.ts';
import { manualSale, op, pushApplied } from '../db/sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB, type OrganizationFixture } from '../db/two-organizations.ts';

export type Caller = 'organizer' | 'staff';

export interface World {
  a: OrganizationFixture;
  b: OrganizationFixture;
  bStaffId: string;
  /** Card payment of a booking A's public page took: whoever holds the id may see it (only the provider settles it). */
  aPublicCardPaymentId: string;
  aPublicCardReservationId: string;
  /** Card payment of a sale A's box office made: not a public booking. */
  aBoxOfficeCardPaymentId: string;
  /** The raw token of A's invitation link (only its hash is stored). */
  aInvitationToken: string;
  aInvitationEmail: string;
  /** Every seat of A's stand: its event page shows them all. */
  aSeatIds: string[];
  /** A's values that must never reach B: ids, names, contact data (see distinctiveValues). */
  secrets: string[];
  /** Every table the fingerprint reads, for the suite's coverage check. */
  fingerprintedTables: string[];
  fingerprintQuery: string;
}

export const bStaffId = 'bbbbbbbb-0000-4000-8000-000000000003';

export function callerId(world: World, caller: Caller): string {
  return caller === 'organizer' ? world.b.organizerId : world.bStaffId;
}

const aSeat = (row: string, column: number) => seatIdOf(organizationA.graderiaId, 1, row, column);

// In the fixture both organizations' customers share a phone and a document number; A's
// become its own so the leak search has A's contact data to look for.
const extraRows = `
  insert into auth.users (id, email) values ('${bStaffId}', 'staff@b.test');
  insert into public.profiles (id, organization_id, role, full_name, email)
  values ('${bStaffId}', '${organizationB.id}', 'staff', 'Taquillero b', 'staff@b.test');
  update public.public_customers set phone = '3159870001', document_number = '1075000111', email = 'cliente@a.test'
  where id = '${organizationA.customerId}';
  update public.reservations set customer_phone = '3159870001', customer_email = 'cliente@a.test', document_number = '1075000111'
  where id = '${organizationA.reservationId}';
  update public.profiles set phone = '3128880001', document_number = '1075111222' where organization_id = '${organizationA.id}';`;

async function asCommitted<T>(engine: Engine, userId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  return engine.transaction(async (sql) => {
    await becomeActor(sql, user(userId));
    return work(sql);
  });
}

async function addPublicCardBooking(engine: Engine): Promise<{ paymentId: string; reservationId: string }> {
  const booked = await bookSeats(engine, booking({
    seat_ids: [aSeat('A', 3)], customer_name: 'Visitante Ana Lucía', customer_phone: '3209990001',
    document_number: '1075888777', customer_email: 'visitante@a.test', payment_method: 'mercadopago',
  }));
  return { paymentId: booked.payment_id, reservationId: booked.reservation_id };
}

async function addBoxOfficeCardSale(engine: Engine): Promise<string> {
  const sale = manualSale(organizationA, {
    seat_ids: [aSeat('A', 4)], customer_name: 'Comprador Taquilla', customer_email: 'taquilla.cliente@a.test',
    customer_phone: '3170000002', document_number: '1075777666', payment_method: 'mercadopago',
  });
  const rows = await asCommitted(engine, organizationA.organizerId, (sql) => pushApplied(sql, op('reservations-create-manual', sale)));
  return String(rows.payments[0].id);
}

async function addInvitationLink(engine: Engine, email: string): Promise<string> {
  const { rows } = await asCommitted(engine, organizationA.organizerId, (sql) =>
    sql.query<{ answer: { token: string } }>('select public.invite_staff(email => $1) as answer', [email]),
  );
  return rows[0].answer.token;
}

// Fingerprint ---------------------------------------------------------------------------

export interface FingerprintRow {
  table: string;
  hash: string;
  row: Record<string, unknown>;
}

/** Every row of one organization as the owner sees it, md5 of its text included. */
async function fingerprintQueryFor(sql: Sql): Promise<{ tables: string[]; query: string }> {
  const { rows } = await sql.query<{ table: string }>(
    `select class.relname as table from pg_class as class
     join pg_attribute as attribute on attribute.attrelid = class.oid and attribute.attname = 'organization_id' and not attribute.attisdropped
     where class.relnamespace = 'public'::regnamespace and class.relkind = 'r' order by 1`,
  );
  const select = (label: string, from: string, where: string) =>
    `select '${label}' as table, md5(t::text) as hash, to_jsonb(t) as row from ${from} as t where ${where}`;
  const parts = [
    select('organizations', 'public.organizations', 't.id = $1'),
    // Their e-mail is a member's login: B must not change it either.
    select('auth.users', 'auth.users', 't.id in (select id from public.profiles where organization_id = $1)'),
    ...rows.map(({ table }) => select(table, `public.${table}`, 't.organization_id = $1')),
    // Shared by every organization (how long card checkouts hold seats): B must not change it either.
    select('payment_settings', 'public.payment_settings', 'true'),
  ];
  return { tables: ['organizations', ...rows.map(({ table }) => table), 'payment_settings'], query: `${parts.join('\nunion all\n')}\norder by 1, 2` };
}

export async function fingerprint(sql: Sql, world: World, organizationId: string = world.a.id): Promise<FingerprintRow[]> {
  return (await sql.query<FingerprintRow>(world.fingerprintQuery, [organizationId])).rows;
}

// Secrets -------------------------------------------------------------------------------

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Columns whose text names or reaches a person, an organization or a thing of it. */
const identifyingColumns = new Set([
  'name', 'full_name', 'email', 'phone', 'customer_name', 'customer_email', 'customer_phone', 'document_number', 'slug',
  'code', 'subject', 'message', 'notes', 'token_hash', 'description', 'company_name', 'business_description', 'address', 'rnt',
  'location_name',
]);

function collectStrings(value: unknown, column: string | null, into: Set<string>): void {
  if (typeof value === 'string') {
    if (uuidPattern.test(value) || (column !== null && identifyingColumns.has(column) && value.length >= 3)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, null, into);
  } else if (value && typeof value === 'object') {
    // Nested JSON (log details) is searched for ids only: its keys are not columns.
    for (const item of Object.values(value)) collectStrings(item, null, into);
  }
}

/** Ids anywhere in the rows, and the text of identifying columns. */
export function distinctiveValues(rows: FingerprintRow[]): Set<string> {
  const values = new Set<string>();
  for (const { row } of rows) {
    for (const [column, value] of Object.entries(row)) collectStrings(value, column, values);
  }
  return values;
}

export async function buildWorld(engine: Engine): Promise<World> {
  await createTwoOrganizations(engine);
  await engine.exec(extraRows);
  const aInvitationEmail = 'nuevo.taquillero@a.test';
  const publicCard = await addPublicCardBooking(engine);
  const partial = {
    a: organizationA, b: organizationB, bStaffId, aInvitationEmail,
    aPublicCardPaymentId: publicCard.paymentId,
    aPublicCardReservationId: publicCard.reservationId,
    aBoxOfficeCardPaymentId: await addBoxOfficeCardSale(engine),
    aInvitationToken: await addInvitationLink(engine, aInvitationEmail),
    aSeatIds: ['A', 'B'].flatMap((row) => [1, 2, 3, 4, 5].map((column) => aSeat(row, column))),
  };
  const { tables, query } = await fingerprintQueryFor(engine);
  const world: World = { ...partial, secrets: [], fingerprintedTables: tables, fingerprintQuery: query };
  const ofB = distinctiveValues(await fingerprint(engine, world, organizationB.id));
  const ofA = [...distinctiveValues(await fingerprint(engine, world)), world.aInvitationToken];
  world.secrets = ofA.filter((value) => !ofB.has(value));
  return world;
}
