import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CONTEST_ENTRY_LABELS, CONTEST_ENTRY_STATUSES, ContestEntryQuery, fileUrl, type ContestEntry } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { Photo } from '../../components/media';
import { showToast } from '../../components/toast';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { contests, downloadResults, downloadResultsPdf, useEntries, useReview } from './api';

const C = paths.admin.contests;

/** The entry's photos as thumbnails; a click (or Enter) opens the photo full size. */
function Photos({ entry }: { entry: ContestEntry }) {
  const [open, setOpen] = useState<string | null>(null);
  if (entry.photos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {entry.photos.map((key, i) => (
        <Box
          component="button"
          key={key}
          onClick={() => setOpen(key)}
          aria-label={`Zdjęcie ${i + 1} zgłoszenia ${entry.id}`}
          sx={{ p: 0, border: 0, cursor: 'zoom-in', bgcolor: 'transparent' }}
        >
          <Photo
            src={fileUrl(key)}
            alt=""
            sizes="48px"
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
          />
        </Box>
      ))}
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md">
        <DialogContent sx={{ p: 1 }}>
          {open ? (
            <Photo src={fileUrl(open)} alt={`Zdjęcie zgłoszenia ${entry.id}`} sizes="900px" sx={{ maxWidth: '100%', display: 'block' }} />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Zamknij</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Accept, reject (asking the reason the member will see) and crown; the server's answer decides. */
function ReviewActions({ entry }: { entry: ContestEntry }) {
  const review = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const paid = entry.points > 0;
  const send = (body: Parameters<typeof review.mutate>[0]['body'], done: string) =>
    review.mutate({ id: entry.id, body }, { onSuccess: () => showToast(done, 'success') });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {entry.status !== 'ACCEPTED' ? (
        <Button
          size="small"
          variant="outlined"
          disabled={review.isPending}
          onClick={() => send({ status: 'ACCEPTED' }, 'Przyjęto zgłoszenie')}
        >
          Przyjmij
        </Button>
      ) : null}
      {!entry.isWinner ? (
        <Button
          size="small"
          variant="contained"
          disabled={review.isPending}
          onClick={() => send({ status: 'ACCEPTED', isWinner: true }, 'Zgłoszenie wygrywa')}
        >
          Zwycięzca
        </Button>
      ) : null}
      {entry.status !== 'REJECTED' && !paid ? (
        <Button size="small" color="error" disabled={review.isPending} onClick={() => setRejecting(true)}>
          Odrzuć
        </Button>
      ) : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`reject-${entry.id}`}>
        <DialogTitle id={`reject-${entry.id}`}>Odrzucić zgłoszenie {entry.id}?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Powód (zobaczy go uczestnik)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Anuluj</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!reason.trim() || review.isPending}
            onClick={() => {
              setRejecting(false);
              send({ status: 'REJECTED', rejectReason: reason.trim() }, 'Odrzucono zgłoszenie');
            }}
          >
            Odrzuć
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const columns: Column<ContestEntry>[] = [
  { key: 'who', header: 'Uczestnik', rowHeader: true, cell: (e) => <WithSecond main={`${e.firstname} ${e.lastname}`} second={e.email} /> },
  {
    key: 'what',
    header: 'Zgłoszenie',
    cell: (e) => (
      <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 360 }}>
        {e.text ? <span>{e.text}</span> : null}
        {e.receiptNumber ? <span>Paragon: {e.receiptNumber}</span> : null}
        <Photos entry={e} />
      </Box>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (e) => (
      <WithSecond
        main={`${CONTEST_ENTRY_LABELS[e.status]}${e.isWinner ? ' · zwycięzca' : ''}`}
        second={e.status === 'REJECTED' ? e.rejectReason : e.points ? `${e.points} pkt` : formatDateTime(e.createdAt)}
      />
    ),
  },
  { key: 'actions', header: 'Ocena', cell: (e) => <ReviewActions entry={e} /> },
];

/** /admin/contests/raport/:id — a contest's entries: the photos, accept, reject with a reason, choose winners; the results as CSV. */
export default function ContestEntriesPage() {
  const id = Number(useParams().id) || 0;
  const contest = contests.useOne(id > 0 ? id : null);
  const { query, setQuery, paging } = useListState(ContestEntryQuery);
  const entries = useEntries(id, query);
  const download = (pdf: boolean) =>
    (pdf ? downloadResultsPdf(id) : downloadResults(id)).catch((e: unknown) =>
      showToast(errorMessage(e, `Nie udało się pobrać pliku ${pdf ? 'PDF' : 'CSV'}`)),
    );
  const c = contest.data;
  return (
    <Page
      title={c ? `Zgłoszenia: ${c.title}` : C.reportDetails.title}
      lead={c ? `Przyjęte: ${c.pointsAccepted} pkt, wygrana: ${c.pointsWinner} pkt. Punkty przyznaje się raz na zgłoszenie.` : undefined}
      maxWidth={1400}
      actions={
        <>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void download(true)} disabled={!c}>
            Pobierz PDF
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void download(false)} disabled={!c}>
            Pobierz CSV
          </Button>
        </>
      }
    >
      <PageBreadcrumbs items={[{ label: C.report.title, to: C.report.path }, ...(c ? [{ label: c.title }] : [])]} />
      <QueryView query={contest}>
        {() => (
          <>
            <TextField
              select
              label="Status"
              value={query.winners ? 'WINNERS' : (query.status ?? '')}
              onChange={(e) => {
                const v = e.target.value;
                setQuery(
                  v === 'WINNERS'
                    ? { winners: 'true', status: undefined }
                    : { status: (v || undefined) as ContestEntry['status'] | undefined, winners: undefined },
                );
              }}
              fullWidth={false}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ width: 240, mb: 2 }}
            >
              <MenuItem value="">Wszystkie</MenuItem>
              {CONTEST_ENTRY_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {CONTEST_ENTRY_LABELS[s]}
                </MenuItem>
              ))}
              <MenuItem value="WINNERS">Zwycięzcy</MenuItem>
            </TextField>
            <DataTable query={entries} columns={columns} label="Zgłoszenia" emptyText="Brak zgłoszeń" paging={paging} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
