import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { EMPLOYEE_ROLES, type MemberRow, type RoleCode } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { RouterLink } from '../../components/layout/RouterLink';
import { WithSecond, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatNumber, formatPhone } from '../../lib/format';
import { useDeleteMember, useSetGold, useSetPremium } from './api';
import { StatusChip } from './StatusChip';

const C = paths.admin.clubMembers;
const dash = (v: string | null) => v || '—';

export const isEmployee = (type: number) => EMPLOYEE_ROLES.includes(type as RoleCode);
export const editPath = (m: Pick<MemberRow, 'id' | 'type'>) => href(isEmployee(m.type) ? C.editEmployee : C.edit, { id: m.id });

function GoldSwitch({ member }: { member: MemberRow }) {
  const gold = useSetGold();
  return (
    <Switch
      size="small"
      checked={member.isGold}
      disabled={gold.isPending}
      onChange={() => gold.mutate({ id: member.id, isGold: !member.isGold })}
      slotProps={{ input: { 'aria-label': `Gold — ${member.fullName}` } }}
    />
  );
}

function PremiumSwitch({ member }: { member: MemberRow }) {
  const premium = useSetPremium();
  return (
    <Switch
      size="small"
      checked={member.isPremium}
      disabled={premium.isPending}
      onChange={() => premium.mutate({ id: member.id, isPremium: !member.isPremium })}
      slotProps={{ input: { 'aria-label': `Premium — ${member.fullName}` } }}
    />
  );
}

/** Longer addresses than this may take two lines. */
const EMAIL_ONE_LINE = 26;

/** A long address may break after its "@" (anywhere as a last resort), so one long e-mail does not widen the table past 1366 px. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (email.length <= EMAIL_ONE_LINE) return <>{email}</>;
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      )}
    </Box>
  );
}

export function MemberActions({ member }: { member: MemberRow }) {
  const remove = useDeleteMember();
  return (
    <>
      <Tooltip title={`Edytuj ${member.fullName}`}>
        <IconButton component={Link} to={editPath(member)} aria-label={`Edytuj ${member.fullName}`} size="small">
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton
        label={`Usuń ${member.fullName}`}
        question={`Czy na pewno usunąć członka klubu ${member.fullName} (${member.email})?`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(member.id).then(() => showToast('Usunięto członka klubu', 'success'))}
      />
    </>
  );
}

/** The members table's columns: sortable headers (server sorting), gold/premium switches, edit and delete. */
export const memberColumns: Column<MemberRow>[] = [
  {
    key: 'name',
    header: 'Imię i nazwisko',
    sortBy: 'lastname',
    rowHeader: true,
    cell: (m) => <RouterLink to={href(C.details, { id: m.id })}>{m.fullName}</RouterLink>,
  },
  {
    key: 'email',
    header: 'E-mail',
    sortBy: 'email',
    cell: (m) => <WithSecond main={<EmailText email={m.email} />} second={m.phone ? formatPhone(m.phone) : null} nowrap />,
  },
  { key: 'company', header: 'Firma', sortBy: 'companyName', cell: (m) => dash(m.companyName) },
  { key: 'city', header: 'Miasto', sortBy: 'city', cell: (m) => <WithSecond main={dash(m.city)} second={m.regionName} /> },
  { key: 'dth', header: 'DTH', cell: (m) => dash(m.dthName) },
  { key: 'status', header: 'Status', cell: (m) => <StatusChip status={m.status} wrap /> },
  { key: 'balance', header: 'Saldo', sortBy: 'balance', align: 'right', cell: (m) => formatNumber(m.balance) },
  {
    key: 'groups',
    header: 'Gold / Premium',
    sx: { whiteSpace: 'nowrap', px: 0.5 },
    cell: (m) => (
      <>
        <GoldSwitch member={m} />
        <PremiumSwitch member={m} />
      </>
    ),
  },
  { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell: (m) => <MemberActions member={m} /> },
];
