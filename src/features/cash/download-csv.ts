import { CSV_MIME_TYPE } from '../../domain/spreadsheet-csv';

/** Saves the text as a file through the browser (works offline: nothing is fetched). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
