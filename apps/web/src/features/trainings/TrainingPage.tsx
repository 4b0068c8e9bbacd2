import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fileUrl, type TrainingPublic } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { RichText } from '../../components/layout/RichText';
import { Photo } from '../../components/media';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { bodyAfterLead } from '../posts';
import { downloadCalendar, useMemberTraining, useSignup } from './api';
import { MySignupChip, TrainingFacts } from './TrainingFacts';

/** Sign up, join the waiting list, or give the place back; the server's sentence says what happened. */
function SignupBox({ t }: { t: TrainingPublic }) {
  const signup = useSignup(t.id);
  const signedUp = t.mySignup === 'CONFIRMED' || t.mySignup === 'WAITING';
  const started = Date.parse(t.startsAt) <= Date.now();
  const act = (join: boolean) => signup.mutate(join, { onSuccess: (r) => showToast(r.message, 'success') });
  if (signedUp)
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <MySignupChip t={t} />
        {started ? null : (
          <Button variant="outlined" color="error" onClick={() => act(false)} disabled={signup.isPending}>
            {t.mySignup === 'WAITING' ? 'Zrezygnuj z listy rezerwowej' : 'Wypisz się'}
          </Button>
        )}
      </Box>
    );
  if (!t.signupOpen) return <Alert severity="info">Zapisy na to szkolenie są zamknięte.</Alert>;
  const full = t.confirmed >= t.capacity;
  return (
    <Box>
      <Button variant="contained" size="large" onClick={() => act(true)} disabled={signup.isPending}>
        {full ? 'Zapisz się na listę rezerwową' : 'Zapisz się'}
      </Button>
    </Box>
  );
}

/** "Dodaj do kalendarza": the training as an .ics file (the same event as the confirmation's attachment). */
function CalendarButton({ t }: { t: TrainingPublic }) {
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    downloadCalendar(t.id)
      .catch((e: unknown) => showToast(errorMessage(e, 'Nie udało się pobrać pliku kalendarza')))
      .finally(() => setBusy(false));
  };
  return (
    <Box>
      <Button variant="outlined" startIcon={<EventAvailable />} onClick={save} disabled={busy}>
        Dodaj do kalendarza
      </Button>
    </Box>
  );
}

/** /trainings/more/:id — a training: when, where, places, the programme, and the member's sign-up. */
export default function TrainingPage() {
  const id = Number(useParams().id) || 0;
  const training = useMemberTraining(id);
  const t = training.data;
  return (
    <Page title={t?.title ?? paths.trainingDetails.title} contentWidth={820}>
      <PageBreadcrumbs items={[{ label: paths.trainings.title, to: paths.trainings.path }, ...(t ? [{ label: t.title }] : [])]} />
      {id === 0 ? (
        <Alert severity="warning">Nie ma takiego szkolenia.</Alert>
      ) : (
        <QueryView query={training}>
          {(t) => (
            <Box component="article" sx={{ display: 'grid', gap: 2.5 }}>
              {t.lead ? (
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {t.lead}
                </Typography>
              ) : null}
              <TrainingFacts t={t} />
              {t.onlineUrl && t.mySignup === 'CONFIRMED' ? (
                <Typography variant="body2">
                  Spotkanie online: <a href={t.onlineUrl}>{t.onlineUrl}</a>
                </Typography>
              ) : null}
              <SignupBox t={t} />
              {Date.parse(t.endsAt ?? t.startsAt) > Date.now() ? <CalendarButton t={t} /> : null}
              {t.image ? (
                <Photo
                  src={fileUrl(t.image)}
                  alt=""
                  sizes="(max-width: 900px) 100vw, 820px"
                  sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : null}
              <RichText html={bodyAfterLead(t.body, t.lead)} />
            </Box>
          )}
        </QueryView>
      )}
    </Page>
  );
}
