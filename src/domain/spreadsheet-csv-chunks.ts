// A big export (50,000 bookings of a festival) written in one go would hold the page for
// seconds: buttons dead, the progress bar frozen. This writes the same file a chunk of rows
// at a time through the shared writer (toSpreadsheetCsv), giving the event loop back between
// chunks and saying how far it got, so the screen stays alive and shows a progress bar.
import { toSpreadsheetCsv, type CsvColumn } from './spreadsheet-csv';

export const CSV_CHUNK_ROWS = 2_000;

export interface ChunkedCsvOptions {
  chunkRows?: number;
  /** Done share, 0 to 1, after each chunk. */
  onProgress?: (done: number) => void;
  /** Lets the page breathe between chunks; a macrotask by default, so input and paint get their turn. */
  breathe?: () => Promise<void>;
}

const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Exactly toSpreadsheetCsv(rows, columns), built chunk by chunk; its pieces, to put in a Blob without one huge string. */
export async function spreadsheetCsvParts<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: ChunkedCsvOptions = {}): Promise<string[]> {
  const { chunkRows = CSV_CHUNK_ROWS, onProgress, breathe = nextMacrotask } = options;
  // What the writer puts before the first row: the mark and the header line.
  const header = toSpreadsheetCsv([], columns);
  const parts = [header];
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = toSpreadsheetCsv(rows.slice(start, start + chunkRows), columns);
    // Papa Parse ends the header with a line break only when no row follows it, and never ends the last row with one.
    parts.push((start === 0 ? '' : '\r\n') + chunk.slice(header.length));
    onProgress?.(Math.min(1, (start + chunkRows) / rows.length));
    await breathe();
  }
  if (rows.length === 0) onProgress?.(1);
  return parts;
}
