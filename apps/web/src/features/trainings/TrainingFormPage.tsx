import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { z } from 'zod';
import { checkTraining, TRAINING_SIGNUP_LABELS, TrainingFields, type Training, type TrainingParticipant } from '@klub/contracts';
import { FormDateTimeField, FormSelectField, FormTextField, namedOptions, RichTextField } from '../../components/form';
import { localDateTime, PublicationForm, toLocalDateTime, withPublication } from '../../components/form/PublicationFields';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { DataTable, WithSecond, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { PublicationFormPage, useAudienceOptions } from '../member-groups';
import { downloadParticipants, trainings, useParticipants } from './api';
import { PhotoField, TitleLeadFields } from '../../components/content/ContentFields';

const T = paths.admin.trainings;
const TIME = 'Podaj pełną datę i godzinę';
const optionalTime = z.union([z.literal(''), localDateTime(TIME)]);
const TrainingForm = TrainingFields.omit({
  status: true,
  publishAt: true,
  audience: true,
  startsAt: true,
  endsAt: true,
  signupDeadline: true,
})
  .extend({ ...PublicationForm.shape, startsAt: localDateTime(TIME), endsAt: optionalTime, signupDeadline: optionalTime })
  .superRefine((v, ctx) => checkTraining({ ...v, endsAt: v.endsAt || null, signupDeadline: v.signupDeadline || null }, ctx));
const iso = (local: string) => (local ? new Date(local).toISOString() : null);
const local = (at: string | null | undefined) => (at ? toLocalDateTime(at) : '');

const participantColumns: Column<TrainingParticipant>[] = [
  {
    key: 'name',
    header: 'Uczestnik',
    rowHeader: true,
    cell: (p) => <WithSecond main={`${p.firstname} ${p.lastname}`} second={p.company} />,
  },
  { key: 'contact', header: 'Kontakt', cell: (p) => <WithSecond main={p.email} second={p.phone} /> },
  { key: 'status', header: 'Status', cell: (p) => TRAINING_SIGNUP_LABELS[p.status] },
  { key: 'at', header: 'Zapis', cell: (p) => formatDateTime(p.queuedAt) },
];

function Participants({ training }: { training: Training }) {
  const list = useParticipants(training.id);
  const download = () =>
    downloadParticipants(training.id).catch((e: unknown) => showToast(errorMessage(e, 'Nie udało się pobrać pliku CSV')));
  return (
    <Section
      title={`Uczestnicy: ${training.confirmed} z ${training.capacity} miejsc${training.waiting ? `, lista rezerwowa: ${training.waiting}` : ''}`}
      actions={
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download()}>
          Pobierz CSV
        </Button>
      }
    >
      <DataTable
        query={list}
        columns={participantColumns}
        rowKey={(p) => p.userId}
        label="Uczestnicy szkolenia"
        emptyText="Nikt się jeszcze nie zapisał"
      />
    </Section>
  );
}

/** /admin/trainings/form(/:id) — a training: what, when, where, how many places, until when, and for whom; then its participants. */
export default function TrainingFormPage() {
  const audience = useAudienceOptions();
  return (
    <PublicationFormPage
      resource={trainings}
      titles={{ add: T.add.title, edit: T.form.title }}
      missing="szkolenia"
      schema={TrainingForm}
      label="Szkolenie"
      defaults={(t) => ({
        title: t?.title ?? '',
        lead: t?.lead ?? '',
        body: t?.body ?? '',
        image: t?.image ?? null,
        startsAt: local(t?.startsAt),
        endsAt: local(t?.endsAt),
        place: t?.place ?? '',
        onlineUrl: t?.onlineUrl ?? '',
        regionId: t?.regionId ?? undefined,
        capacity: t?.capacity,
        signupDeadline: local(t?.signupDeadline),
      })}
      toSave={(v) => ({
        body: withPublication({ ...v, startsAt: iso(v.startsAt)!, endsAt: iso(v.endsAt), signupDeadline: iso(v.signupDeadline) }),
      })}
      fields={(c, t, publication) => (
        <>
          <TitleLeadFields control={c} adding={!t} />
          <FormDateTimeField control={c} name="startsAt" label="Początek" required />
          <FormDateTimeField control={c} name="endsAt" label="Koniec" />
          <FormTextField control={c} name="place" label="Miejsce (adres)" helperText="Puste: szkolenie tylko online" />
          <FormTextField control={c} name="onlineUrl" label="Link do spotkania online" helperText="https://…" />
          <FormSelectField
            control={c}
            name="regionId"
            label="Region"
            options={namedOptions(audience.options.regions)}
            placeholder="Cała Polska"
          />
          <FormTextField control={c} name="capacity" label="Liczba miejsc" numeric required sx={{ maxWidth: 200 }} />
          <FormDateTimeField control={c} name="signupDeadline" label="Zapisy do" helperText="Puste: do początku szkolenia" />
          <PhotoField control={c} alt="Zdjęcie szkolenia" />
          <RichTextField control={c} name="body" label="Program i opis" required minHeight={200} />
          {publication}
        </>
      )}
      back={T.list.path}
      added="Dodano szkolenie"
      remove={(t) => ({ label: 'Usuń', question: `Czy na pewno usunąć „${t.title}” z zapisami?`, done: 'Usunięto szkolenie' })}
      below={(t) => <Participants training={t} />}
    />
  );
}
