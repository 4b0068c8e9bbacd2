import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { downloadOf, getUsersCsvExport, getUsersCsvExportMailing } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';

const KINDS = {
  all: {
    title: paths.admin.clubMembers.exportCsv.title,
    operation: getUsersCsvExport,
    file: 'czlonkowie',
    text: 'Wszyscy członkowie klubu i pracownicy (bez kont usuniętych): dane kontaktowe, firma, status, region, DTH, grupy i saldo punktów.',
  },
  mailing: {
    title: paths.admin.clubMembers.exportMailing.title,
    operation: getUsersCsvExportMailing,
    file: 'mailing',
    text: 'Tylko aktywni członkowie, którzy zgodzili się na informacje marketingowe: e-mail, imię, nazwisko, firma i miasto.',
  },
} as const;

/** /admin/club-members/export-csv and /export-mailing: one button, a CSV for Polish Excel (`;`, UTF-8 with BOM). */
export default function ExportPage() {
  const kind = useLocation().pathname.endsWith('export-mailing') ? KINDS.mailing : KINDS.all;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadOf(kind.operation, `${kind.file}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv', {}, { space: 'admin' });
      showToast('Plik CSV jest gotowy', 'success');
    } catch (error) {
      showToast(errorMessage(error, 'Nie udało się pobrać pliku CSV'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={kind.title}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography>{kind.text}</Typography>
        <Alert severity="info">Plik otworzysz w Excelu: kolumny są rozdzielone średnikiem, polskie znaki zostają.</Alert>
        <Button
          variant="contained"
          startIcon={<Download />}
          onClick={() => void download()}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          Pobierz plik CSV
        </Button>
        {busy ? <LinearProgress aria-label="Przygotowywanie pliku" /> : null}
      </Stack>
    </Page>
  );
}
