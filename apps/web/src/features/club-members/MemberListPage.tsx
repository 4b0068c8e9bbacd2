import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { DataTable, useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useMemberList } from './api';
import { MemberListState, TAKE_OPTIONS, toApiQuery, type MemberSort } from './list-query';
import { MemberFiltersForm } from './MemberFiltersForm';
import { memberColumns } from './MembersTable';

const C = paths.admin.clubMembers;

/** /admin/club-members/list — filters, sorting and paging live in the URL query; the server pages. */
export default function MemberListPage() {
  const { query, setQuery, paging } = useListState(MemberListState, { pageInUrl: true });
  const members = useMemberList(toApiQuery(query));
  const { search, status, role, regionId, isGold, isPremium } = query;
  const filters = { search, status, role, regionId, isGold, isPremium };
  return (
    <Page
      title={C.list.title}
      maxWidth={1600}
      actions={
        <>
          <Button component={Link} to={C.addEmployee.path} variant="outlined" startIcon={<PersonAdd />}>
            Dodaj pracownika
          </Button>
          <AddLink to={C.add.path}>Dodaj członka</AddLink>
        </>
      }
    >
      {/* Keyed by the URL's filters: back/forward shows the filters of that page. */}
      <MemberFiltersForm key={JSON.stringify(filters)} value={filters} onApply={setQuery} />
      <DataTable
        query={members}
        columns={memberColumns}
        label="Członkowie klubu"
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        dense
        sort={{ sort: query.sort, order: query.order, onSort: (sort, order) => setQuery({ sort: sort as MemberSort, order }) }}
        footer={(r) =>
          r.totalCapped ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              Pasuje więcej niż {formatNumber(r.total)} osób. Zawęź filtry, aby zobaczyć dalsze strony.
            </Alert>
          ) : null
        }
      />
    </Page>
  );
}
