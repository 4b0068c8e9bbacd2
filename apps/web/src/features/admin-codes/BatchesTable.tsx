import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import type { CodeBatch } from '@klub/contracts';
import type { Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { downloadBatchCsv } from './api';
import { BATCH_ORIGIN_LABELS } from './types';

function ExportButton({ batch }: { batch: CodeBatch }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadBatchCsv(batch);
    } catch (error) {
      showToast(errorMessage(error, 'Nie udało się pobrać pliku'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Eksportuj CSV partii nr ${batch.id}`}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <Download />}
    >
      Eksportuj CSV
    </Button>
  );
}

/** Code batches, newest first, each with its CSV export (for printing). */
export const batchColumns: Column<CodeBatch>[] = [
  { key: 'id', header: 'Nr', align: 'right', rowHeader: true, cell: (b) => b.id },
  { key: 'package', header: 'Pakiet', cell: (b) => b.packageName },
  { key: 'count', header: 'Kody', align: 'right', cell: (b) => formatNumber(b.count) },
  { key: 'used', header: 'Wykorzystane', align: 'right', cell: (b) => formatNumber(b.usedCount) },
  { key: 'origin', header: 'Pochodzenie', cell: (b) => BATCH_ORIGIN_LABELS[b.origin] },
  { key: 'note', header: 'Uwagi', cell: (b) => b.note || '—' },
  { key: 'createdAt', header: 'Utworzona', sx: { whiteSpace: 'nowrap' }, cell: (b) => formatDateTime(b.createdAt) },
  { key: 'file', header: 'Plik', cell: (b) => <ExportButton batch={b} /> },
];
