import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddLink } from '../../components/layout/AddLink';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { DataTable } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDistributors, type DistributorListKind } from './api';
import { distributorColumns } from './DistributorsTable';
import { filterDistributors } from './filter';

const D = paths.admin.distributors;
const COLUMNS = distributorColumns(false);
const WAITING_COLUMNS = distributorColumns(true);

/** The shared body of /admin/distributors/list and /admin/distributors/unauthorized. */
export function DistributorsScreen({ kind }: { kind: DistributorListKind }) {
  const list = useDistributors(kind);
  const [search, setSearch] = useState('');
  const waiting = kind === 'waiting';
  return (
    <Page
      title={waiting ? D.unauthorized.title : D.list.title}
      lead={
        waiting
          ? 'Dystrybutorzy dodani z pliku CSV (lub bez autoryzacji) czekają, aż administrator sprawdzi ich dane i ich autoryzuje.'
          : undefined
      }
      actions={
        <>
          <Button component={Link} to={waiting ? D.list.path : D.unauthorized.path} variant="outlined">
            {waiting ? 'Wszyscy dystrybutorzy' : 'Nieautoryzowani'}
          </Button>
          <Button component={Link} to={D.addFromCsv.path} variant="outlined" startIcon={<UploadFile />}>
            Import z CSV
          </Button>
          <AddLink to={D.add.path}>Dodaj dystrybutora</AddLink>
        </>
      }
    >
      <QueryView
        query={list}
        isEmpty={(answer) => answer.data.length === 0}
        emptyText={waiting ? 'Żaden dystrybutor nie czeka na autoryzację' : 'Brak dystrybutorów'}
      >
        {(answer) => {
          const rows = filterDistributors(answer.data, search);
          return (
            <>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
                <TextField
                  label="Szukaj"
                  placeholder="Nazwa, NIP, miasto, e-mail"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  size="small"
                  sx={{ flex: '0 1 360px' }}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                  {`Dystrybutorów: ${formatNumber(rows.length)}${rows.length !== answer.total ? ` z ${formatNumber(answer.total)}` : ''}`}
                </Typography>
              </Box>
              <DataTable
                rows={rows}
                columns={waiting ? WAITING_COLUMNS : COLUMNS}
                label="Dystrybutorzy"
                emptyText="Brak dystrybutorów pasujących do wyszukiwania."
              />
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** /admin/distributors/list */
export default function DistributorListPage() {
  return <DistributorsScreen kind="all" />;
}
