import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { SmsSendingQuery } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { useListState, WithSecond } from '../../components/table';
import { adminPaths as A } from '../../config/admin-paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { smsChannel } from './sms-channel';
import { SendingHistory, useSendings } from './sending';

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** /admin/messages/sms-list — every SMS sending, newest first, with its progress and the gateway's deliveries. */
export default function SmsListPage() {
  const { query, paging } = useListState(SmsSendingQuery, { pageInUrl: true });
  return (
    <Page title={A.messages.smsList.title} maxWidth={1400} actions={<AddLink to={A.messages.sendSms.path}>Wyślij SMS</AddLink>}>
      <SendingHistory
        channel={smsChannel}
        list={useSendings(smsChannel, query)}
        columns={[
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
        ]}
        widths={{ status: 170, progress: 250 }}
        actions={(s) => (
          <Button size="small" component={Link} to={`${A.messages.smsLog.path}?sendingId=${s.id}`} aria-label={`Log SMS nr ${s.id}`}>
            Log
          </Button>
        )}
        label="Wysyłki SMS"
        emptyText="Nie wysłano jeszcze żadnego SMS"
        paging={paging}
      />
    </Page>
  );
}
