import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_REQUIRED, MEMBER_IMPORT_ROLE_HINT, MEMBER_IMPORT_TEMPLATE } from '@klub/contracts';
import { CsvImportForm, useCsvUpload, useJobInUrl } from '../../components/csv-import';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { postUsersCsvImport } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { RECENT_IMPORTS } from './import-api';
import { FollowedImport } from './MemberImportJobView';

const M = paths.admin.clubMembers;
const required = MEMBER_IMPORT_REQUIRED.map((f) => MEMBER_IMPORT_COLUMNS[f]).join(', ');
const C = MEMBER_IMPORT_COLUMNS;
/** The values a cell may hold where the column is a choice (the template has an example of each). */
const TYPE_HINT = `Kolumna „${C.type}”: ${MEMBER_IMPORT_ROLE_HINT}; „${C.marketingConsent}”: „tak” albo „nie”; „${C.region}”: nazwa województwa lub puste.`;
/**
 * /admin/club-members/import-csv — choose a file and a mode, send it; the import runs on the
 * server in the background and its progress, errors and preview show below the form, so the
 * admin can check first (dry run) and then send the same file again in another mode.
 */
export default function ImportPage() {
  const queryClient = useQueryClient();
  const upload = useCsvUpload(postUsersCsvImport, () => void queryClient.invalidateQueries({ queryKey: RECENT_IMPORTS }));
  const [jobId, follow] = useJobInUrl();
  const template = () => saveBlob(new Blob([MEMBER_IMPORT_TEMPLATE], { type: 'text/csv' }), 'szablon-import-czlonkow.csv');

  return (
    <Page
      title={M.importCsv.title}
      lead={`Plik CSV w UTF-8 z nagłówkiem (separator „;”, jak w eksporcie). Wymagane kolumny: ${required}. Do 20 MB. ${TYPE_HINT}`}
      actions={
        <>
          <Button variant="outlined" startIcon={<Download />} onClick={template}>
            Pobierz szablon CSV
          </Button>
          <Button component={Link} to={M.import.path} variant="outlined" startIcon={<History />}>
            Historia importów
          </Button>
        </>
      }
    >
      <CsvImportForm
        label="Import członków z pliku CSV"
        defaultMode="DRY_RUN"
        pending={upload.isPending}
        error={upload.error ? errorMessage(upload.error, 'Nie udało się wysłać pliku') : null}
        onSubmit={(file, mode) =>
          upload.mutate(
            { file, mode },
            {
              onSuccess: (job) => {
                follow(job.id);
                showToast(mode === 'DRY_RUN' ? 'Plik wysłany — trwa sprawdzanie' : 'Plik wysłany — trwa import', 'success');
              },
            },
          )
        }
        note={
          <Alert severity="info" role="note">
            Zaimportowani członkowie dostają status „Aktywny” i nie dostają e-maila. Hasło ustawią sami przez „Nie pamiętam hasła”.
          </Alert>
        }
      />
      <FollowedImport jobId={jobId} />
    </Page>
  );
}
