import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useParams } from 'react-router';
import type { InboxMessage } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RichText } from '../../components/layout/RichText';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { plural } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { PointsRoleGate } from '../member-points';
import { INBOX_PAGE, useHideMessage, useInbox, useMarkRead } from './api';

function Message({ m }: { m: InboxMessage }) {
  const markRead = useMarkRead();
  const hide = useHideMessage();
  const summaryId = `message-${m.id}`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      onChange={(_, open) => {
        if (open && !m.read && !markRead.isPending) markRead.mutate(m.id);
      }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={summaryId} aria-controls={`${summaryId}-body`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%', pr: 1 }}>
          <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: m.read ? 400 : 700, flex: '1 1 16rem' }}>
            {m.topic}
          </Typography>
          {m.read ? null : <Chip label="Nowa" color="secondary" size="small" />}
          <Typography variant="body2" color="text.secondary" component="span">
            {formatDateTime(m.createdAt)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-body`} sx={{ display: 'grid', gap: 2 }}>
        <RichText html={m.body} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button component={Link} to={paths.contact.path} size="small" variant="outlined">
            Napisz do nas
          </Button>
          <ConfirmDeleteButton
            label={`Usuń wiadomość „${m.topic}”`}
            question={`Czy na pewno usunąć wiadomość „${m.topic}”?`}
            busy={hide.isPending}
            onConfirm={() => hide.mutateAsync(m.id).then(() => showToast('Usunięto wiadomość', 'success'))}
          />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** /messages and /messages/{page} — the member's inbox: newest first, unread in bold, opened = read. */
export default function InboxPage() {
  // The inbox is a points member's (spec §1); a sales rep gets a pointer, and no 403.
  return (
    <PointsRoleGate title={paths.messages.title} topic="Skrzynka wiadomości jest dla">
      <Inbox />
    </PointsRoleGate>
  );
}

function Inbox() {
  const page = Math.max(1, Number(useParams().page) || 1);
  const inbox = useInbox(page);
  const unread = inbox.data?.totalUnread ?? 0;
  return (
    <Page
      title={paths.messages.title}
      lead={
        inbox.data && inbox.data.total > 0
          ? unread > 0
            ? `Masz ${unread} ${plural(unread, { one: 'nieprzeczytaną wiadomość', few: 'nieprzeczytane wiadomości', many: 'nieprzeczytanych wiadomości' })}.`
            : 'Wszystkie wiadomości są przeczytane.'
          : 'Wiadomości od zespołu Klubu i odpowiedzi na Twoje pytania.'
      }
      contentWidth={900}
    >
      <QueryView
        query={inbox}
        isEmpty={(l) => l.data.length === 0}
        emptyText="Brak wiadomości — odpowiedzi na pytania z formularza kontaktowego pojawią się tutaj"
      >
        {(l) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box role="list" aria-label="Wiadomości" sx={{ display: 'grid', gap: 1 }}>
              {l.data.map((m) => (
                <Box role="listitem" key={m.id}>
                  <Message m={m} />
                </Box>
              ))}
            </Box>
            {l.total > page * INBOX_PAGE || page > 1 ? (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                {page > 1 ? (
                  <Button component={Link} to={href(paths.messages, { page: page - 1 === 1 ? null : page - 1 })}>
                    Nowsze
                  </Button>
                ) : null}
                {l.total > page * INBOX_PAGE ? (
                  <Button component={Link} to={href(paths.messages, { page: page + 1 })}>
                    Starsze
                  </Button>
                ) : null}
              </Box>
            ) : null}
          </Box>
        )}
      </QueryView>
    </Page>
  );
}
