import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NativeSelect } from '../../components/form/NativeSelect';
import { CsvImportForm, ImportJobView, useCsvUpload, useJobInUrl, type PreviewColumn } from '../../components/csv-import';
import { keyOf, getCodesBatches, getPoints, postCodesImport } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';
import { formatCodes } from '../../lib/format';
import { usePackages } from '../points';
import { packageOptions } from './package-options';

const PREVIEW: PreviewColumn[] = [{ label: 'Kod', value: (r) => String(r.code) }];

/** "Importuj kody z pliku CSV" into a new batch of one package: a background import with its progress, refused lines and preview. */
export function ImportCodesForm() {
  const queryClient = useQueryClient();
  const packages = usePackages('admin');
  const upload = useCsvUpload(postCodesImport);
  const [jobId, follow] = useJobInUrl('import');
  const [packageId, setPackageId] = useState('');

  return (
    <>
      <CsvImportForm
        label="Importuj kody z pliku CSV"
        defaultMode="ALL_OR_NOTHING"
        pending={upload.isPending}
        error={upload.error ? errorMessage(upload.error, 'Nie udało się wysłać pliku') : null}
        check={() => (packageId ? null : 'Wybierz pakiet')}
        fileHint="Jeden kod w wierszu albo kolumna „kod” (separator ; lub ,)"
        onSubmit={(file, mode) => upload.mutate({ file, mode, query: { packageId } }, { onSuccess: (job) => follow(job.id) })}
        fields={
          <NativeSelect label="Pakiet importowanych kodów" value={packageId} onChange={setPackageId} sx={{ maxWidth: 420 }}>
            <option value="">Wybierz pakiet</option>
            {packageOptions(packages.data).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        }
      />
      {jobId ? (
        <ImportJobView
          key={jobId}
          id={jobId}
          previewColumns={PREVIEW}
          savingText="zapisywanie kodów…"
          importedText={(job) =>
            `Zaimportowano ${formatCodes(job.insertedRows)}${job.result?.batchId ? ` (partia nr ${String(job.result.batchId)})` : ''}.`
          }
          onFinished={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: keyOf(getCodesBatches) }),
              queryClient.invalidateQueries({ queryKey: keyOf(getPoints) }),
            ])
          }
        />
      ) : null}
    </>
  );
}
