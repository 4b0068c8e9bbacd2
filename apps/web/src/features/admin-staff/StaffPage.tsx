import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useId, useState, type ReactNode } from 'react';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffList, type StaffMember } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { DataTable, type Column } from '../../components/table';
import { useToastState } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { useAdminMe } from '../../lib/session';
import { useEndStaffSession, useStaff, useStaffSessions } from './api';
import { SessionsTable } from './sessions';
import { ActivationButton, EditDialog, fullName, InviteDialog, ResendInvitationButton, ResetTwoFactorButton } from './StaffDialogs';

type Status = 'active' | 'inactive' | 'invited';

const statusOf = (m: StaffMember): Status => (!m.active ? 'inactive' : m.invitationPending ? 'invited' : 'active');

const STATUS = {
  active: { label: 'aktywny', color: 'success' },
  inactive: { label: 'nieaktywny', color: 'default' },
  invited: { label: 'zaproszony', color: 'info' },
} as const;

function StatusChip({ member }: { member: StaffMember }) {
  const status = statusOf(member);
  const { label, color } = STATUS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'inactive' ? 'outlined' : 'filled'} />;
}

const twoFactor = (m: StaffMember) => (m.twoFactorEnabled ? 'tak' : 'nie');
const lastLogin = (m: StaffMember) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt) : 'nigdy');

interface Handlers {
  meId: number | undefined;
  onOpen: (member: StaffMember) => void;
  onEdit: (member: StaffMember) => void;
}

/** The name as the way to the member's details (a button: the drawer opens over the list). */
function NameButton({ member, meId, onOpen }: { member: StaffMember } & Pick<Handlers, 'meId' | 'onOpen'>) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(member)}
      sx={{ fontWeight: 600, textAlign: 'left', verticalAlign: 'baseline' }}
      aria-label={`Szczegóły i sesje: ${fullName(member)}`}
    >
      {fullName(member)}
      {member.id === meId ? ' (Ty)' : ''}
    </Link>
  );
}

/** Edit and (de)activation; one's own account cannot be deactivated (the server says so too). */
function RowActions({ member, meId, onEdit }: { member: StaffMember } & Pick<Handlers, 'meId' | 'onEdit'>) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => onEdit(member)} aria-label={`Edytuj konto ${fullName(member)}`}>
        Edytuj
      </Button>
      {member.id === meId ? null : <ActivationButton member={member} />}
    </Box>
  );
}

function columnsOf({ meId, onOpen, onEdit }: Handlers): Column<StaffMember>[] {
  return [
    {
      key: 'name',
      header: 'Imię i nazwisko, e-mail',
      rowHeader: true,
      cell: (m) => (
        <>
          <NameButton member={m} meId={meId} onOpen={onOpen} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {m.email}
          </Typography>
        </>
      ),
    },
    { key: 'role', header: 'Rola', cell: (m) => STAFF_ROLES[m.staffRole] },
    { key: 'status', header: 'Status', cell: (m) => <StatusChip member={m} /> },
    { key: '2fa', header: 'Logowanie dwuetapowe', cell: twoFactor },
    { key: 'login', header: 'Ostatnie logowanie', cell: lastLogin },
    { key: 'actions', header: 'Działania', align: 'right', cell: (m) => <RowActions member={m} meId={meId} onEdit={onEdit} /> },
  ];
}

/** On a phone: one card per account instead of a table seven columns wide. */
function StaffCards({ data, meId, onOpen, onEdit }: { data: StaffList } & Handlers) {
  return (
    <Stack component="ul" aria-label="Administratorzy" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.items.map((m) => (
        <Paper component="li" key={m.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <NameButton member={m} meId={meId} onOpen={onOpen} />
            <StatusChip member={m} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {m.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {STAFF_ROLES[m.staffRole]} · logowanie dwuetapowe: {twoFactor(m)} · ostatnie logowanie: {lastLogin(m)}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <RowActions member={m} meId={meId} onEdit={onEdit} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The toast, said again inside the drawer: a modal drawer hides the rest of the page (the toast
 * too) from screen readers while it is open, and its actions' outcomes are toasts.
 */
function ToastEcho() {
  const toast = useToastState();
  return (
    <Box role="status" sx={visuallyHidden}>
      {toast.isShow ? toast.message : ''}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The member's details and active sessions, over the list. */
function StaffDrawer({
  member,
  meId,
  onClose,
  onEdit,
}: {
  member: StaffMember;
  meId: number | undefined;
  onClose: () => void;
  onEdit: () => void;
}) {
  const titleId = useId();
  const sessions = useStaffSessions(member.id);
  const end = useEndStaffSession();
  const name = fullName(member);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Over the app bar (which is above the side navigation's drawer level).
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xxs: '100vw', xs: 480 }, maxWidth: '100vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ flexGrow: 1, fontSize: '1.3rem' }}>
          {name}
        </Typography>
        <IconButton onClick={onClose} aria-label="Zamknij">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <ToastEcho />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
          <Fact label="E-mail">{member.email}</Fact>
          <Fact label="Rola">
            {STAFF_ROLES[member.staffRole]}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {STAFF_ROLE_DESCRIPTIONS[member.staffRole]}
            </Typography>
          </Fact>
          <Fact label="Status">
            <StatusChip member={member} />
            {member.deactivatedAt ? ` od ${formatDateTime(member.deactivatedAt)}` : ''}
          </Fact>
          <Fact label="Logowanie dwuetapowe">{member.twoFactorEnabled ? 'włączone' : 'wyłączone'}</Fact>
          <Fact label="Ostatnie logowanie">{lastLogin(member)}</Fact>
          <Fact label="Konto utworzono">{formatDateTime(member.createdAt)}</Fact>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="outlined" onClick={onEdit}>
            Edytuj
          </Button>
          {member.id === meId ? null : <ActivationButton member={member} size="medium" />}
        </Box>
        {(member.active && member.invitationPending) || (member.twoFactorEnabled && member.id !== meId) ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {member.active && member.invitationPending ? <ResendInvitationButton member={member} /> : null}
            {/* One's own second factor is changed on /admin/account/security. */}
            {member.twoFactorEnabled && member.id !== meId ? <ResetTwoFactorButton member={member} /> : null}
          </Box>
        ) : null}
        <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.1rem' }}>
          Aktywne sesje
        </Typography>
        <SessionsTable
          compact
          query={sessions}
          label={`Sesje: ${name}`}
          owner={name}
          busy={end.isPending}
          onEnd={(sessionId) => end.mutateAsync({ id: member.id, sessionId })}
        />
      </Box>
    </Drawer>
  );
}

/** /admin/settings/staff — "Administratorzy": staff accounts, their roles, invitations and sessions. */
export default function StaffPage() {
  const staff = useStaff();
  const me = useAdminMe();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('xs'), { noSsr: true });
  const [inviting, setInviting] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  // The open records follow the list, so a change shows at once in the drawer too.
  const find = (id: number | null) => (id === null ? undefined : staff.data?.items.find((m) => m.id === id));
  const editing = find(editingId);
  const open = find(openId);
  const handlers: Handlers = { meId: me.data?.id, onOpen: (m) => setOpenId(m.id), onEdit: (m) => setEditingId(m.id) };
  return (
    <Page
      title={paths.admin.settings.staff.title}
      lead="Konta osób, które pracują w panelu, i ich role. Rola decyduje, które części panelu ktoś widzi i zmienia."
      maxWidth={1400}
      actions={
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
          Zaproś administratora
        </Button>
      }
    >
      {phone ? (
        <QueryView query={staff} isEmpty={(d) => d.items.length === 0} loadingLabel="Wczytywanie administratorów…">
          {(data) => <StaffCards data={data} {...handlers} />}
        </QueryView>
      ) : (
        <DataTable
          query={staff}
          rows={(d) => d.items}
          columns={columnsOf(handlers)}
          label="Administratorzy"
          loadingLabel="Wczytywanie administratorów…"
          dense
          rowProps={(m) => (m.active ? {} : { sx: { '& > *': { color: 'text.secondary' } } })}
        />
      )}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {editing ? <EditDialog key={editing.id} member={editing} onClose={() => setEditingId(null)} /> : null}
      {open ? <StaffDrawer member={open} meId={me.data?.id} onClose={() => setOpenId(null)} onEdit={() => setEditingId(open.id)} /> : null}
    </Page>
  );
}
