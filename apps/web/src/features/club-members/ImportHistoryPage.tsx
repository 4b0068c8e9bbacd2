import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_IMPORT_MODE_LABELS, type MemberImportSummary } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useRecentImports } from './import-api';
import { IMPORT_STATUS_LABELS } from '../../components/csv-import';
import { FollowedImport } from './MemberImportJobView';

const M = paths.admin.clubMembers;

const columns: Column<MemberImportSummary>[] = [
  {
    key: 'id',
    header: 'Nr',
    align: 'right',
    cell: (job) => (
      <Link to={`${M.import.path}?id=${job.id}`} aria-label={`Pokaż import nr ${job.id}`}>
        {job.id}
      </Link>
    ),
  },
  { key: 'createdAt', header: 'Data', cell: (job) => formatDateTime(job.createdAt) },
  { key: 'file', header: 'Plik', cell: (job) => job.fileName },
  { key: 'mode', header: 'Tryb', cell: (job) => MEMBER_IMPORT_MODE_LABELS[job.mode] },
  {
    key: 'status',
    header: 'Status',
    cell: (job) => <Chip size="small" label={IMPORT_STATUS_LABELS[job.status].label} color={IMPORT_STATUS_LABELS[job.status].color} />,
  },
  { key: 'rows', header: 'Wiersze', align: 'right', cell: (job) => formatNumber(job.totalRows) },
  { key: 'inserted', header: 'Zaimportowano', align: 'right', cell: (job) => formatNumber(job.insertedRows) },
  { key: 'errors', header: 'Błędy', align: 'right', cell: (job) => formatNumber(job.errorRows) },
];

/** /admin/club-members/import — the last imports (who ran what, how it ended); `?id=` opens one with its errors. */
export default function ImportHistoryPage() {
  const recent = useRecentImports();
  const [params] = useSearchParams();
  const jobId = Number(params.get('id')) || null;
  return (
    <Page
      title={M.import.title}
      lead="Ostatnie importy członków z plików CSV. Wybierz import, aby zobaczyć jego postęp, błędy i podgląd."
      actions={
        <Button component={Link} to={M.importCsv.path} variant="contained" startIcon={<UploadFile />}>
          Nowy import
        </Button>
      }
    >
      <DataTable
        query={recent}
        rows={(list) => list}
        columns={columns}
        rowProps={(job) => ({ selected: job.id === jobId })}
        label="Ostatnie importy"
        emptyText="Nie było jeszcze importów"
        loadingLabel="Wczytywanie importów…"
      />
      <FollowedImport jobId={jobId} />
    </Page>
  );
}
