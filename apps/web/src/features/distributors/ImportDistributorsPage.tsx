import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DISTRIBUTOR_CSV_COLUMNS } from '@klub/contracts';
import { CsvImportForm, ImportJobView, useCsvUpload, useJobInUrl, type PreviewColumn } from '../../components/csv-import';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { postDistributorsCsvImport } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { distributorsKeys } from './api';

const D = paths.admin.distributors;
const columns = Object.values(DISTRIBUTOR_CSV_COLUMNS)
  .map((c) => c.label)
  .join('; ');
const text = (v: unknown) => (v == null || v === '' ? '—' : String(v));
const PREVIEW: PreviewColumn[] = [
  { label: 'Nazwa', value: (r) => text(r.name) },
  { label: 'NIP', value: (r) => text(r.nip) },
  { label: 'E-mail', value: (r) => text(r.email) },
  { label: 'Telefon', value: (r) => text(r.phone) },
  { label: 'Adres', value: (r) => [r.street, [r.postCode, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—' },
];

/** /admin/distributors/add-from-csv — a background import (dry run, all or nothing, valid rows); imported distributors wait for authorisation. */
export default function ImportDistributorsPage() {
  const queryClient = useQueryClient();
  const upload = useCsvUpload(postDistributorsCsvImport);
  const [jobId, follow] = useJobInUrl();

  return (
    <Page
      title={D.addFromCsv.title}
      lead={`Plik CSV (UTF-8, separator ; lub ,) z nagłówkiem: ${columns}. Wymagana jest tylko kolumna „nazwa”. Zaimportowani dystrybutorzy czekają na autoryzację.`}
      actions={
        <Button component={Link} to={D.unauthorized.path} variant="outlined">
          Nieautoryzowani
        </Button>
      }
    >
      <CsvImportForm
        label="Import dystrybutorów z pliku CSV"
        defaultMode="ALL_OR_NOTHING"
        pending={upload.isPending}
        error={upload.error ? errorMessage(upload.error, 'Nie udało się wysłać pliku') : null}
        onSubmit={(file, mode) => upload.mutate({ file, mode }, { onSuccess: (job) => follow(job.id) })}
      />
      {jobId ? (
        <>
          <Divider sx={{ my: 4 }} />
          <ImportJobView
            key={jobId}
            id={jobId}
            previewColumns={PREVIEW}
            savingText="zapisywanie dystrybutorów…"
            importedText={(job) => `Zaimportowano dystrybutorów: ${formatNumber(job.insertedRows)}. Czekają na autoryzację.`}
            afterImport={
              <Button component={Link} to={D.unauthorized.path} color="inherit" size="small" sx={{ ml: 1 }}>
                Przejdź do autoryzacji
              </Button>
            }
            onFinished={(job) =>
              job.insertedRows > 0 ? void queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() }) : undefined
            }
          />
        </>
      ) : null}
    </Page>
  );
}
