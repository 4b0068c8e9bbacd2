import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminMessageQuery, type MessageAttachment, type ReceivedMessage } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { messageMemberColumn } from './member-column';
import { adminPaths as A } from '../../config/admin-paths';
import { href } from '../../config/paths';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import { formatFileSize } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { downloadFile } from '../../lib/upload';
import { useMarkReceivedRead, useReceived } from './api';

/** Where "Odpowiedz" leads: a new message to the author, naming the one it answers. */
export const replyHref = (m: ReceivedMessage) =>
  `${href(A.messages.sendMessage, { id: m.member.id })}?${new URLSearchParams({ replyTo: String(m.id), topic: m.topic }).toString()}`;

function StatusChip({ m }: { m: ReceivedMessage }) {
  if (m.answeredAt) return <Chip size="small" color="success" label={`Odpowiedziano ${formatDateTime(m.answeredAt)}`} />;
  return m.read ? <Chip size="small" label="Przeczytana" /> : <Chip size="small" color="secondary" label="Nowa" />;
}

/** The member's file: not public, so fetched with the admin's token and saved. */
function AttachmentLink({ file }: { file: MessageAttachment }) {
  return (
    <MuiLink
      component="button"
      type="button"
      onClick={() =>
        void downloadFile(file.url, file.originalName, { admin: true }).catch((e: unknown) =>
          showToast(errorMessage(e, MESSAGES.attachmentDownloadError)),
        )
      }
      aria-label={`Pobierz załącznik ${file.originalName}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', wordBreak: 'break-all' }}
    >
      <AttachFile fontSize="small" aria-hidden />
      {file.originalName} ({formatFileSize(file.size)})
    </MuiLink>
  );
}

function MessageDialog({ m, onClose }: { m: ReceivedMessage; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{m.topic}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {m.member.fullName} ({m.member.email}), {formatDateTime(m.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{m.body}</Typography>
        {m.attachment ? (
          <Box>
            <AttachmentLink file={m.attachment} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Zamknij</Button>
        <Button component={Link} to={replyHref(m)} variant="contained">
          Odpowiedz
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/messages/list — what members wrote through /contact: newest first, new ones marked; opening one marks it read. */
export default function ReceivedPage() {
  const { query, paging } = useListState(AdminMessageQuery, { pageInUrl: true });
  const list = useReceived(query);
  const markRead = useMarkReceivedRead();
  const [open, setOpen] = useState<ReceivedMessage | null>(null);
  const read = (m: ReceivedMessage) => {
    setOpen(m);
    if (!m.read) markRead.mutate(m.id);
  };
  const columns: Column<ReceivedMessage>[] = [
    messageMemberColumn('Od'),
    {
      key: 'topic',
      header: 'Temat i treść',
      cell: (m) => (
        <Box sx={{ fontWeight: m.read ? 400 : 700 }}>
          <WithSecond main={m.topic} second={m.body.length > 120 ? `${m.body.slice(0, 120)}…` : m.body} />
        </Box>
      ),
    },
    { key: 'attachment', header: 'Załącznik', width: 200, cell: (m) => (m.attachment ? <AttachmentLink file={m.attachment} /> : '—') },
    { key: 'createdAt', header: 'Data', cell: (m) => formatDateTime(m.createdAt), width: 150 },
    { key: 'status', header: 'Status', cell: (m) => <StatusChip m={m} />, width: 200 },
    {
      key: 'actions',
      header: 'Akcje',
      width: 200,
      cell: (m) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => read(m)} aria-label={`Czytaj: ${m.topic} od ${m.member.fullName}`}>
            Czytaj
          </Button>
          <Button size="small" component={Link} to={replyHref(m)} aria-label={`Odpowiedz: ${m.member.fullName}`}>
            Odpowiedz
          </Button>
        </Box>
      ),
    },
  ];
  const unread = list.data?.totalUnread ?? 0;
  return (
    <Page
      title={A.messages.list.title}
      lead={list.data ? (unread > 0 ? `Nowe wiadomości: ${unread}.` : 'Wszystkie wiadomości są przeczytane.') : undefined}
      actions={<AddLink to={href(A.messages.sendMessage, { id: null })}>Nowa wiadomość</AddLink>}
    >
      <DataTable query={list} paging={paging} columns={columns} label="Odebrane wiadomości" emptyText="Brak wiadomości od członków" />
      {open ? <MessageDialog m={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
