import { describe, expect, it } from 'vitest';
import { csvAmount, csvMoment, parseSpreadsheetCsv, toSpreadsheetCsv, type CsvColumn } from './spreadsheet-csv';

interface Sale {
  customer: string;
  amount: number;
  at: string;
}
const columns: CsvColumn<Sale>[] = [
  { header: 'Cliente', value: (sale) => sale.customer },
  { header: 'Monto (COP)', value: (sale) => csvAmount(sale.amount) },
  { header: 'Fecha', value: (sale) => csvMoment(sale.at) },
];

describe('spreadsheet CSV for Excel es-CO', () => {
  it('starts with a BOM, separates with ; and ends rows with CRLF', () => {
    const text = toSpreadsheetCsv([{ customer: 'José Pérez', amount: 180000, at: '2026-11-26T19:05:00Z' }], columns);
    expect(text).toBe('\uFEFFCliente;Monto (COP);Fecha\r\nJosé Pérez;180000;26/11/2026 14:05');
  });

  it('reads back every awkward cell as written: separators, quotes, line breaks, accents, formulas escaped', () => {
    const awkward = ['Ana; María', 'El "Mono"', 'línea 1\nlínea 2', 'Gradería Ñ', '=HYPERLINK("x")', ''];
    const rows = awkward.map((customer, index) => ({ customer, amount: index * 1000, at: '2026-01-01T05:00:00Z' }));
    const parsed = parseSpreadsheetCsv(toSpreadsheetCsv(rows, columns));
    expect(parsed.map((row) => row.Cliente)).toEqual(awkward.map((text) => (text.startsWith('=') ? `'${text}` : text)));
    expect(parsed.map((row) => row['Monto (COP)'])).toEqual(['0', '1000', '2000', '3000', '4000', '5000']);
    expect(parsed[0].Fecha).toBe('01/01/2026 00:00');
  });

  it('leaves a missing moment or amount empty', () => {
    expect(csvMoment(null)).toBe('');
    expect(csvMoment('no es fecha')).toBe('');
    expect(csvAmount(null)).toBeNull();
  });
});
