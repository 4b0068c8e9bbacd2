import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SMS_DELIVERY, SMS_SEND_STATUSES, SmsLogQuery, type SmsLogEntry } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { adminPaths as A } from '../../config/admin-paths';
import { formatDateTime } from '../../lib/dates';
import { useSmsLog } from './api';

/** What to show: the gateway's report once there is one, else where our sending is. */
const STATES: Record<string, { label: string; color: 'success' | 'error' | 'warning' | 'default' | 'info' }> = {
  DELIVERED: { label: SMS_DELIVERY.DELIVERED, color: 'success' },
  UNDELIVERED: { label: SMS_DELIVERY.UNDELIVERED, color: 'error' },
  EXPIRED: { label: SMS_DELIVERY.EXPIRED, color: 'error' },
  FAILED: { label: SMS_SEND_STATUSES.FAILED, color: 'error' },
  REJECTED: { label: SMS_DELIVERY.REJECTED, color: 'error' },
  UNCERTAIN: { label: SMS_SEND_STATUSES.UNCERTAIN, color: 'warning' },
  SENT: { label: SMS_SEND_STATUSES.SENT, color: 'info' },
  PENDING: { label: SMS_SEND_STATUSES.PENDING, color: 'default' },
  NO_PHONE: { label: SMS_SEND_STATUSES.NO_PHONE, color: 'default' },
};
const FILTERS = ['DELIVERED', 'UNDELIVERED', 'SENT', 'PENDING', 'FAILED', 'UNCERTAIN', 'NO_PHONE'] as const;

function StateChip({ e }: { e: SmsLogEntry }) {
  const key = e.delivery ?? e.status;
  const s = STATES[key] ?? { label: e.delivery ? SMS_DELIVERY[e.delivery] : SMS_SEND_STATUSES[e.status], color: 'default' as const };
  return <Chip size="small" color={s.color} label={s.label} />;
}

const columns: Column<SmsLogEntry>[] = [
  { key: 'sending', header: 'Wysyłka', width: 90, cell: (e) => `nr ${e.sendingId}` },
  {
    key: 'member',
    header: 'Uczestnik',
    rowHeader: true,
    width: 220,
    cell: (e) => <WithSecond main={e.fullName} second={e.phone ?? 'brak numeru'} />,
  },
  { key: 'text', header: 'Treść', cell: (e) => (e.text.length > 80 ? `${e.text.slice(0, 80)}…` : e.text) },
  { key: 'state', header: 'Stan', width: 170, cell: (e) => <StateChip e={e} /> },
  {
    key: 'times',
    header: 'Przekazany / doręczony',
    width: 190,
    cell: (e) => (
      <WithSecond main={e.sentAt ? formatDateTime(e.sentAt) : '—'} second={e.deliveredAt ? formatDateTime(e.deliveredAt) : ''} />
    ),
  },
  { key: 'error', header: 'Uwagi', width: 220, cell: (e) => e.error ?? (e.gatewayId ? `id bramki: ${e.gatewayId}` : '') },
];

/** /admin/messages/sms-log — every SMS to one member with the gateway's delivery report, refreshed as reports come. */
export default function SmsLogPage() {
  const { query, setQuery, paging } = useListState(SmsLogQuery, { pageInUrl: true });
  const log = useSmsLog(query);
  return (
    <Page
      title={A.messages.smsLog.title}
      lead="Raporty doręczeń przychodzą z bramki SMS z opóźnieniem; lista odświeża się sama. „Niepewne”: SMS był przekazywany do bramki, gdy serwer przerwał pracę — nie jest wysyłany drugi raz."
      maxWidth={1400}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label="Wysyłka nr"
          size="small"
          value={query.sendingId ?? ''}
          onChange={(e) => setQuery({ sendingId: Number(e.target.value) > 0 ? Number(e.target.value) : undefined })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
        <TextField
          select
          label="Stan"
          size="small"
          value={query.state ?? ''}
          onChange={(e) => setQuery({ state: (e.target.value || undefined) as typeof query.state })}
          sx={{ width: 240 }}
        >
          <MenuItem value="">Wszystkie (bez „brak numeru”)</MenuItem>
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {STATES[f]!.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        query={log}
        paging={paging}
        columns={columns}
        rowKey={(e) => `${e.sendingId}-${e.userId}`}
        label="Log SMS"
        emptyText="Brak SMS spełniających kryteria"
        isEmpty={(d) => d.total === 0}
        dense
      />
    </Page>
  );
}
