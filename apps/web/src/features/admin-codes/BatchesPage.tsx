import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable } from '../../components/table';
import { paths } from '../../config/paths';
import { useBatches } from './api';
import { batchColumns } from './BatchesTable';
import { GenerateBatchForm } from './GenerateBatchForm';
import { ImportCodesForm } from './ImportCodesForm';

/** /admin/codes/batches — generate a batch, import codes from CSV, export batches for printing. */
export default function BatchesPage() {
  const batches = useBatches();
  return (
    <Page title={paths.admin.codes.batches.title}>
      <Section title="Wygeneruj partię">
        <GenerateBatchForm />
      </Section>
      <Section title="Importuj kody z pliku CSV">
        <ImportCodesForm />
      </Section>
      <Section title="Partie">
        <DataTable query={batches} rows={(list) => list} columns={batchColumns} label="Partie kodów" />
      </Section>
    </Page>
  );
}
