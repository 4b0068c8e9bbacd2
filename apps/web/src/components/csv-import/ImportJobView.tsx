import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IMPORT_MODE_LABELS, type ImportJob } from '@klub/contracts';
import { QueryView } from '../feedback/QueryView';
import { DataTable, type Column } from '../table';
import { formatNumber } from '../../lib/format';
import { IMPORT_STATUS_LABELS, isRunning, useImportJob } from './import-api';

/** A column of the preview: its header and how a previewed row (as the server's kind shaped it) shows in it. */
export interface PreviewColumn {
  label: string;
  value(row: Record<string, unknown>): ReactNode;
  align?: 'right';
}

export interface ImportJobViewProps {
  id: number;
  previewColumns: PreviewColumn[];
  /** What a finished import wrote, e.g. "Zaimportowano członków: 2." */
  importedText(job: ImportJob): string;
  /** Shown after a successful import (what happens next: authorisation, passwords). */
  afterImport?: ReactNode;
  /** The job has just ended: refresh what it changed. */
  onFinished?(job: ImportJob): void;
  /** "zapisywanie członków…" */
  savingText?: string;
}

function Progress({ job, savingText }: { job: ImportJob; savingText?: string }) {
  const active = isRunning(job);
  const known = job.totalRows > 0;
  const percent = known ? Math.round((job.processedRows / job.totalRows) * 100) : 0;
  const label = !known
    ? job.status === 'QUEUED'
      ? 'Czeka w kolejce…'
      : 'Wczytywanie pliku…'
    : `Sprawdzono ${formatNumber(job.processedRows)} z ${formatNumber(job.totalRows)} wierszy`;
  return (
    <Box>
      <LinearProgress
        variant={active && !known ? 'indeterminate' : 'determinate'}
        value={active ? percent : 100}
        aria-label="Postęp importu"
        aria-valuetext={label}
        sx={{ height: 10, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status" aria-live="polite">
        {label}
        {active && known && job.processedRows === job.totalRows && job.mode !== 'DRY_RUN' ? ` — ${savingText ?? 'zapisywanie…'}` : ''}
      </Typography>
    </Box>
  );
}

function Summary({
  job,
  importedText,
  afterImport,
}: {
  job: ImportJob;
  importedText: ImportJobViewProps['importedText'];
  afterImport?: ReactNode;
}) {
  if (isRunning(job)) return null;
  const counts = `Wierszy w pliku: ${formatNumber(job.totalRows)}, poprawnych: ${formatNumber(job.totalRows - job.errorRows)}, z błędami: ${formatNumber(job.errorRows)}.`;
  if (job.status === 'FAILED') {
    return (
      <Alert severity="error" role="alert">
        {job.failure ?? 'Import nie powiódł się'} {job.totalRows ? counts : ''}
      </Alert>
    );
  }
  if (job.mode === 'DRY_RUN') {
    return (
      <Alert severity={job.errorRows ? 'warning' : 'success'} role="status">
        {`Sprawdzenie zakończone — nic nie zostało zapisane. ${counts}`}
        {job.errorRows ? ' Popraw błędne wiersze albo wybierz „Importuj poprawne wiersze”.' : ' Plik jest gotowy do importu.'}
      </Alert>
    );
  }
  return (
    <Alert severity={job.errorRows ? 'warning' : 'success'} role="status">
      {`${importedText(job)} ${counts}`}
      {job.insertedRows ? afterImport : null}
    </Alert>
  );
}

type PreviewRow = ImportJob['preview'][number];
const errorColumns: Column<ImportJob['errors'][number]>[] = [
  { key: 'line', header: 'Wiersz', align: 'right', width: 90, cell: (e) => e.line },
  { key: 'message', header: 'Błąd', sx: { overflowWrap: 'anywhere' }, cell: (e) => e.message },
];
const lineColumn: Column<PreviewRow> = { key: 'line', header: 'Wiersz', align: 'right', cell: (row) => String(row.line) };

function ErrorsTable({ job }: { job: ImportJob }) {
  if (job.errors.length === 0) return null;
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Błędy ({formatNumber(job.errorRows)})
      </Typography>
      {job.errorRows > job.errors.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Pokazano pierwsze ${formatNumber(job.errors.length)} błędów.`}
        </Typography>
      ) : null}
      <DataTable rows={job.errors} columns={errorColumns} rowKey={(e) => `${e.line}-${e.message}`} label="Błędy importu" maxHeight={420} />
    </Box>
  );
}

function PreviewTable({ job, columns }: { job: ImportJob; columns: PreviewColumn[] }) {
  if (job.preview.length === 0) return null;
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {job.mode === 'DRY_RUN' ? 'Podgląd poprawnych wierszy' : 'Pierwsze poprawne wiersze'}
      </Typography>
      <DataTable
        rows={job.preview}
        columns={[
          lineColumn,
          ...columns.map((c): Column<PreviewRow> => ({
            key: c.label,
            header: c.label,
            align: c.align,
            cell: (row) => c.value(row) ?? '—',
          })),
        ]}
        rowKey={(row) => String(row.line)}
        label="Podgląd importu"
      />
    </Box>
  );
}

/** One import: progress while it runs (polled), then the summary, the line errors and the preview. */
export function ImportJobView({ id, previewColumns, importedText, afterImport, onFinished, savingText }: ImportJobViewProps) {
  const query = useImportJob(id, onFinished);
  return (
    <QueryView query={query} loadingLabel="Wczytywanie stanu importu…">
      {(job) => (
        <Stack spacing={2} component="section" aria-label={`Import nr ${job.id}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h2" sx={{ mr: 1, overflowWrap: 'anywhere' }}>{`Import nr ${job.id}: ${job.fileName}`}</Typography>
            <Chip size="small" label={IMPORT_STATUS_LABELS[job.status].label} color={IMPORT_STATUS_LABELS[job.status].color} />
            <Chip size="small" variant="outlined" label={IMPORT_MODE_LABELS[job.mode]} />
          </Box>
          <Progress job={job} savingText={savingText} />
          <Summary job={job} importedText={importedText} afterImport={afterImport} />
          <ErrorsTable job={job} />
          <PreviewTable job={job} columns={previewColumns} />
        </Stack>
      )}
    </QueryView>
  );
}
