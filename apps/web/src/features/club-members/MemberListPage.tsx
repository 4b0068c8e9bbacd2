import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/layout/Page';
import { DataTable, type Paging } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useMemberList } from './api';
import { parseListParams, TAKE_OPTIONS, toApiQuery, toSearchParams, type MemberListState, type MemberSort } from './list-query';
import { MemberFiltersForm } from './MemberFiltersForm';
import { memberColumns } from './MembersTable';

const C = paths.admin.clubMembers;

/** /admin/club-members/list — filters, sorting and paging live in the URL query; the server pages. */
export default function MemberListPage() {
  const [params, setParams] = useSearchParams();
  const state = parseListParams(params);
  const members = useMemberList(toApiQuery(state));
  const go = (next: Partial<MemberListState>) => setParams(toSearchParams({ ...state, ...next }));
  const paging: Paging = {
    page: state.page,
    take: state.take,
    skip: state.page * state.take,
    setPage: (page) => go({ page }),
    setTake: (take) => go({ take, page: 0 }),
    reset: () => go({ page: 0 }),
  };
  const filters = {
    search: state.search,
    status: state.status,
    role: state.role,
    regionId: state.regionId,
    isGold: state.isGold,
    isPremium: state.isPremium,
  };
  return (
    <Page
      title={C.list.title}
      maxWidth={1600}
      actions={
        <>
          <Button component={Link} to={C.addEmployee.path} variant="outlined" startIcon={<PersonAdd />}>
            Dodaj pracownika
          </Button>
          <Button component={Link} to={C.add.path} variant="contained" startIcon={<Add />}>
            Dodaj członka
          </Button>
        </>
      }
    >
      {/* Keyed by the URL's filters: back/forward shows the filters of that page. */}
      <MemberFiltersForm key={JSON.stringify(filters)} value={filters} onApply={(next) => go({ ...next, page: 0 })} />
      <DataTable
        query={members}
        columns={memberColumns}
        rowKey={(m) => m.id}
        label="Członkowie klubu"
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        sort={{ sort: state.sort, order: state.order, onSort: (sort, order) => go({ sort: sort as MemberSort, order, page: 0 }) }}
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
