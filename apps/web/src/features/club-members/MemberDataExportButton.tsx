import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Download from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { dataExportFileName } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { api, errorMessage } from '../../lib/api-client';
import { toApiDate } from '../../lib/dates';
import { logsKeys } from '../settings/api';

/**
 * "Pobierz dane uczestnika": the member's own data export (the ZIP of "Pobierz moje dane") for an
 * admin answering a RODO request, saved as dane-uczestnika-<id>-<day>.zip. The server records each
 * download in the audit trail (action EXPORT), which the history below the details then shows.
 */
export function MemberDataExportButton({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const download = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    api
      .download(`/api/users/${memberId}/export`, dataExportFileName(toApiDate(new Date()), memberId), 'application/zip', {
        space: 'admin',
      })
      .then(() => {
        showToast('Plik z danymi uczestnika jest gotowy', 'success');
        // The history below the details shows the new EXPORT row: every audit page's key starts with admin/settings/logs.
        void queryClient.invalidateQueries({ queryKey: logsKeys.audit({}).slice(0, 3) });
      })
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać danych uczestnika')))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
      onClick={download}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? 'Przygotowywanie pliku…' : 'Pobierz dane uczestnika'}
    </Button>
  );
}
