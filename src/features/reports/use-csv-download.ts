// 'Descargar CSV': builds the file chunk by chunk (domain/spreadsheet-csv-chunks), so 50,000
// rows leave the screen responsive and a progress bar moving, then hands it to the browser.
// Offline too: the rows come from the replica.
import { useCallback, useState } from 'react';
import { exportColumnsOf, exportFileName, exportRowsOf, type ExportDataset, type ExportRows } from '../../domain/accounting-export';
import type { ReportFilter } from '../../domain/sales-report';
import { CSV_MIME_TYPE } from '../../domain/spreadsheet-csv';
import { spreadsheetCsvParts } from '../../domain/spreadsheet-csv-chunks';

export type DownloadState = { status: 'idle' } | { status: 'building'; dataset: ExportDataset; progress: number } | { status: 'failed'; message: string };

export const DOWNLOAD_FAILED = 'No se pudo generar el archivo. Por favor, intenta nuevamente.';

function saveFile(parts: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when click() returns; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useCsvDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const download = useCallback(async (dataset: ExportDataset, rows: ExportRows, filter: ReportFilter, eventSlug: string | null) => {
    setState({ status: 'building', dataset, progress: 0 });
    try {
      const lines = exportRowsOf(dataset, rows, filter, new Date());
      const parts = await spreadsheetCsvParts(lines, exportColumnsOf(dataset), {
        onProgress: (progress) => setState({ status: 'building', dataset, progress }),
      });
      saveFile(parts, exportFileName(dataset, filter, eventSlug));
      setState({ status: 'idle' });
    } catch {
      setState({ status: 'failed', message: DOWNLOAD_FAILED });
    }
  }, []);
  return { state, download };
}
