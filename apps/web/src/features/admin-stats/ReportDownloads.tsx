import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { downloadReport, type ReportFormat, type ReportOperations, type ReportQuery } from './api';

/** What a failed download does: a PDF's failure is only logged (spec §7), a CSV's is the usual toast. */
const FAILED: Record<ReportFormat, (error: unknown) => void> = {
  pdf: (error) => console.error('Nie udało się pobrać raportu PDF', error),
  csv: (error) => showToast(errorMessage(error, 'Nie udało się pobrać pliku CSV')),
};

/**
 * "Pobierz PDF" and "Pobierz CSV": the report with the screen's filters (`skip`/`take` left out: a
 * paged report's files hold every row up to their caps), as the server lays it out.
 */
export function ReportDownloads({ operations, query, fileName }: { operations: ReportOperations; query: ReportQuery; fileName: string }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = (format: ReportFormat) => {
    setBusy(format);
    downloadReport(operations, format, query, fileName)
      .catch(FAILED[format])
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => download('pdf')} disabled={busy === 'pdf'}>
        Pobierz PDF
      </Button>
      <Button variant="outlined" startIcon={<Download />} onClick={() => download('csv')} disabled={busy === 'csv'}>
        Pobierz CSV
      </Button>
    </>
  );
}
