import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router';
import { ROLES, type MemberRow, type RoleCode } from '@klub/contracts';
import { RouterLink } from '../../components/layout/RouterLink';
import { Page } from '../../components/layout/Page';
import { DataTable, ListSearchForm, useListState, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatPhone } from '../../lib/format';
import { useMemberList } from './api';
import { MemberListState, TAKE_OPTIONS, toApiQuery, type MemberSort } from './list-query';
import { MemberActions } from './MembersTable';
import { StatusChip } from './StatusChip';

const C = paths.admin.clubMembers;
const dash = (v: string | null) => v || '—';
/** Short role names: the table fits 1366 px; the full name is the title of the abbreviation. */
const EMPLOYEE_ROLE: Partial<Record<RoleCode, { short: string; full: string }>> = {
  [ROLES.DTH]: { short: 'DTH', full: 'Doradca Techniczno-Handlowy' },
  [ROLES.RDS]: { short: 'RDS', full: 'Regionalny Dyrektor Sprzedaży' },
};

const columns: Column<MemberRow>[] = [
  {
    key: 'name',
    header: 'Imię i nazwisko',
    sortBy: 'lastname',
    rowHeader: true,
    cell: (m) => <RouterLink to={href(C.details, { id: m.id })}>{m.fullName}</RouterLink>,
  },
  {
    key: 'role',
    header: 'Rola',
    cell: (m) => {
      const role = EMPLOYEE_ROLE[m.type as RoleCode];
      return role ? <abbr title={role.full}>{role.short}</abbr> : '—';
    },
  },
  {
    key: 'email',
    header: 'E-mail',
    sortBy: 'email',
    cell: (m) => <WithSecond main={m.email} second={m.phone ? formatPhone(m.phone) : null} nowrap />,
  },
  { key: 'city', header: 'Miasto', sortBy: 'city', cell: (m) => <WithSecond main={dash(m.city)} second={m.regionName} nowrap /> },
  { key: 'status', header: 'Status', cell: (m) => <StatusChip status={m.status} wrap /> },
  { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell: (m) => <MemberActions member={m} /> },
];

/** /admin/club-members/employees — DTH and RDS (getUsers with employees=true); state in the URL, the server pages. */
export default function EmployeeListPage() {
  const { query, setQuery, paging } = useListState(MemberListState, { pageInUrl: true });
  const employees = useMemberList({ ...toApiQuery(query), employees: 'true' });
  const role = query.role === ROLES.DTH || query.role === ROLES.RDS ? query.role : '';
  return (
    <Page
      title={C.employees.title}
      actions={
        <Button component={Link} to={C.addEmployee.path} variant="contained" startIcon={<PersonAdd />}>
          Dodaj pracownika
        </Button>
      }
    >
      <ListSearchForm applied={query.search ?? ''} onSearch={(search) => setQuery({ search: search || undefined })}>
        <TextField
          select
          size="small"
          label="Rola"
          value={String(role)}
          onChange={(e) => setQuery({ role: e.target.value ? (Number(e.target.value) as RoleCode) : undefined })}
          fullWidth={false}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: 200, maxWidth: '100%' }}
        >
          <MenuItem value="">DTH i RDS</MenuItem>
          <MenuItem value={String(ROLES.DTH)}>DTH</MenuItem>
          <MenuItem value={String(ROLES.RDS)}>RDS</MenuItem>
        </TextField>
      </ListSearchForm>
      <DataTable
        query={employees}
        columns={columns}
        label="Pracownicy"
        emptyText="Brak pracowników"
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        dense
        sort={{ sort: query.sort, order: query.order, onSort: (sort, order) => setQuery({ sort: sort as MemberSort, order }) }}
      />
    </Page>
  );
}
