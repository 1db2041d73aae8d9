// Every API function refuses bad arguments with the spec's Spanish message and a stable
// code, and writes nothing when it does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user, type Actor, type SqlFailure } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

interface BadCall {
  title: string;
  actor: Actor;
  call: string;
  params: unknown[];
  failure: SqlFailure;
}

const invalid = (detail: string, message: string): SqlFailure => ({ code: 'P0001', detail, message });
const organizer = user(organizationA.organizerId);
const newcomer = user(newcomerId);

const register = (fullName: string, companyName: string, documentType: string | null, documentNumber: string | null) => ({
  call: 'select public.register_organizer(p_full_name => $1, p_company_name => $2, p_document_type => $3, p_document_number => $4)',
  params: [fullName, companyName, documentType, documentNumber],
});
const createGraderia = (name: string, rows: number | null, columns: number | null, floors: number | null, basePrice: number | null) => ({
  call: 'select public.create_graderia(p_name => $1, p_rows => $2, p_columns => $3, p_floors => $4, p_base_price => $5)',
  params: [name, rows, columns, floors, basePrice],
});

const badCalls: BadCall[] = [
  { title: 'register_organizer with a blank name', actor: newcomer, ...register('   ', 'Empresa', null, null), failure: invalid('full_name_required', 'El nombre es requerido') },
  { title: 'register_organizer without a company', actor: newcomer, ...register('Ana Ruiz', ' ', null, null), failure: invalid('company_name_required', 'El nombre de la empresa es requerido') },
  { title: 'register_organizer with a short document', actor: newcomer, ...register('Ana Ruiz', 'Empresa', 'CC', '12345'), failure: invalid('document_number_too_short', 'El documento debe tener al menos 6 caracteres') },
  { title: 'register_organizer with an unknown document type', actor: newcomer, ...register('Ana Ruiz', 'Empresa', 'Pasaporte', '1234567'), failure: invalid('invalid_document_type', 'Tipo de documento inválido') },
  { title: 'update_user_profile with a blank name', actor: organizer, call: 'select public.update_user_profile(p_full_name => $1)', params: [' '], failure: invalid('full_name_required', 'El nombre es requerido') },
  { title: 'update_user_profile with a short document', actor: organizer, call: 'select public.update_user_profile(p_document_number => $1)', params: ['123'], failure: invalid('document_number_too_short', 'El documento debe tener al menos 6 caracteres') },
  { title: 'create_graderia without a name', actor: organizer, ...createGraderia(' ', 10, 15, 1, 50000), failure: invalid('name_required', 'El nombre es requerido') },
  { title: 'create_graderia without rows', actor: organizer, ...createGraderia('G', null, 15, 1, 50000), failure: invalid('rows_out_of_range', 'Mínimo 1 fila') },
  { title: 'create_graderia with 0 rows', actor: organizer, ...createGraderia('G', 0, 15, 1, 50000), failure: invalid('rows_out_of_range', 'Mínimo 1 fila') },
  { title: 'create_graderia with 51 rows', actor: organizer, ...createGraderia('G', 51, 15, 1, 50000), failure: invalid('rows_out_of_range', 'Máximo 50 filas') },
  { title: 'create_graderia with 0 columns', actor: organizer, ...createGraderia('G', 10, 0, 1, 50000), failure: invalid('columns_out_of_range', 'Mínimo 1 columna') },
  { title: 'create_graderia with 51 columns', actor: organizer, ...createGraderia('G', 10, 51, 1, 50000), failure: invalid('columns_out_of_range', 'Máximo 50 columnas') },
  { title: 'create_graderia with 0 floors', actor: organizer, ...createGraderia('G', 10, 15, 0, 50000), failure: invalid('floors_out_of_range', 'Mínimo 1 piso') },
  { title: 'create_graderia with 6 floors', actor: organizer, ...createGraderia('G', 10, 15, 6, 50000), failure: invalid('floors_out_of_range', 'Máximo 5 pisos') },
  { title: 'create_graderia with a base price of 999', actor: organizer, ...createGraderia('G', 10, 15, 1, 999), failure: invalid('base_price_too_low', 'Mínimo $1.000') },
  { title: 'create_graderia without a base price', actor: organizer, ...createGraderia('G', 10, 15, 1, null), failure: invalid('base_price_too_low', 'Mínimo $1.000') },
  {
    title: 'create_graderia with half a location', actor: organizer,
    call: "select public.create_graderia(p_name => 'G', p_rows => 1, p_columns => 1, p_floors => 1, p_base_price => 1000, p_location_lat => 2.93)",
    params: [], failure: invalid('invalid_location', 'La ubicación no es válida'),
  },
  {
    title: 'get_event_by_slug with an unknown slug', actor: { kind: 'anonymous' },
    call: 'select public.get_event_by_slug(event_slug => $1)', params: ['no-existe'],
    failure: { code: 'PT404', detail: 'event_not_found', message: 'Evento no encontrado' },
  },
  {
    title: "get_reservation_stats for another organization", actor: organizer,
    call: 'select public.get_reservation_stats(org_id => $1)', params: [organizationB.id],
    failure: { code: '42501', detail: 'forbidden', message: 'No tienes permisos para ver las reservas de esta organización' },
  },
  {
    title: 'get_reservation_stats without an organization', actor: organizer,
    call: 'select public.get_reservation_stats(org_id => $1)', params: [null],
    failure: { code: '42501', detail: 'forbidden', message: 'No tienes permisos para ver las reservas de esta organización' },
  },
];

describeEachEngine('Bad arguments to API functions', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it.each(badCalls.map((badCall) => [badCall.title, badCall] as const))('refuses %s and writes nothing', async (_title, badCall) => {
    await inRolledBackTransaction(engine, async (sql) => {
      const before = await rowCounts(sql);
      await becomeActor(sql, badCall.actor);
      const failure = failureOf(await attempt(sql, badCall.call, badCall.params));
      await becomeOwner(sql);
      expect(failure).toEqual(badCall.failure);
      expect(await rowCounts(sql)).toEqual(before);
    });
  });
});
