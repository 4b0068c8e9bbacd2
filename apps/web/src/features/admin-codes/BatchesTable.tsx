import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import type { CodeBatch } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatNumber } from '../../lib/format';
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
export function BatchesTable({ batches }: { batches: readonly CodeBatch[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Partie kodów">
        <TableHead>
          <TableRow>
            <TableCell align="right">Nr</TableCell>
            <TableCell>Pakiet</TableCell>
            <TableCell align="right">Kody</TableCell>
            <TableCell align="right">Wykorzystane</TableCell>
            <TableCell>Pochodzenie</TableCell>
            <TableCell>Uwagi</TableCell>
            <TableCell>Utworzona</TableCell>
            <TableCell>Plik</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.map((batch) => (
            <TableRow key={batch.id}>
              <TableCell align="right" component="th" scope="row">
                {batch.id}
              </TableCell>
              <TableCell>{batch.packageName}</TableCell>
              <TableCell align="right">{formatNumber(batch.count)}</TableCell>
              <TableCell align="right">{formatNumber(batch.usedCount)}</TableCell>
              <TableCell>{BATCH_ORIGIN_LABELS[batch.origin]}</TableCell>
              <TableCell>{batch.note || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(batch.createdAt)}</TableCell>
              <TableCell>
                <ExportButton batch={batch} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
