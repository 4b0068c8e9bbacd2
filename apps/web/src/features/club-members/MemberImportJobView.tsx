import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, type RoleCode } from '@klub/contracts';
import { ImportJobView, type PreviewColumn } from '../../components/csv-import';
import { formatNumber } from '../../lib/format';
import { MEMBER_LISTS } from './api';
import { RECENT_IMPORTS } from './import-api';

const text = (v: unknown) => (v == null || v === '' ? '—' : String(v));
const PREVIEW: PreviewColumn[] = [
  { label: 'E-mail', value: (r) => text(r.email) },
  { label: 'Imię i nazwisko', value: (r) => `${text(r.firstname)} ${text(r.lastname)}` },
  { label: 'Telefon', value: (r) => text(r.phone) },
  { label: 'Firma', value: (r) => text(r.companyName) },
  { label: 'NIP', value: (r) => text(r.nip) },
  { label: 'Adres', value: (r) => [r.street, `${text(r.postCode)} ${text(r.city)}`].filter(Boolean).join(', ') },
  { label: 'Rodzaj', value: (r) => ROLE_LABELS[Number(r.type) as RoleCode] ?? text(r.type) },
  { label: 'Województwo', value: (r) => text(r.regionName) },
  { label: 'Zgoda marketingowa', value: (r) => (r.marketingConsent ? 'tak' : 'nie') },
];

/** A members import: progress, summary, errors and a preview in members' columns; the lists refresh when it ends. */
export function MemberImportJobView({ id }: { id: number }) {
  const queryClient = useQueryClient();
  return (
    <ImportJobView
      id={id}
      previewColumns={PREVIEW}
      savingText="zapisywanie członków…"
      importedText={(job) => `Zaimportowano członków: ${formatNumber(job.insertedRows)}.`}
      afterImport=" Nowi członkowie nie dostali e-maila — hasło ustawią przez „Nie pamiętam hasła”."
      onFinished={(job) => {
        void queryClient.invalidateQueries({ queryKey: RECENT_IMPORTS });
        if (job.insertedRows > 0) void queryClient.invalidateQueries({ queryKey: MEMBER_LISTS });
      }}
    />
  );
}

/** The import a page follows (its id in the URL), under a divider; nothing while none is chosen. */
export function FollowedImport({ jobId }: { jobId: number | null | undefined }) {
  return jobId ? (
    <>
      <Divider sx={{ my: 4 }} />
      <MemberImportJobView key={jobId} id={jobId} />
    </>
  ) : null;
}
