import { describe, expect, it } from 'vitest';
import { searchFaq } from './faq-search';
import { FAQ_ENTRIES } from '../../domain/help-content';

const idsFor = (query: string) => searchFaq(FAQ_ENTRIES, query).map((entry) => entry.id);

describe('searchFaq', () => {
  it.each([
    ['', FAQ_ENTRIES.map((entry) => entry.id)],
    ['   ', FAQ_ENTRIES.map((entry) => entry.id)],
    ['Gradería', ['registrar-graderia', 'cambiar-precios', 'cancelar-reserva', 'reportes-ventas', 'control-acceso']],
    ['graderia', ['registrar-graderia', 'cambiar-precios', 'cancelar-reserva', 'reportes-ventas', 'control-acceso']],
    ['registro una graderia', ['registrar-graderia']],
    ['CANCELO', ['cancelar-reserva']],
    ['precio minimo', ['registrar-graderia', 'cambiar-precios']],
    ['sin conexion', ['como-funcionan-pagos', 'cancelar-reserva', 'problemas-tecnicos', 'reportes-ventas', 'control-acceso', 'venta-rapida', 'asignar-asientos-taquilla']],
    ['codigo QR', ['entradas-qr']],
    ['camara', ['control-acceso']],
    ['usadas dos veces', ['control-acceso']],
    ['entrada anulada', ['entradas-qr', 'control-acceso']],
    ['excel', ['reportes-ventas']],
    ['procesar pago', ['como-funcionan-pagos']],
    ['karaoke', []],
  ])('%j finds %j', (query, expected) => {
    expect(idsFor(query)).toEqual(expected);
  });

  it('searches the answers too, not only the questions', () => {
    expect(idsFor('24 horas')).toEqual(['como-funcionan-pagos']);
  });
});
