import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MEMBER_IMPORT_MODE_LABELS, type MemberImportJob, type MemberImportStatus } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { formatNumber } from '../../lib/format';
import { ROLE_LABELS } from './import-labels';
import { useImportJob } from './import-api';

export const IMPORT_STATUS_LABELS: Record<MemberImportStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  QUEUED: { label: 'W kolejce', color: 'default' },
  RUNNING: { label: 'W toku', color: 'info' },
  DONE: { label: 'Zakończony', color: 'success' },
  FAILED: { label: 'Nieudany', color: 'error' },
};

function Progress({ job }: { job: MemberImportJob }) {
  const active = job.status === 'QUEUED' || job.status === 'RUNNING';
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
        {active && known && job.processedRows === job.totalRows && job.mode !== 'DRY_RUN' ? ' — zapisywanie członków…' : ''}
      </Typography>
    </Box>
  );
}

function Summary({ job }: { job: MemberImportJob }) {
  if (job.status === 'QUEUED' || job.status === 'RUNNING') return null;
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
      {`Zaimportowano członków: ${formatNumber(job.insertedRows)}. ${counts}`}
      {job.insertedRows ? ' Nowi członkowie nie dostali e-maila — hasło ustawią przez „Nie pamiętam hasła”.' : ''}
    </Alert>
  );
}

export function ImportErrorsTable({ job }: { job: MemberImportJob }) {
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
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="Błędy importu">
          <TableHead>
            <TableRow>
              <TableCell align="right" sx={{ width: 90 }}>
                Wiersz
              </TableCell>
              <TableCell>Błąd</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.errors.map((e) => (
              <TableRow key={`${e.line}-${e.message}`}>
                <TableCell align="right">{e.line}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function PreviewTable({ job }: { job: MemberImportJob }) {
  if (job.preview.length === 0) return null;
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {job.mode === 'DRY_RUN' ? 'Podgląd poprawnych wierszy' : 'Pierwsze poprawne wiersze'}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Podgląd importu">
          <TableHead>
            <TableRow>
              <TableCell align="right">Wiersz</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Imię i nazwisko</TableCell>
              <TableCell>Telefon</TableCell>
              <TableCell>Firma</TableCell>
              <TableCell>NIP</TableCell>
              <TableCell>Adres</TableCell>
              <TableCell>Rodzaj</TableCell>
              <TableCell>Województwo</TableCell>
              <TableCell>Zgoda marketingowa</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.preview.map((r) => (
              <TableRow key={r.line}>
                <TableCell align="right">{r.line}</TableCell>
                <TableCell>{r.email}</TableCell>
                <TableCell>{`${r.firstname} ${r.lastname}`}</TableCell>
                <TableCell>{r.phone}</TableCell>
                <TableCell>{r.companyName ?? '—'}</TableCell>
                <TableCell>{r.nip ?? '—'}</TableCell>
                <TableCell>{[r.street, `${r.postCode} ${r.city}`].filter(Boolean).join(', ')}</TableCell>
                <TableCell>{ROLE_LABELS[r.type] ?? r.type}</TableCell>
                <TableCell>{r.regionName ?? '—'}</TableCell>
                <TableCell>{r.marketingConsent ? 'tak' : 'nie'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** One import: progress while it runs (polled), then the summary, the row errors and the preview. */
export function ImportJobView({ id }: { id: number }) {
  const query = useImportJob(id);
  return (
    <QueryView query={query} loadingLabel="Wczytywanie stanu importu…">
      {(job) => (
        <Stack spacing={2} component="section" aria-label={`Import nr ${job.id}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h2" sx={{ mr: 1 }}>{`Import nr ${job.id}: ${job.fileName}`}</Typography>
            <Chip size="small" label={IMPORT_STATUS_LABELS[job.status].label} color={IMPORT_STATUS_LABELS[job.status].color} />
            <Chip size="small" variant="outlined" label={MEMBER_IMPORT_MODE_LABELS[job.mode]} />
          </Box>
          <Progress job={job} />
          <Summary job={job} />
          <ImportErrorsTable job={job} />
          <PreviewTable job={job} />
        </Stack>
      )}
    </QueryView>
  );
}
