import { describe, expect, it } from 'vitest';
import { exportColumnsOf, exportFileName, exportRowsOf, type ExportRows } from './accounting-export';
import type { ReportFilter } from './sales-report';
import { parseSpreadsheetCsv, toSpreadsheetCsv, CSV_BYTE_ORDER_MARK } from './spreadsheet-csv';

const NOW = new Date('2026-11-26T20:00:00Z');
const ALL: ReportFilter = { eventId: null, from: null, to: null };

function rows(): ExportRows {
  const customer = { document_type: 'CC', document_number: '1075123456', customer_email: 'pena@correo.co', customer_phone: '3001234567', total_amount: 80_000 };
  return {
    events: [{ id: 'ev1', name: 'Festival del Bambuco; Neiva' }],
    stands: [{ id: 'norte', name: 'Gradería Norte', total_capacity: 10 }],
    eventStands: [{ event_id: 'ev1', graderia_id: 'norte' }],
    reservations: [
      { id: 'r2', event_id: 'ev1', status: 'cancelled', expires_at: null, source: 'public_web', created_at: '2026-11-26T15:00:00Z', customer_name: 'José "Pepe" Peña', ...customer },
      { id: 'r1', event_id: 'ev1', status: 'paid', expires_at: null, source: 'manual', created_at: '2026-11-26T04:00:00Z', customer_name: '=1+1', ...customer },
      { id: 'r3', event_id: 'ev1', status: 'pending', expires_at: '2026-11-26T10:00:00Z', source: 'manual', created_at: '2026-11-25T10:00:00Z', customer_name: 'Vencida', ...customer },
    ],
    seats: [
      { id: 't1', reservation_id: 'r1', stand_id: 'norte', price: 40_000, active: true },
      { id: 't2', reservation_id: 'r1', stand_id: 'norte', price: 40_000, active: true },
      { id: 't3', reservation_id: 'r2', stand_id: 'norte', price: 80_000, active: false },
    ],
    payments: [
      { id: 'p1', reservation_id: 'r1', kind: 'charge', amount: 80_000, status: 'completed', payment_method: 'marked_paid', updated_at: '2026-11-26T04:00:00Z' },
      { id: 'p2', reservation_id: 'r2', kind: 'charge', amount: 80_000, status: 'completed', payment_method: 'mercadopago', updated_at: '2026-11-26T15:05:00Z' },
      { id: 'p3', reservation_id: 'r2', kind: 'refund', amount: 80_000, status: 'completed', payment_method: 'mercadopago', updated_at: '2026-11-26T18:00:00Z' },
    ],
    logs: [
      { reservation_id: 'r1', user_id: 'ana', action: 'created', created_at: '2026-11-26T04:00:00Z', details: {} },
      { reservation_id: 'r2', user_id: null, action: 'created', created_at: '2026-11-26T15:00:00Z', details: {} },
      { reservation_id: 'r2', user_id: 'ana', action: 'refunded', created_at: '2026-11-26T18:00:00Z', details: { reason: 'Lluvia; evento aplazado' } },
    ],
    people: [{ id: 'ana', full_name: 'Ana Taquillera' }],
    checkIns: [],
  };
}

const csvOf = (dataset: 'reservations' | 'payments' | 'refunds', filter = ALL) => toSpreadsheetCsv(exportRowsOf(dataset, rows(), filter, NOW), exportColumnsOf(dataset));

describe('accounting exports', () => {
  it('writes the reservations an accountant opens in Excel es-CO, and reads back what it wrote', () => {
    const text = csvOf('reservations');
    expect(text.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    expect(text.split('\r\n')[0]).toBe(`${CSV_BYTE_ORDER_MARK}ID reserva;Evento;Fecha;Cliente;Tipo de documento;Documento;Correo;Teléfono;Estado;Canal;Origen;Asientos;Total;Registrada por`);
    const parsed = parseSpreadsheetCsv(text);
    // Oldest first; the overdue hold reads 'Expirada'; the 04:00Z sale is 23:00 of the 25th in Bogotá.
    expect(parsed.map((row) => [row['ID reserva'], row.Fecha, row.Estado, row.Canal, row.Asientos, row.Total, row['Registrada por']])).toEqual([
      ['r3', '25/11/2026 05:00', 'Expirada', 'Taquilla', '0', '80000', ''],
      ['r1', '25/11/2026 23:00', 'Pagada', 'Taquilla', '2', '80000', 'Ana Taquillera'],
      ['r2', '26/11/2026 10:00', 'Cancelada', 'En línea', '0', '80000', 'Venta en línea'],
    ]);
    expect(parsed[2].Cliente).toBe('José "Pepe" Peña');
    expect(parsed[2].Evento).toBe('Festival del Bambuco; Neiva');
    // A name that looks like a formula stays text: Excel must not run it.
    expect(parsed[1].Cliente).toBe("'=1+1");
  });

  it('writes payments (charges) and refunds apart, with the method, the amount in whole pesos and the refund’s reason', () => {
    const payments = parseSpreadsheetCsv(csvOf('payments'));
    expect(payments.map((row) => [row['ID pago'], row.Método, row.Estado, row.Monto])).toEqual([
      ['p1', 'Marcado pagado', 'Completado', '80000'],
      ['p2', 'Tarjeta', 'Completado', '80000'],
    ]);
    const refunds = parseSpreadsheetCsv(csvOf('refunds'));
    expect(refunds).toEqual([
      {
        'ID pago': 'p3', 'ID reserva': 'r2', Evento: 'Festival del Bambuco; Neiva', Cliente: 'José "Pepe" Peña', Fecha: '26/11/2026 13:00',
        Método: 'Tarjeta', Estado: 'Completado', Monto: '80000', Canal: 'En línea', 'Venta registrada por': 'Venta en línea', Motivo: 'Lluvia; evento aplazado',
      },
    ]);
  });

  it('keeps to the screen’s filter: the payment moves on its own Bogotá day', () => {
    const onThe25th = { eventId: 'ev1', from: '2026-11-25', to: '2026-11-25' };
    expect(parseSpreadsheetCsv(csvOf('payments', onThe25th)).map((row) => row['ID pago'])).toEqual(['p1']);
    expect(parseSpreadsheetCsv(csvOf('reservations', { ...onThe25th, eventId: 'otro' }))).toEqual([]);
  });

  it('names the file after what it holds', () => {
    expect(exportFileName('refunds', { eventId: 'ev1', from: '2026-11-01', to: '2026-11-26' }, 'festival')).toBe('reembolsos-festival-desde-2026-11-01-hasta-2026-11-26.csv');
    expect(exportFileName('reservations', ALL, null)).toBe('reservas-todos-los-eventos.csv');
  });
});
