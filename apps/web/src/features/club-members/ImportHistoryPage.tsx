import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_IMPORT_MODE_LABELS } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useRecentImports } from './import-api';
import { IMPORT_STATUS_LABELS, ImportJobView } from './ImportJobView';

const M = paths.admin.clubMembers;

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
      <QueryView
        query={recent}
        isEmpty={(list) => list.length === 0}
        emptyText="Nie było jeszcze importów"
        loadingLabel="Wczytywanie importów…"
      >
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Ostatnie importy">
              <TableHead>
                <TableRow>
                  <TableCell align="right">Nr</TableCell>
                  <TableCell>Data</TableCell>
                  <TableCell>Plik</TableCell>
                  <TableCell>Tryb</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Wiersze</TableCell>
                  <TableCell align="right">Zaimportowano</TableCell>
                  <TableCell align="right">Błędy</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((job) => (
                  <TableRow key={job.id} selected={job.id === jobId}>
                    <TableCell align="right">
                      <Link to={`${M.import.path}?id=${job.id}`} aria-label={`Pokaż import nr ${job.id}`}>
                        {job.id}
                      </Link>
                    </TableCell>
                    <TableCell>{formatDateTime(job.createdAt)}</TableCell>
                    <TableCell>{job.fileName}</TableCell>
                    <TableCell>{MEMBER_IMPORT_MODE_LABELS[job.mode]}</TableCell>
                    <TableCell>
                      <Chip size="small" label={IMPORT_STATUS_LABELS[job.status].label} color={IMPORT_STATUS_LABELS[job.status].color} />
                    </TableCell>
                    <TableCell align="right">{formatNumber(job.totalRows)}</TableCell>
                    <TableCell align="right">{formatNumber(job.insertedRows)}</TableCell>
                    <TableCell align="right">{formatNumber(job.errorRows)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
      {jobId ? (
        <>
          <Divider sx={{ my: 4 }} />
          <ImportJobView key={jobId} id={jobId} />
        </>
      ) : null}
    </Page>
  );
}
