// 'Descargar CSV' of the closings (issue 19 point 4, closings): one row per closed shift, in
// the shared spreadsheet format (spreadsheet-csv: ';', BOM, Bogotá 'dd/mm/aaaa hh:mm',
// whole pesos). The difference is counted − expected: negative is short ('Faltante').
import { differenceLabel } from './cash-shifts';
import { csvAmount, csvMoment, toSpreadsheetCsv, type CsvColumn } from './spreadsheet-csv';

export interface ClosingForCsv {
  device_id: string;
  cashierName: string;
  opened_at: string;
  closed_at: string | null;
  opening_float: number;
  expected_cash: number | null;
  counted_cash: number | null;
  difference: number | null;
  z_report: Record<string, unknown> | null;
}

const zField = (closing: ClosingForCsv, field: string) => (closing.z_report?.[field] as string | number | null | undefined) ?? null;
const zCount = (closing: ClosingForCsv, field: string, part: 'count' | 'amount') =>
  ((closing.z_report?.[field] as Record<string, number> | undefined)?.[part] ?? null);

export const CLOSING_COLUMNS: CsvColumn<ClosingForCsv>[] = [
  { header: 'Dispositivo', value: (closing) => closing.device_id.replaceAll('-', '').slice(0, 4).toUpperCase() },
  { header: 'Cajero', value: (closing) => closing.cashierName },
  { header: 'Apertura', value: (closing) => csvMoment(closing.opened_at) },
  { header: 'Cierre', value: (closing) => csvMoment(closing.closed_at) },
  { header: 'Base inicial', value: (closing) => csvAmount(closing.opening_float) },
  { header: 'Ventas en efectivo', value: (closing) => csvAmount(zCount(closing, 'sales', 'amount')) },
  { header: 'Pagos en efectivo', value: (closing) => csvAmount(zCount(closing, 'payments', 'amount')) },
  { header: 'Reembolsos en efectivo', value: (closing) => csvAmount(zCount(closing, 'refunds', 'amount')) },
  { header: 'Efectivo esperado', value: (closing) => csvAmount(closing.expected_cash) },
  { header: 'Efectivo contado', value: (closing) => csvAmount(closing.counted_cash) },
  { header: 'Diferencia', value: (closing) => csvAmount(closing.difference) },
  { header: 'Resultado', value: (closing) => (closing.difference === null ? '' : differenceLabel(closing.difference).split(' ')[0]) },
  { header: 'Primer recibo', value: (closing) => zField(closing, 'first_receipt') },
  { header: 'Último recibo', value: (closing) => zField(closing, 'last_receipt') },
  { header: 'Recibos anulados', value: (closing) => zField(closing, 'void_count') },
];

/** The closed shifts only: an open one has no closing yet. */
export function closingsCsv(shifts: readonly ClosingForCsv[]): string {
  const closed = shifts.filter((shift) => shift.closed_at !== null);
  return toSpreadsheetCsv([...closed].sort((a, b) => (a.closed_at ?? '').localeCompare(b.closed_at ?? '')), CLOSING_COLUMNS);
}

export function closingsFileName(today: Date): string {
  return `cierres-de-caja-${today.toISOString().slice(0, 10)}.csv`;
}
