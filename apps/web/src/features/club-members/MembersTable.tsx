import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { EMPLOYEE_ROLES, type MemberRow, type RoleCode } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { RouterLink } from '../../components/layout/RouterLink';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDeleteMember, useSetGold, useSetPremium } from './api';
import type { MemberSort, Order } from './list-query';
import { StatusChip } from './StatusChip';

const C = paths.admin.clubMembers;
const dash = (v: string | null) => v || '—';

export const isEmployee = (type: number) => EMPLOYEE_ROLES.includes(type as RoleCode);
export const editPath = (m: Pick<MemberRow, 'id' | 'type'>) => href(isEmployee(m.type) ? C.editEmployee : C.edit, { id: m.id });

function MemberTableRow({ member }: { member: MemberRow }) {
  const gold = useSetGold();
  const premium = useSetPremium();
  const remove = useDeleteMember();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <RouterLink to={href(C.details, { id: member.id })}>{member.fullName}</RouterLink>
      </TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell>{dash(member.companyName)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dash(member.phone)}</TableCell>
      <TableCell>{dash(member.city)}</TableCell>
      <TableCell>{dash(member.regionName)}</TableCell>
      <TableCell>{dash(member.dthName)}</TableCell>
      <TableCell>
        <StatusChip status={member.status} />
      </TableCell>
      <TableCell align="right">{formatNumber(member.balance)}</TableCell>
      <TableCell padding="checkbox">
        <Switch
          size="small"
          checked={member.isGold}
          disabled={gold.isPending}
          onChange={() => gold.mutate({ id: member.id, isGold: !member.isGold })}
          slotProps={{ input: { 'aria-label': `Gold — ${member.fullName}` } }}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <Switch
          size="small"
          checked={member.isPremium}
          disabled={premium.isPending}
          onChange={() => premium.mutate({ id: member.id, isPremium: !member.isPremium })}
          slotProps={{ input: { 'aria-label': `Premium — ${member.fullName}` } }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj ${member.fullName}`}>
          <IconButton component={Link} to={editPath(member)} aria-label={`Edytuj ${member.fullName}`} size="small">
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń ${member.fullName}`}
          question={`Czy na pewno usunąć członka klubu ${member.fullName} (${member.email})?`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(member.id).then(
              () => showToast('Usunięto członka klubu', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

interface MembersTableProps {
  members: MemberRow[];
  sort: MemberSort;
  order: Order;
  onSort: (sort: MemberSort) => void;
}

const COLUMNS: ReadonlyArray<{ label: string; sort?: MemberSort; align?: 'right' }> = [
  { label: 'Imię i nazwisko', sort: 'lastname' },
  { label: 'E-mail', sort: 'email' },
  { label: 'Firma', sort: 'companyName' },
  { label: 'Telefon' },
  { label: 'Miasto', sort: 'city' },
  { label: 'Region' },
  { label: 'DTH' },
  { label: 'Status' },
  { label: 'Saldo', sort: 'balance', align: 'right' },
  { label: 'Gold' },
  { label: 'Premium' },
  { label: 'Akcje' },
];

/** The members table: sortable headers (server sorting), gold/premium switches, edit and delete. */
export function MembersTable({ members, sort, order, onSort }: MembersTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Członkowie klubu">
        <TableHead>
          <TableRow>
            {COLUMNS.map((col) => (
              <TableCell
                key={col.label}
                align={col.align}
                sortDirection={col.sort && col.sort === sort ? order : false}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {col.sort ? (
                  <TableSortLabel
                    active={col.sort === sort}
                    direction={col.sort === sort ? order : 'asc'}
                    onClick={() => onSort(col.sort!)}
                  >
                    {col.label}
                  </TableSortLabel>
                ) : (
                  col.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <MemberTableRow key={member.id} member={member} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
