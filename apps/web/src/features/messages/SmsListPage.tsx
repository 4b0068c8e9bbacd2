import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAILING_STATUSES, SmsSendingQuery, type SmsSending } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { adminPaths as A } from '../../config/admin-paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { SmsProgress } from './SendSmsPage';
import { CancelSendingDialog } from './sending-form';
import { useCancelSms, useSmsSendings } from './sms-api';

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** /admin/messages/sms-list — every SMS sending, newest first, with its progress and the gateway's deliveries. */
export default function SmsListPage() {
  const { query, paging } = useListState(SmsSendingQuery, { pageInUrl: true });
  const list = useSmsSendings(query);
  const cancel = useCancelSms();
  const [cancelling, setCancelling] = useState<SmsSending | null>(null);
  const columns: Column<SmsSending>[] = [
    {
      key: 'createdAt',
      header: 'Zlecona',
      cell: (s) => <WithSecond main={formatDateTime(s.createdAt)} second={s.createdBy ?? ''} />,
      width: 160,
    },
    {
      key: 'text',
      header: 'Treść',
      rowHeader: true,
      cell: (s) => (
        <WithSecond main={short(s.text)} second={`${s.encoding} · części: ${s.parts}${s.sender ? ` · nadawca ${s.sender}` : ''}`} />
      ),
    },
    {
      key: 'to',
      header: 'Do',
      width: 190,
      cell: (s) => (s.member ? s.member.fullName : `Segment: ${formatNumber(s.recipients)} członków`),
    },
    {
      key: 'status',
      header: 'Status',
      width: 170,
      cell: (s) =>
        s.status === 'SCHEDULED' ? `${MAILING_STATUSES.SCHEDULED} na ${formatDateTime(s.scheduledAt)}` : MAILING_STATUSES[s.status],
    },
    { key: 'progress', header: 'Postęp', width: 250, cell: (s) => (s.status === 'SCHEDULED' ? '—' : <SmsProgress sending={s} />) },
    actionsColumn((s) => (
      <>
        <Button size="small" component={Link} to={`${A.messages.smsLog.path}?sendingId=${s.id}`} aria-label={`Log SMS nr ${s.id}`}>
          Log
        </Button>
        {s.status === 'SCHEDULED' || s.status === 'SENDING' ? (
          <Button size="small" color="error" onClick={() => setCancelling(s)} aria-label={`Anuluj SMS nr ${s.id}`}>
            Anuluj
          </Button>
        ) : null}
      </>
    )),
  ];
  return (
    <Page title={A.messages.smsList.title} maxWidth={1400} actions={<AddLink to={A.messages.sendSms.path}>Wyślij SMS</AddLink>}>
      <DataTable
        query={list}
        paging={paging}
        columns={columns}
        rowKey={(s) => s.id}
        label="Wysyłki SMS"
        emptyText="Nie wysłano jeszcze żadnego SMS"
        isEmpty={(d) => d.total === 0}
        dense
      />
      <CancelSendingDialog
        target={cancelling}
        title={(x) => `Anulować wysyłkę SMS nr ${x.id}?`}
        confirmLabel="Anuluj wysyłkę"
        cancel={cancel}
        onClose={() => setCancelling(null)}
      />
    </Page>
  );
}
