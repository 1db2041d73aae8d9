import { describe, expect, it } from 'vitest';
import { spreadsheetCsvParts } from './spreadsheet-csv-chunks';
import { parseSpreadsheetCsv, toSpreadsheetCsv, type CsvColumn } from './spreadsheet-csv';

interface Sale {
  id: number;
  customer: string;
  amount: number;
}

const columns: CsvColumn<Sale>[] = [
  { header: 'N.º', value: (sale) => sale.id },
  { header: 'Cliente', value: (sale) => sale.customer },
  { header: 'Monto', value: (sale) => sale.amount },
];

// Names with the characters a CSV writer must quote: the separator, quotes, a line break, a formula.
const sales = (count: number): Sale[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    customer: ['Peña; Gradería', 'Ana "la de Neiva"', 'José\nMaría', '=SUMA(A1)'][index % 4] + ` ${index}`,
    amount: 20_000 + (index % 7) * 1_000,
  }));

describe('spreadsheetCsvParts', () => {
  it('writes 50,000 rows in chunks, giving the page back between them, into exactly the one-go file', async () => {
    const rows = sales(50_000);
    const progress: number[] = [];
    let breaths = 0;
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const parts = await spreadsheetCsvParts(rows, columns, {
      onProgress: (done) => progress.push(done),
      breathe: async () => {
        breaths += 1;
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    });
    // A timer queued before the export ran while it was being written: the event loop was not held.
    expect(timerRan).toBe(true);
    expect(breaths).toBe(25);
    expect(progress).toHaveLength(25);
    expect(progress.every((done, index) => index === 0 || done > progress[index - 1])).toBe(true);
    expect(progress.at(-1)).toBe(1);
    const text = parts.join('');
    expect(text).toBe(toSpreadsheetCsv(rows, columns));
    const parsed = parseSpreadsheetCsv(text);
    expect(parsed).toHaveLength(50_000);
    expect(parsed[2]).toEqual({ 'N.º': '3', Cliente: 'José\nMaría 2', Monto: '22000' });
    expect(parsed[49_999]['N.º']).toBe('50000');
  });

  it('writes the header alone, and says it is done, when there is nothing to export', async () => {
    const progress: number[] = [];
    const parts = await spreadsheetCsvParts([], columns, { onProgress: (done) => progress.push(done) });
    expect(parts.join('')).toBe(toSpreadsheetCsv([], columns));
    expect(progress).toEqual([1]);
  });

  it('joins chunks that end mid-way exactly like the one-go file', async () => {
    const rows = sales(7);
    expect((await spreadsheetCsvParts(rows, columns, { chunkRows: 3, breathe: async () => {} })).join('')).toBe(toSpreadsheetCsv(rows, columns));
  });
});
