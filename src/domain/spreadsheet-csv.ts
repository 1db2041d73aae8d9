// CSV files an accountant in Colombia opens by double-click in Excel: Excel set to es-CO
// splits columns on ';' (its list separator, since ',' is the decimal mark), and reads
// UTF-8 only when the file starts with a byte-order mark, else 'Gradería' arrives as
// 'GraderÃ­a'. Amounts are whole pesos without thousands separators (COP has no centavos,
// so '180000' is a number Excel sums, where '180.000' would be read as 180); moments are
// 'dd/mm/aaaa hh:mm' in Bogotá's time, which Excel es-CO reads as a date.
// Papa Parse writes and reads the format (quoting, line breaks inside a field, formula
// escaping), so nothing here concatenates strings.
import Papa from 'papaparse';
import { ORGANIZATION_TIME_ZONE } from './dates';

export const CSV_SEPARATOR = ';';
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export type CsvCell = string | number | null;
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const bogotaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORGANIZATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-26T19:05:00Z' → '26/11/2026 14:05' (Bogotá); null or an unreadable moment → ''. */
export function csvMoment(moment: string | Date | null | undefined): string {
  if (!moment) return '';
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(bogotaParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** A whole-peso amount as Excel sums it: 180000 → 180000 (never '$ 180.000'). */
export function csvAmount(amount: number | null | undefined): CsvCell {
  return amount === null || amount === undefined ? null : Math.round(amount);
}

/** The file's text: BOM, a header row and one row per item; cells starting with = + - @ are escaped. */
export function toSpreadsheetCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const table = rows.map((row) => columns.map((column) => column.value(row) ?? ''));
  const text = Papa.unparse(
    { fields: columns.map((column) => column.header), data: table },
    { delimiter: CSV_SEPARATOR, newline: '\r\n', escapeFormulae: true },
  );
  return CSV_BYTE_ORDER_MARK + text;
}

/** Reads back what toSpreadsheetCsv wrote (tests, and imports if they ever come): header → cells. */
export function parseSpreadsheetCsv(text: string): Record<string, string>[] {
  const withoutMark = text.startsWith(CSV_BYTE_ORDER_MARK) ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string>>(withoutMark, { delimiter: CSV_SEPARATOR, header: true, skipEmptyLines: true });
  return parsed.data;
}

