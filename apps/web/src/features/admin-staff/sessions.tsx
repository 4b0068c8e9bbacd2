import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { StaffSession, StaffSessionList } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import type { QueryLike } from '../../components/feedback/QueryView';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome, Windows" from a browser's User-Agent; the raw text when neither is recognised. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Nieznane urządzenie';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.length > 60 ? `${userAgent.slice(0, 60)}…` : userAgent;
  return [browser ?? 'Przeglądarka', system].filter(Boolean).join(', ');
}

interface EndSessionButtonProps {
  session: StaffSession;
  /** Whose session, in the question: "Twoja sesja" or the staff member's name. */
  owner?: string;
  busy: boolean;
  onEnd: (sessionId: string) => Promise<{ message: string }>;
}

function EndSessionButton({ session, owner, busy, onEnd }: EndSessionButtonProps) {
  const [open, setOpen] = useState(false);
  const device = describeDevice(session.userAgent);
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setOpen(true)}
        aria-label={`Zakończ sesję: ${device}, ${session.ip ?? 'adres nieznany'}`}
      >
        Zakończ sesję
      </Button>
      <ConfirmDialog
        open={open}
        title="Zakończyć tę sesję?"
        confirmLabel="Zakończ sesję"
        destructive
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          void onEnd(session.id)
            .then((r) => showToast(r.message, 'success'))
            .catch(() => undefined)
            .finally(() => setOpen(false))
        }
      >
        {device} ({session.ip ?? 'adres nieznany'}), ostatnio używana {formatDateTime(session.lastSeenAt)}.{' '}
        {owner ? `${owner} zostanie wylogowany(-a) na tym urządzeniu.` : 'Na tym urządzeniu trzeba będzie zalogować się ponownie.'}
      </ConfirmDialog>
    </>
  );
}

interface SessionsTableProps {
  query: QueryLike<StaffSessionList>;
  label: string;
  owner?: string;
  busy: boolean;
  onEnd: (sessionId: string) => Promise<{ message: string }>;
  /** Narrow (a drawer; any phone): device, address, last use and the action in one cell. */
  compact?: boolean;
}

/** Active sessions: device, address, start and last use; "Zakończ sesję" on each but the current one. */
export function SessionsTable({ query, label, owner, busy, onEnd, compact: narrow = false }: SessionsTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('xs'), { noSsr: true });
  const compact = narrow || phone;
  const action = (s: StaffSession) =>
    s.current ? (
      <Chip size="small" color="success" label="Ta sesja" />
    ) : (
      <EndSessionButton session={s} owner={owner} busy={busy} onEnd={onEnd} />
    );
  const columns: Column<StaffSession>[] = compact
    ? [
        {
          key: 'device',
          header: 'Sesja',
          rowHeader: true,
          cell: (s) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {describeDevice(s.userAgent)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {s.ip ?? 'adres nieznany'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  ostatnio {formatDateTime(s.lastSeenAt)}
                </Typography>
              </Box>
              <Box sx={{ flex: 'none', ml: 'auto' }}>{action(s)}</Box>
            </Box>
          ),
        },
      ]
    : [
        { key: 'device', header: 'Urządzenie', rowHeader: true, cell: (s) => describeDevice(s.userAgent) },
        { key: 'ip', header: 'Adres IP', cell: (s) => s.ip ?? '—', sx: { overflowWrap: 'anywhere' } },
        { key: 'created', header: 'Zalogowano', cell: (s) => formatDateTime(s.createdAt) },
        { key: 'seen', header: 'Ostatnie użycie', cell: (s) => formatDateTime(s.lastSeenAt) },
        {
          key: 'action',
          header: (
            <Box component="span" sx={visuallyHidden}>
              Działanie
            </Box>
          ),
          align: 'right',
          cell: action,
        },
      ];
  return (
    <DataTable
      query={query}
      rows={(d) => d.items}
      columns={columns}
      label={label}
      emptyText="Brak aktywnych sesji"
      loadingLabel="Wczytywanie sesji…"
      rowProps={(s) => (s.current ? { 'aria-current': true } : {})}
    />
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
