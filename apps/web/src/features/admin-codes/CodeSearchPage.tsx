import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Pagination, usePaging } from '../../components/table';
import { paths } from '../../config/paths';
import { useCodeSearch } from './api';
import { CodeFiltersForm } from './CodeFiltersForm';
import { CodesTable } from './CodesTable';
import type { CodeFilters } from './types';

/** /admin/codes/search — "Wyszukaj": codes by filters, server paging; a row opens the code's details. */
export default function CodeSearchPage() {
  const [filters, setFilters] = useState<CodeFilters>({});
  const paging = usePaging(50);
  const codes = useCodeSearch(filters, paging.skip, paging.take);
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
        onApply={(next) => {
          setFilters(next);
          paging.reset();
        }}
      />
      <QueryView query={codes} isEmpty={(c) => c.total === 0}>
        {(c) => (
          <>
            <CodesTable codes={c.data} />
            <Pagination paging={paging} total={c.total} rowsPerPageOptions={[20, 50, 100, 500]} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
