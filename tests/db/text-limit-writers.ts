// The text limits of the shared contract (.tmp/text-limits-contract.md, mirrored in the
// app's zod schemas) and, for each limited column, the real writers that store it: API
// functions, sync_push ops, book_seats, and the owner (SQL editor, seed) where no function
// writes the column: since issue 14 the API roles write no table directly. Each writer
// stores one given value in its column and reports whether it was refused, and how.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../supabase/local/engine.ts';
import { anonymous, attempt, becomeActor, becomeOwner, user, type Actor } from './as-role.ts';
import { bookSeatsCall, booking } from './public-booking-calls.ts';
import { manualSale, op, push } from './sync-calls.ts';
import { newcomerId, organizationA } from './two-organizations.ts';

export interface TextLimit {
  table: string;
  column: string;
  max: number;
  label: string;
}

export const TEXT_LIMITS: TextLimit[] = [
  { table: 'organizations', column: 'name', max: 160, label: 'Nombre de la empresa' },
  { table: 'profiles', column: 'full_name', max: 120, label: 'Nombre completo' },
  { table: 'profiles', column: 'email', max: 254, label: 'Correo electrónico' },
  { table: 'profiles', column: 'document_number', max: 30, label: 'Número de documento' },
  { table: 'profiles', column: 'phone', max: 30, label: 'Teléfono' },
  { table: 'profiles', column: 'address', max: 300, label: 'Dirección' },
  { table: 'profiles', column: 'profile_picture', max: 2048, label: 'Foto de perfil' },
  { table: 'profiles', column: 'company_name', max: 160, label: 'Nombre de la empresa' },
  { table: 'profiles', column: 'rnt', max: 30, label: 'RNT' },
  { table: 'profiles', column: 'business_description', max: 2000, label: 'Descripción del negocio' },
  { table: 'graderias', column: 'name', max: 120, label: 'Nombre' },
  { table: 'graderias', column: 'description', max: 2000, label: 'Descripción' },
  { table: 'graderias', column: 'location_name', max: 200, label: 'Ubicación' },
  { table: 'events', column: 'name', max: 160, label: 'Nombre del evento' },
  { table: 'events', column: 'slug', max: 180, label: 'Slug' },
  { table: 'events', column: 'description', max: 5000, label: 'Descripción' },
  { table: 'events', column: 'image_url', max: 2048, label: 'Imagen' },
  { table: 'events', column: 'video_url', max: 2048, label: 'Video' },
  { table: 'public_customers', column: 'name', max: 120, label: 'Nombre completo' },
  { table: 'public_customers', column: 'phone', max: 30, label: 'Teléfono' },
  { table: 'public_customers', column: 'email', max: 254, label: 'Correo electrónico' },
  { table: 'public_customers', column: 'document_number', max: 30, label: 'Número de documento' },
  { table: 'reservations', column: 'customer_name', max: 120, label: 'Nombre completo' },
  { table: 'reservations', column: 'customer_email', max: 254, label: 'Correo electrónico' },
  { table: 'reservations', column: 'customer_phone', max: 30, label: 'Teléfono' },
  { table: 'reservations', column: 'document_number', max: 30, label: 'Número de documento' },
  { table: 'reservations', column: 'notes', max: 1000, label: 'Notas' },
  { table: 'reservations', column: 'source', max: 50, label: 'Origen' },
  { table: 'discount_codes', column: 'code', max: 40, label: 'Código de descuento' },
  { table: 'staff_invitations', column: 'email', max: 254, label: 'Correo electrónico' },
];

/** What other rules of the column accept, so that only the length can be wrong. */
type TextShape = 'text' | 'email' | 'slug' | 'code' | 'url' | 'digits';

/** A value of exactly `length` characters. 'ñ' is two bytes: the limits count characters. */
export function textOfLength(shape: TextShape, length: number): string {
  const fill = (unit: string, prefix = '', suffix = '') => prefix + unit.repeat(length - prefix.length - suffix.length) + suffix;
  switch (shape) {
    case 'text': return fill('ñ');
    case 'email': return fill('ñ', '', '@ejemplo.co');
    case 'slug': return fill('a');
    case 'code': return fill('A');
    case 'url': return fill('a', 'https://ejemplo.co/');
    case 'digits': return fill('3');
  }
}

/** A writer's answer: stored, or refused with raise_app_error's code (sqlstate when called directly). */
export type WriteOutcome = { refused: false } | { refused: true; code: string; message: string; sqlstate?: string };

export interface LimitWriter {
  table: string;
  column: string;
  writer: string;
  shape: TextShape;
  /** Runs before the writes, as whoever it needs; returns what `write` needs (a token). */
  setup?: (sql: Sql) => Promise<string>;
  /** Stores `value`; leaves the transaction as whichever role it switched to. */
  write: (sql: Sql, value: string, prepared: string) => Promise<WriteOutcome>;
}

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const newcomer = user(newcomerId);
const NEWCOMER_EMAIL = 'nuevo@c.test';

async function call(sql: Sql, actor: Actor | 'owner', text: string, params: unknown[]): Promise<WriteOutcome> {
  if (actor === 'owner') await becomeOwner(sql);
  else await becomeActor(sql, actor);
  const result = await attempt(sql, text, params);
  if (result.ok) return { refused: false };
  return { refused: true, code: result.error.detail ?? '', message: result.error.message, sqlstate: result.error.code };
}

async function pushOne(sql: Sql, actor: Actor, kind: string, payload: Record<string, unknown>): Promise<WriteOutcome> {
  await becomeActor(sql, actor);
  const [result] = await push(sql, [op(kind, payload)]);
  return result.status === 'applied' ? { refused: false } : { refused: true, code: result.code, message: result.message };
}

function rpc(fn: string, actor: Actor, parameter: string, fixed: Record<string, unknown> = {}) {
  const names = [...Object.keys(fixed), parameter];
  const text = `select public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`;
  return (sql: Sql, value: string) => call(sql, actor, text, [...Object.values(fixed), value]);
}

const registration = { p_full_name: 'Ana Ruiz', p_company_name: 'Eventos Ruiz', p_document_type: 'CC', p_document_number: '1075000111' };

function registerWith(parameter: keyof typeof registration | 'p_phone' | 'p_business_description') {
  const { [parameter as keyof typeof registration]: _replaced, ...fixed } = registration;
  return rpc('register_organizer', newcomer, parameter, fixed);
}

async function inviteNewcomer(sql: Sql): Promise<string> {
  await becomeActor(sql, organizer);
  const { rows } = await sql.query<{ invitation: { token: string } }>('select public.invite_staff(email => $1) as invitation', [NEWCOMER_EMAIL]);
  await becomeOwner(sql);
  return rows[0].invitation.token;
}

const acceptWith = (parameter: 'full_name' | 'phone') => (sql: Sql, value: string, token: string) =>
  call(sql, newcomer, `select public.accept_staff_invitation(token => $1, ${parameter} => $2)`, [token, value]);

const venueCreate = (field: string) => (sql: Sql, value: string) =>
  pushOne(sql, organizer, 'graderias-create', { id: randomUUID(), name: 'Tribuna', rows: 1, columns: 1, floors: 1, base_price: 20000, [field]: value });
const venueUpdate = (field: string) => (sql: Sql, value: string) =>
  pushOne(sql, organizer, 'graderias-update', { id: organizationA.graderiaId, [field]: value });
const eventCreate = (field: string) => (sql: Sql, value: string) =>
  pushOne(sql, organizer, 'events-create', { id: randomUUID(), name: 'Feria de Agosto', event_date: '2026-08-01', [field]: value });
const eventUpdate = (field: string) => (sql: Sql, value: string) =>
  pushOne(sql, organizer, 'events-update', { id: organizationA.eventId, [field]: value });
const manualSaleWith = (field: string) => (sql: Sql, value: string) =>
  pushOne(sql, staff, 'reservations-create-manual', manualSale(organizationA, { [field]: value }));

function bookSeatsWith(argument: string) {
  return (sql: Sql, value: string) => {
    const { text, params } = bookSeatsCall(booking({ seat_ids: [organizationA.seatA2Id], [argument]: value }));
    return call(sql, anonymous, text, params);
  };
}

const customerInsert = (column: string) => (sql: Sql, value: string) =>
  call(sql, 'owner', `insert into public.public_customers (organization_id, name, ${column === 'name' ? '' : `${column}, `}document_type)
    values ($1, ${column === 'name' ? '$2' : "'Cliente', $2"}, 'CC')`, [organizationA.id, value]);

export const LIMIT_WRITERS: LimitWriter[] = [
  // Registration and the profile screen
  ...(['full_name', 'document_number', 'phone', 'business_description'] as const).map((column) => ({
    table: 'profiles', column, writer: 'register_organizer', shape: column === 'document_number' || column === 'phone' ? 'digits' : 'text',
    write: registerWith(`p_${column}`),
  } satisfies LimitWriter)),
  { table: 'organizations', column: 'name', writer: 'register_organizer', shape: 'text', write: registerWith('p_company_name') },
  { table: 'profiles', column: 'company_name', writer: 'register_organizer', shape: 'text', write: registerWith('p_company_name') },
  {
    // The address comes from the account: an over-long one is refused when it reaches the profile.
    table: 'profiles', column: 'email', writer: 'register_organizer (correo de la cuenta)', shape: 'email',
    write: async (sql, value) => {
      await becomeOwner(sql);
      await sql.query('update auth.users set email = $1 where id = $2', [value, newcomerId]);
      return registerWith('p_phone')(sql, '3001234567');
    },
  },
  ...(['full_name', 'document_number', 'address', 'phone', 'profile_picture', 'company_name', 'rnt', 'business_description'] as const).map((column) => ({
    table: 'profiles', column, writer: 'update_user_profile',
    shape: column === 'profile_picture' ? 'url' : column === 'document_number' || column === 'phone' || column === 'rnt' ? 'digits' : 'text',
    write: rpc('update_user_profile', organizer, `p_${column}`),
  } satisfies LimitWriter)),
  {
    table: 'organizations', column: 'name', writer: 'API de tablas (dueño)', shape: 'text',
    write: (sql, value) => call(sql, 'owner', 'update public.organizations set name = $1 where id = $2', [value, organizationA.id]),
  },

  // The team
  { table: 'staff_invitations', column: 'email', writer: 'invite_staff', shape: 'email', write: rpc('invite_staff', organizer, 'email') },
  { table: 'profiles', column: 'full_name', writer: 'accept_staff_invitation', shape: 'text', setup: inviteNewcomer, write: acceptWith('full_name') },
  { table: 'profiles', column: 'phone', writer: 'accept_staff_invitation', shape: 'digits', setup: inviteNewcomer, write: acceptWith('phone') },

  // Stands
  ...(['name', 'description', 'location_name'] as const).flatMap((column): LimitWriter[] => [
    {
      table: 'graderias', column, writer: 'create_graderia', shape: 'text',
      write: rpc('create_graderia', organizer, `p_${column}`, { p_rows: 1, p_columns: 1, p_floors: 1, p_base_price: 20000, ...(column === 'name' ? {} : { p_name: 'Tribuna' }) }),
    },
    { table: 'graderias', column, writer: 'sync_push graderias-create', shape: 'text', write: venueCreate(column) },
    { table: 'graderias', column, writer: 'sync_push graderias-update', shape: 'text', write: venueUpdate(column) },
  ]),

  // Events
  ...(['name', 'slug', 'description', 'image_url', 'video_url'] as const).flatMap((column): LimitWriter[] => {
    const shape: TextShape = column === 'slug' ? 'slug' : column.endsWith('_url') ? 'url' : 'text';
    return [
      { table: 'events', column, writer: 'sync_push events-create', shape, write: eventCreate(column) },
      { table: 'events', column, writer: 'sync_push events-update', shape, write: eventUpdate(column) },
    ];
  }),

  // Sales: the box office's manual sale, the public page's booking (its own checks come
  // first, in the same words), and the owner for what neither writes freely.
  ...([
    ['customer_name', 'text'], ['customer_email', 'email'], ['customer_phone', 'digits'], ['document_number', 'digits'], ['notes', 'text'],
  ] as const).flatMap(([column, shape]): LimitWriter[] => [
    { table: 'reservations', column, writer: 'sync_push reservations-create-manual', shape, write: manualSaleWith(column) },
    { table: 'reservations', column, writer: 'book_seats', shape, write: bookSeatsWith(column) },
  ]),
  ...([
    ['name', 'customer_name', 'text'], ['phone', 'customer_phone', 'digits'], ['email', 'customer_email', 'email'],
    ['document_number', 'document_number', 'digits'],
  ] as const).flatMap(([column, argument, shape]): LimitWriter[] => [
    { table: 'public_customers', column, writer: 'book_seats', shape, write: bookSeatsWith(argument) },
    { table: 'public_customers', column, writer: 'API de tablas (dueño)', shape, write: customerInsert(column) },
  ]),
  {
    table: 'reservations', column: 'source', writer: 'API de tablas (dueño)', shape: 'slug',
    write: (sql, value) => call(sql, 'owner', 'update public.reservations set source = $1 where id = $2', [value, organizationA.reservationId]),
  },
  {
    table: 'discount_codes', column: 'code', writer: 'API de tablas (dueño)', shape: 'code',
    write: (sql, value) => call(sql, 'owner', 'insert into public.discount_codes (organization_id, code, percent) values ($1, $2, 15)', [organizationA.id, value]),
  },
];
