import { useQueryClient } from '@tanstack/react-query';
import { dataExportFileName } from '@klub/contracts';
import { DownloadButton } from '../../components/feedback/DownloadButton';
import { api } from '../../lib/api-client';
import { toApiDate } from '../../lib/dates';
import { logsKeys } from '../settings/api';

/**
 * "Pobierz dane uczestnika": the member's own data export (the ZIP of "Pobierz moje dane") for an
 * admin answering a RODO request, saved as dane-uczestnika-<id>-<day>.zip. The server records each
 * download in the audit trail (action EXPORT), which the history below the details then shows.
 */
export function MemberDataExportButton({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  return (
    <DownloadButton
      label="Pobierz dane uczestnika"
      start={() =>
        api.download(`/api/users/${memberId}/export`, dataExportFileName(toApiDate(new Date()), memberId), 'application/zip', {
          space: 'admin',
        })
      }
      done="Plik z danymi uczestnika jest gotowy"
      failed="Nie udało się pobrać danych uczestnika"
      // The history below the details shows the new EXPORT row: every audit page's key starts with admin/settings/logs.
      onDone={() => void queryClient.invalidateQueries({ queryKey: logsKeys.audit({}).slice(0, 3) })}
    />
  );
}
