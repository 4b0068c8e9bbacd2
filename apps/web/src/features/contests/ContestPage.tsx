import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CONTEST_ENTRY_LABELS, fileUrl, type ContestPublic, type MyContestEntry } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { RichText } from '../../components/layout/RichText';
import { Section } from '../../components/layout/Section';
import { Photo } from '../../components/media';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { uploadFile } from '../../lib/upload';
import { useMemberContest, useSendEntry } from './api';
import { ContestFacts } from './ContestsPage';

interface Upload {
  name: string;
  progress: number;
  key?: string;
}

/** The entry form: what the contest asks; photos upload one by one with their progress, each removable. */
function EntryForm({ c }: { c: ContestPublic }) {
  const send = useSendEntry(c.id);
  const [text, setText] = useState('');
  const [receipt, setReceipt] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((u) => !u.key);
  const addFiles = (list: FileList | null) => {
    const picked = Array.from(list ?? []).slice(0, c.maxPhotos - uploads.length);
    for (const file of picked) {
      const name = `${file.name}-${Math.random()}`;
      setUploads((all) => [...all, { name, progress: 0 }]);
      const patch = (p: Partial<Upload>) => setUploads((all) => all.map((u) => (u.name === name ? { ...u, ...p } : u)));
      uploadFile(file, { onProgress: (progress) => patch({ progress }) }).then(
        (f) => patch({ key: f.key, progress: 100 }),
        (err: unknown) => {
          setUploads((all) => all.filter((u) => u.name !== name));
          showToast(errorMessage(err, 'Nie udało się przesłać zdjęcia'));
        },
      );
    }
  };
  const submit = () =>
    send.mutate(
      { text: text || null, receiptNumber: receipt || null, photos: uploads.flatMap((u) => (u.key ? [u.key] : [])) },
      {
        onSuccess: (r) => {
          showToast(r.message, 'success');
          setText('');
          setReceipt('');
          setUploads([]);
        },
      },
    );
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {c.askText ? (
        <TextField label="Opis zgłoszenia" required multiline minRows={3} value={text} onChange={(e) => setText(e.target.value)} />
      ) : null}
      {c.askReceipt ? (
        <TextField label="Numer paragonu lub faktury" required value={receipt} onChange={(e) => setReceipt(e.target.value)} />
      ) : null}
      {c.maxPhotos > 0 ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Zdjęcia: {uploads.length} z {c.maxPhotos}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {uploads.map((u, i) => (
              <Box key={u.name} sx={{ position: 'relative', width: 96 }}>
                {u.key ? (
                  <Photo
                    src={fileUrl(u.key)}
                    alt={`Zdjęcie ${i + 1}`}
                    sizes="96px"
                    sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  />
                ) : (
                  <LinearProgress variant="determinate" value={u.progress} aria-label={`Przesyłanie zdjęcia ${i + 1}`} sx={{ mt: 5 }} />
                )}
                {u.key ? (
                  <IconButton
                    size="small"
                    aria-label={`Usuń zdjęcie ${i + 1}`}
                    onClick={() => setUploads((all) => all.filter((x) => x.name !== u.name))}
                    sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
          {uploads.length < c.maxPhotos ? (
            <Button variant="outlined" component="label" sx={{ justifySelf: 'start' }}>
              Dodaj zdjęcia
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                onChange={(e) => (addFiles(e.target.files), (e.target.value = ''))}
              />
            </Button>
          ) : null}
        </Box>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={busy || send.isPending} sx={{ justifySelf: 'start' }}>
        Wyślij zgłoszenie
      </Button>
    </Box>
  );
}

function MyEntry({ e }: { e: MyContestEntry }) {
  const tone = e.status === 'ACCEPTED' ? 'success' : e.status === 'REJECTED' ? 'error' : 'info';
  return (
    <Alert severity={tone} component="article" aria-label={`Zgłoszenie z ${formatDateTime(e.createdAt)}`}>
      <strong>
        {CONTEST_ENTRY_LABELS[e.status]}
        {e.isWinner ? ' — wygrana!' : ''}
        {e.points ? ` (+${e.points} pkt)` : ''}
      </strong>
      {e.rejectReason ? <div>Powód: {e.rejectReason}</div> : null}
      <div>
        Wysłane {formatDateTime(e.createdAt)}
        {e.text ? `: ${e.text}` : ''}
      </div>
    </Alert>
  );
}

/** /additional-points/more/:id — a contest's rules, the member's entries with their review, and the entry form while it runs. */
export default function ContestPage() {
  const id = Number(useParams().id) || 0;
  const contest = useMemberContest(id);
  const c = contest.data;
  return (
    <Page title={c?.title ?? paths.additionalPointsDetails.title} contentWidth={820}>
      <PageBreadcrumbs
        items={[{ label: paths.additionalPoints.title, to: paths.additionalPoints.path }, ...(c ? [{ label: c.title }] : [])]}
      />
      {id === 0 ? (
        <Alert severity="warning">Nie ma takiego konkursu.</Alert>
      ) : (
        <QueryView query={contest}>
          {(c) => {
            const sent = c.myEntries.filter((e) => e.status !== 'REJECTED').length;
            return (
              <Box component="article" sx={{ display: 'grid', gap: 2.5 }}>
                {c.lead ? (
                  <Typography variant="body1" sx={{ fontWeight: 600 }}>
                    {c.lead}
                  </Typography>
                ) : null}
                <ContestFacts c={c} />
                {c.image ? (
                  <Photo
                    src={fileUrl(c.image)}
                    alt=""
                    sizes="(max-width: 900px) 100vw, 820px"
                    sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null}
                <RichText html={c.rules} />
                {c.myEntries.length ? (
                  <Section title="Twoje zgłoszenia">
                    <Box sx={{ display: 'grid', gap: 1 }}>
                      {c.myEntries.map((e) => (
                        <MyEntry key={e.id} e={e} />
                      ))}
                    </Box>
                  </Section>
                ) : null}
                {!c.isOpen ? (
                  <Alert severity="info">
                    {Date.parse(c.startsAt) > Date.now()
                      ? `Zgłoszenia od ${formatDateTime(c.startsAt)}.`
                      : 'Konkurs zakończony — zgłoszenia są zamknięte.'}
                  </Alert>
                ) : sent >= c.entriesPerMember ? (
                  <Alert severity="info">Wysłano już wszystkie zgłoszenia, na jakie pozwala ten konkurs.</Alert>
                ) : (
                  <Section title="Wyślij zgłoszenie">
                    <EntryForm c={c} />
                  </Section>
                )}
              </Box>
            );
          }}
        </QueryView>
      )}
    </Page>
  );
}
