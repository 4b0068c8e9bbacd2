import Button from '@mui/material/Button';
import { Link, useNavigate } from 'react-router';
import { CodeSearchQuery } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { DataTable, useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { useCodeSearch } from './api';
import { CodeFiltersForm } from './CodeFiltersForm';
import { codeColumns, codeDetailsPath } from './CodesTable';
import type { CodeFilters } from './types';

/** /admin/codes/search — "Wyszukaj": codes by filters (in the URL), server paging; a row opens the code's details. */
export default function CodeSearchPage() {
  const { query, setQuery, paging } = useListState(CodeSearchQuery);
  const { skip, take, ...filters } = query;
  const codes = useCodeSearch(filters, skip, take);
  const navigate = useNavigate();
  return (
    <Page
      title={paths.admin.codes.search.title}
      actions={
        <Button component={Link} to={paths.admin.codes.batches.path} variant="outlined">
          Partie kodów
        </Button>
      }
    >
      <CodeFiltersForm
        value={filters}
        onApply={(next: CodeFilters) =>
          setQuery({
            code: undefined,
            userId: undefined,
            packageId: undefined,
            batchId: undefined,
            status: undefined,
            from: undefined,
            to: undefined,
            ...next,
          })
        }
      />
      <DataTable
        query={codes}
        columns={codeColumns}
        label="Kody"
        paging={paging}
        rowsPerPageOptions={[20, 50, 100, 500]}
        onRowClick={(code) => void navigate(codeDetailsPath(code))}
      />
    </Page>
  );
}
