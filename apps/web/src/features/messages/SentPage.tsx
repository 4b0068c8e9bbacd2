import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { AdminMessageQuery, type SentMessage } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { messageMemberColumn } from './member-column';
import { adminPaths as A } from '../../config/admin-paths';
import { href } from '../../config/paths';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';
import { useSendByEmail, useSent } from './api';

/** The text of a message without its tags, for a line of the table. */
const plain = (html: string) => {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** Whether the member got it by e-mail too; "Wyślij e-mailem" for one that only went to the inbox. */
function EmailCell({ m }: { m: SentMessage }) {
  const byEmail = useSendByEmail();
  if (m.emailedAt)
    return <WithSecond main={<Chip size="small" color="success" label="Wysłano e-mailem" />} second={formatDateTime(m.emailedAt)} />;
  return (
    <Button
      size="small"
      disabled={byEmail.isPending}
      onClick={() => byEmail.mutate(m.id, { onSuccess: (answer) => showToast(answer.message, 'success') })}
      aria-label={`Wyślij e-mailem: ${m.topic} do ${m.member.fullName}`}
    >
      Wyślij e-mailem
    </Button>
  );
}

const columns: Column<SentMessage>[] = [
  messageMemberColumn('Do'),
  { key: 'topic', header: 'Temat i treść', cell: (m) => <WithSecond main={m.topic} second={plain(m.body)} /> },
  { key: 'admin', header: 'Wysłał(a)', cell: (m) => m.adminName ?? '—', width: 170 },
  { key: 'createdAt', header: 'Data', cell: (m) => formatDateTime(m.createdAt), width: 150 },
  {
    key: 'read',
    header: 'Odczyt',
    width: 130,
    cell: (m) => (m.read ? <Chip size="small" color="success" label="Przeczytana" /> : <Chip size="small" label="Nieprzeczytana" />),
  },
  { key: 'email', header: 'E-mail', width: 170, cell: (m) => <EmailCell m={m} /> },
];

/** /admin/messages/sent — the admins' messages to members, newest first, with whether the member has opened them. */
export default function SentPage() {
  const { query, paging } = useListState(AdminMessageQuery, { pageInUrl: true });
  const list = useSent(query);
  return (
    <Page title={A.messages.sent.title} actions={<AddLink to={href(A.messages.sendMessage, { id: null })}>Nowa wiadomość</AddLink>}>
      <DataTable query={list} paging={paging} columns={columns} label="Wysłane wiadomości" emptyText="Brak wysłanych wiadomości" />
    </Page>
  );
}
