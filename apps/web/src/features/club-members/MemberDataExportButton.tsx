import { useQueryClient } from '@tanstack/react-query';
import { DownloadButton } from '../../components/feedback/DownloadButton';
import { downloadMemberData } from './api';
import { logsKeys } from '../settings';

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
      start={() => downloadMemberData(memberId)}
      done="Plik z danymi uczestnika jest gotowy"
      failed="Nie udało się pobrać danych uczestnika"
      // The history below the details shows the new EXPORT row: logsKeys.audit() is every audit page's key.
      onDone={() => void queryClient.invalidateQueries({ queryKey: logsKeys.audit() })}
    />
  );
}
