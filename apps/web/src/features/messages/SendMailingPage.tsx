import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { MAILING_CHANNELS } from '@klub/contracts';
import { useListState } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { mailingChannel } from './mailing-channel';
import { SendingHistory, SendPage, useSendings } from './sending';

function MailingsTable() {
  const { query, paging } = useListState(z.object({ skip: z.coerce.number().default(0), take: z.coerce.number().default(20) }), {
    prefix: 'mailings',
  });
  return (
    <SendingHistory
      channel={mailingChannel}
      list={useSendings(mailingChannel, query)}
      columns={[
        { key: 'createdAt', header: 'Zlecony', cell: (m) => formatDateTime(m.createdAt), sx: { whiteSpace: 'nowrap' } },
        { key: 'subject', header: 'Temat', cell: (m) => m.subject, rowHeader: true },
        { key: 'channels', header: 'Kanał', cell: (m) => MAILING_CHANNELS[m.channels] },
      ]}
      widths={{ progress: 240 }}
      label="Mailingi"
      emptyText="Nie wysłano jeszcze żadnego mailingu"
      paging={paging}
      rowsPerPageOptions={[20, 50]}
    />
  );
}

/** /admin/messages/send-mailing — a message to a segment of members: inbox, e-mail or both, now or later, with its progress. */
export default function SendMailingPage() {
  return (
    <SendPage channel={mailingChannel}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        Mailingi
      </Typography>
      <MailingsTable />
    </SendPage>
  );
}
