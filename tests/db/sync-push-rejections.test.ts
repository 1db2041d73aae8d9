// Every check sync_push makes on an op: the rejection's stable code and Spanish message,
// and that a rejected op writes nothing but the record of its answer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { manualSale, op, push, type Op } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

interface Rejection {
  title: string;
  actor: Actor;
  /** Pushed first by the organizer, all applied; their writes stay. */
  before?: Op[];
  /** Run first as the owner. */
  setup?: { text: string; params: unknown[] };
  op: Op | Record<string, unknown>;
  code: string;
  message: string;
  /** False when the op is too malformed to be recorded in sync_ops. */
  recorded?: false;
}

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const sale = (overrides: Record<string, unknown>) => op('reservations-create-manual', manualSale(organizationA, overrides));
const venue = { name: 'Gradería Sur', rows: 10, columns: 15, floors: 1, base_price: 50000 };
const newEvent = { name: 'Noche de San Juan', event_date: '2026-06-24' };
const payFixture = op('reservations-process-payment', { reservation_id: organizationA.reservationId });
const cancelFixture = op('reservations-cancel', { reservation_id: organizationA.reservationId });

const rejections: Rejection[] = [
  // Roles and organizations
  { title: 'staff creating a venue', actor: staff, op: op('graderias-create', { id: randomUUID(), ...venue }), code: 'forbidden', message: 'No tienes permisos para crear graderías' },
  { title: 'staff editing a venue', actor: staff, op: op('graderias-update', { id: organizationA.graderiaId, name: 'X' }), code: 'forbidden', message: 'No tienes permisos para editar graderías' },
  { title: 'staff creating an event', actor: staff, op: op('events-create', { id: randomUUID(), ...newEvent }), code: 'forbidden', message: 'No tienes permisos para crear eventos' },
  { title: 'staff editing an event', actor: staff, op: op('events-update', { id: organizationA.eventId, name: 'X' }), code: 'forbidden', message: 'No tienes permisos para editar eventos' },
  { title: 'editing another organization’s venue', actor: organizer, op: op('graderias-update', { id: organizationB.graderiaId, name: 'Mía' }), code: 'graderia_not_found', message: 'Gradería no encontrada' },
  { title: 'editing another organization’s event', actor: organizer, op: op('events-update', { id: organizationB.eventId, name: 'Mío' }), code: 'event_not_found', message: 'Evento no encontrado' },
  { title: 'an event selling another organization’s venue', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, graderia_ids: [organizationB.graderiaId] }), code: 'graderia_not_found', message: 'Gradería no encontrada' },
  { title: 'selling for another organization’s event', actor: staff, op: sale({ event_id: organizationB.eventId, seat_ids: [organizationB.seatA2Id] }), code: 'event_not_found', message: 'Evento no encontrado' },
  { title: 'selling another organization’s seat', actor: staff, op: sale({ seat_ids: [organizationB.seatA2Id] }), code: 'seat_not_found', message: `Asiento ${organizationB.seatA2Id} no encontrado` },
  { title: 'paying another organization’s reservation', actor: staff, op: op('reservations-process-payment', { reservation_id: organizationB.reservationId }), code: 'reservation_not_found', message: 'Reserva no encontrada' },
  { title: 'cancelling another organization’s reservation', actor: organizer, op: op('reservations-cancel', { reservation_id: organizationB.reservationId }), code: 'reservation_not_found', message: 'Reserva no encontrada' },
  { title: 'another organization’s discount code', actor: staff, op: sale({ discount_code: 'DESCUENTOB' }), code: 'invalid_discount_code', message: 'Código de descuento inválido' },

  // Venue rules (creation's are create_graderia's, tested with it)
  { title: 'a venue without a name', actor: organizer, op: op('graderias-create', { id: randomUUID(), ...venue, name: ' ' }), code: 'name_required', message: 'El nombre es requerido' },
  { title: 'a venue with 51 rows', actor: organizer, op: op('graderias-create', { id: randomUUID(), ...venue, rows: 51 }), code: 'rows_out_of_range', message: 'Máximo 50 filas' },
  { title: 'an edit clearing the name', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, name: '  ' }), code: 'name_required', message: 'El nombre es obligatorio' },
  { title: 'an edit without a price', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, base_price: null }), code: 'base_price_required', message: 'El precio base es obligatorio' },
  { title: 'an edit with a price of 0', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, base_price: 0 }), code: 'base_price_not_positive', message: 'El precio debe ser mayor a 0' },
  { title: 'an edit with a price of 999', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, base_price: 999 }), code: 'base_price_too_low', message: 'Mínimo $1.000' },

  // Event rules
  { title: 'an event without a name', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, name: '' }), code: 'name_required', message: 'El nombre es requerido' },
  { title: 'an event without a start date', actor: organizer, op: op('events-create', { id: randomUUID(), name: 'Sin fecha' }), code: 'event_date_required', message: 'La fecha de inicio es requerida' },
  { title: 'an event ending before it starts', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, end_date: '2026-06-23' }), code: 'end_date_before_start', message: 'La fecha de fin no puede ser anterior a la fecha de inicio' },
  { title: 'a slug another organization uses', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, slug: 'evento-b' }), code: 'slug_taken', message: 'Ya existe un evento con ese slug' },
  { title: 'a name whose slug is taken', actor: organizer, op: op('events-update', { id: organizationA.draftEventId, name: 'Evento A', slug: '' }), code: 'slug_taken', message: 'Ya existe un evento con ese slug' },
  { title: 'a slug with capitals', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, slug: 'San-Juan' }), code: 'invalid_slug', message: 'El slug solo puede tener letras minúsculas, números y guiones' },
  { title: 'a name with nothing to make a slug of', actor: organizer, op: op('events-create', { id: randomUUID(), ...newEvent, name: '¡¡!!' }), code: 'invalid_slug', message: 'No se pudo generar el slug a partir del nombre' },
  { title: 'an event id already used', actor: organizer, op: op('events-create', { id: organizationA.draftEventId, ...newEvent }), code: 'event_exists', message: 'El evento ya existe' },
  { title: 'removing a venue with sales from an event', actor: organizer, op: op('events-update', { id: organizationA.eventId, name: 'Cambiado', graderia_ids: [] }), code: 'graderia_has_sales', message: 'No se puede quitar una gradería con reservas activas en este evento' },

  // The manual reservation dialog
  { title: 'a sale without seats', actor: staff, op: sale({ seat_ids: [] }), code: 'seats_required', message: 'Debe seleccionar al menos un asiento' },
  { title: 'a sale without an event', actor: staff, op: sale({ event_id: null }), code: 'event_required', message: 'Debes seleccionar un evento' },
  { title: 'a sale without a customer name', actor: staff, op: sale({ customer_name: ' ' }), code: 'customer_name_required', message: 'El nombre es requerido' },
  { title: 'a sale without an email', actor: staff, op: sale({ customer_email: '' }), code: 'customer_email_required', message: 'El correo es requerido' },
  { title: 'a sale with a malformed email', actor: staff, op: sale({ customer_email: 'maria@correo' }), code: 'invalid_email', message: 'Correo electrónico inválido' },
  { title: 'a sale without a document', actor: staff, op: sale({ document_number: '' }), code: 'document_number_required', message: 'El documento es requerido' },
  { title: 'a sale without a phone', actor: staff, op: sale({ customer_phone: undefined }), code: 'customer_phone_required', message: 'El teléfono es requerido' },
  { title: 'a sale with a NIT document', actor: staff, op: sale({ document_type: 'NIT' }), code: 'invalid_document_type', message: 'Tipo de documento inválido' },
  { title: 'a sale with an unknown payment method', actor: staff, op: sale({ payment_method: 'tarjeta' }), code: 'invalid_payment_method', message: 'Método de pago inválido' },
  { title: 'an unknown discount code', actor: staff, op: sale({ discount_code: 'GRATIS' }), code: 'invalid_discount_code', message: 'Código de descuento inválido' },
  { title: 'a seat of a venue the event does not sell', actor: staff, op: sale({ event_id: organizationA.draftEventId }), code: 'seat_not_found', message: `Asiento ${organizationA.seatA2Id} no encontrado` },
  { title: 'a sale for a paused event', actor: staff, before: [op('events-update', { id: organizationA.eventId, is_active: false })], op: sale({}), code: 'event_inactive', message: 'Las reservas de este evento están pausadas' },
  { title: 'a seat sold meanwhile', actor: staff, op: sale({ seat_ids: [organizationA.seatA2Id, organizationA.seatA1Id] }), code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1' },
  { title: 'a blocked seat', actor: staff, setup: { text: 'update public.seats set is_active = false where id = $1', params: [organizationA.seatA2Id] }, op: sale({}), code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-2' },
  { title: 'a reservation id already used', actor: staff, op: sale({ id: organizationA.reservationId }), code: 'reservation_exists', message: 'La reserva ya existe' },

  // Transitions
  { title: 'paying a cancelled reservation', actor: staff, before: [cancelFixture], op: payFixture, code: 'invalid_transition', message: 'No se puede procesar el pago de una reserva cancelada' },
  { title: 'paying a paid reservation', actor: staff, before: [payFixture], op: op('reservations-process-payment', { reservation_id: organizationA.reservationId }), code: 'invalid_transition', message: 'La reserva ya está pagada' },
  { title: 'cancelling a paid reservation', actor: organizer, before: [payFixture], op: cancelFixture, code: 'invalid_transition', message: 'No se puede cancelar una reserva pagada' },
  { title: 'cancelling a cancelled reservation', actor: organizer, before: [cancelFixture], op: op('reservations-cancel', { reservation_id: organizationA.reservationId }), code: 'invalid_transition', message: 'La reserva ya está cancelada' },

  // Malformed ops: refused in Spanish, never as a cast error
  { title: 'an unknown kind', actor: organizer, op: op('seats-delete', {}), code: 'invalid_payload', message: 'Tipo de operación desconocido: seats-delete' },
  // Kinds are looked up by name (apply_<kind>): no other function may be reached through one.
  { title: 'a kind naming a function that applies no op', actor: organizer, op: op('sync-op', {}), code: 'invalid_payload', message: 'Tipo de operación desconocido: sync-op' },
  { title: 'a kind naming a helper of another signature', actor: organizer, op: op('graderias-create-x', {}), code: 'invalid_payload', message: 'Tipo de operación desconocido: graderias-create-x' },
  { title: 'a kind written with underscores', actor: organizer, op: op('graderias_create', {}), code: 'invalid_payload', message: 'Tipo de operación desconocido: graderias_create' },
  { title: 'a kind with SQL in it', actor: organizer, op: op('graderias-create(null,null);--', {}), code: 'invalid_payload', message: 'Tipo de operación desconocido: graderias-create(null,null);--' },
  { title: 'a payload that is not an object', actor: organizer, op: op('graderias-create', [1, 2]), code: 'invalid_payload', message: 'La operación no trae datos (payload)' },
  { title: 'a creation without an id', actor: organizer, op: op('graderias-create', venue), code: 'invalid_payload', message: 'Falta el campo id' },
  { title: 'an id that is not a uuid', actor: organizer, op: op('events-update', { id: '42', name: 'X' }), code: 'invalid_payload', message: 'El campo id debe ser un identificador UUID válido' },
  { title: 'rows given as text', actor: organizer, op: op('graderias-create', { id: randomUUID(), ...venue, rows: '10' }), code: 'invalid_payload', message: 'El campo rows debe ser un número entero' },
  { title: 'a fractional price', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, base_price: 1500.5 }), code: 'invalid_payload', message: 'El campo base_price debe ser un número entero' },
  { title: 'a day that does not exist', actor: organizer, op: op('events-create', { id: randomUUID(), name: 'Febrero', event_date: '2026-02-30' }), code: 'invalid_payload', message: 'El campo event_date debe ser una fecha con formato AAAA-MM-DD' },
  { title: 'a time out of range', actor: organizer, op: op('events-update', { id: organizationA.eventId, event_time: '25:00' }), code: 'invalid_payload', message: 'El campo event_time debe ser una hora con formato HH:MM' },
  { title: 'seat ids that are not uuids', actor: staff, op: sale({ seat_ids: ['A-1'] }), code: 'invalid_payload', message: 'El campo seat_ids debe ser una lista de identificadores UUID válidos' },
  { title: 'a switch given as text', actor: organizer, op: op('graderias-update', { id: organizationA.graderiaId, is_active: 'false' }), code: 'invalid_payload', message: 'El campo is_active debe ser verdadero o falso' },
  { title: 'a latitude given as text', actor: organizer, op: op('graderias-create', { id: randomUUID(), ...venue, location_lat: 'norte', location_lng: 1 }), code: 'invalid_payload', message: 'El campo location_lat debe ser un número' },
  { title: 'a payment without its reservation', actor: staff, op: op('reservations-process-payment', {}), code: 'invalid_payload', message: 'Falta el campo reservation_id' },
  { title: 'an op without a kind', actor: staff, op: { op_id: randomUUID(), payload: {} }, code: 'invalid_payload', message: 'Falta el campo kind', recorded: false },
  { title: 'an op with a malformed creation time', actor: staff, op: { ...payFixture, op_id: randomUUID(), created_at: 'ayer' }, code: 'invalid_payload', message: 'El campo created_at debe ser una fecha y hora ISO 8601', recorded: false },
];

describeEachEngine('sync_push rejects', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it.each(rejections.map((rejection) => [rejection.title, rejection] as const))('%s, writing nothing', async (_title, rejection) => {
    await inRolledBackTransaction(engine, async (sql) => {
      if (rejection.setup) await sql.query(rejection.setup.text, rejection.setup.params);
      if (rejection.before) {
        await becomeActor(sql, organizer);
        expect((await push(sql, rejection.before)).map((result) => result.status)).toEqual(rejection.before.map(() => 'applied'));
        await becomeOwner(sql);
      }
      const before = await rowCounts(sql);
      await becomeActor(sql, rejection.actor);
      const [result] = await push(sql, [rejection.op]);
      await becomeOwner(sql);
      expect(result).toMatchObject({ status: 'rejected', code: rejection.code, message: rejection.message });
      expect(await rowCounts(sql)).toEqual({ ...before, sync_ops: before.sync_ops + (rejection.recorded === false ? 0 : 1) });
    });
  });

  it('names the seats sold meanwhile by id too, for the cashier to pick others', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      const [result] = await push(sql, [sale({ seat_ids: [organizationA.seatA1Id] })]);
      expect(result).toEqual({
        op_id: expect.any(String), status: 'rejected', code: 'seats_unavailable',
        message: 'Los siguientes asientos ya no están disponibles: A-1', unavailable_seat_ids: [organizationA.seatA1Id],
      });
    });
  });

  it('rolls back what a rejected op wrote before its check failed', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, organizer);
      // The event's name is written before its stands are checked.
      const [result] = await push(sql, [op('events-update', { id: organizationA.eventId, name: 'Cambiado', graderia_ids: [] })]);
      expect(result).toMatchObject({ status: 'rejected', code: 'graderia_has_sales' });
      const { rows } = await sql.query('select name from public.events where id = $1', [organizationA.eventId]);
      expect(rows).toEqual([{ name: 'Evento a' }]);
    });
  });

  it('answers an op without a usable op_id without recording it', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      const results = await push(sql, [{ kind: 'reservations-cancel', payload: {} }, 'cancelar', { ...cancelFixture, op_id: 'abc' }]);
      expect(results).toEqual([
        { op_id: null, status: 'rejected', code: 'invalid_payload', message: 'Falta el campo op_id' },
        { op_id: null, status: 'rejected', code: 'invalid_payload', message: 'Cada operación debe ser un objeto' },
        { op_id: null, status: 'rejected', code: 'invalid_payload', message: 'El campo op_id debe ser un identificador UUID válido' },
      ]);
    });
  });
});
