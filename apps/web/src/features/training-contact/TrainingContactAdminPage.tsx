import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  TRAINING_CONTACT_NOTE_MAX,
  TRAINING_CONTACT_REQUEST_LABELS,
  TRAINING_CONTACT_REQUEST_STATUSES,
  TRAINING_CONTACT_TOPICS,
  TrainingContactBody,
  TrainingContactRequestQuery,
  type TrainingContact,
  type TrainingContactRequest,
} from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { useSaveTrainingContact, useSetRequestStatus, useTrainingContact, useTrainingRequests } from './api';

const T = paths.admin.trainings;
const text = (v: string | null) => v ?? '';

/** The trainers' contact data: what members see on /trainings/contact; the e-mail also receives their requests. */
function ContactForm({ initial }: { initial: TrainingContact }) {
  const save = useSaveTrainingContact();
  const form = useZodForm(TrainingContactBody, {
    defaultValues: {
      trainers: text(initial.trainers),
      phone: text(initial.phone),
      email: text(initial.email),
      hours: text(initial.hours),
      note: text(initial.note),
    },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Dane kontaktowe trenerów"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: () => showToast(MESSAGES.saved, 'success') }))}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <FormTextField control={form.control} name="trainers" label="Trenerzy lub zespół" helperText="Np. Dział szkoleń — Anna Nowak" />
      <FormTextField control={form.control} name="phone" label="Telefon" type="tel" />
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        helperText="Na ten adres przychodzą też wiadomości członków"
      />
      <FormTextField control={form.control} name="hours" label="Godziny kontaktu" helperText="Np. pn.–pt. 8:00–16:00" />
      <FormTextField
        control={form.control}
        name="note"
        label="Informacja dla członków"
        multiline
        minRows={3}
        helperText={`Najwyżej ${TRAINING_CONTACT_NOTE_MAX} znaków`}
      />
      <Box>
        <SubmitButton pending={save.isPending}>Zapisz</SubmitButton>
      </Box>
    </Box>
  );
}

function StatusAction({ request }: { request: TrainingContactRequest }) {
  const setStatus = useSetRequestStatus();
  const done = request.status === 'DONE';
  return (
    <Button
      size="small"
      variant={done ? 'text' : 'outlined'}
      disabled={setStatus.isPending}
      aria-label={`${done ? 'Otwórz ponownie' : 'Załatwione'}: wiadomość od ${request.firstname} ${request.lastname}`}
      onClick={() =>
        setStatus.mutate(
          { id: request.id, body: { status: done ? 'NEW' : 'DONE' } },
          { onSuccess: () => showToast(done ? 'Otwarto wiadomość ponownie' : 'Oznaczono jako załatwioną', 'success') },
        )
      }
    >
      {done ? 'Otwórz ponownie' : 'Załatwione'}
    </Button>
  );
}

const columns: Column<TrainingContactRequest>[] = [
  {
    key: 'who',
    header: 'Od',
    rowHeader: true,
    width: 220,
    cell: (r) => <WithSecond main={`${r.firstname} ${r.lastname}`} second={[r.email, r.phone, r.company].filter(Boolean).join(' · ')} />,
  },
  {
    key: 'what',
    header: 'Wiadomość',
    cell: (r) => (
      <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 520 }}>
        <strong>
          {TRAINING_CONTACT_TOPICS[r.topic]}
          {r.trainingTitle ? ` — ${r.trainingTitle}` : ''}
        </strong>
        <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {r.message}
        </Box>
      </Box>
    ),
  },
  { key: 'createdAt', header: 'Wysłana', width: 150, cell: (r) => formatDateTime(r.createdAt) },
  {
    key: 'status',
    header: 'Status',
    width: 170,
    cell: (r) => (
      <WithSecond
        main={TRAINING_CONTACT_REQUEST_LABELS[r.status]}
        second={r.status === 'DONE' && r.handledAt ? `${r.handledByName ?? ''} ${formatDateTime(r.handledAt)}`.trim() : null}
      />
    ),
  },
  { key: 'action', header: 'Akcja', width: 150, cell: (r) => <StatusAction request={r} /> },
];

/** /admin/trainings/contact — the trainers' contact data and, below it, the members' requests (newest first) to mark done. */
export default function TrainingContactAdminPage() {
  const contact = useTrainingContact('admin');
  const { query, setQuery, paging } = useListState(TrainingContactRequestQuery);
  const requests = useTrainingRequests(query);
  return (
    <Page
      title={T.contact.title}
      lead="Dane kontaktowe trenerów widoczne dla członków na stronie „Zapisz się na szkolenie” i ich wiadomości."
    >
      <Section title="Dane kontaktowe trenerów">
        {contact.data ? (
          <ContactForm key={JSON.stringify(contact.data)} initial={contact.data} />
        ) : contact.isError ? (
          <Alert severity="error">{MESSAGES.loadError}</Alert>
        ) : (
          <LoadingState />
        )}
      </Section>
      <Section title="Wiadomości od członków">
        <TextField
          select
          label="Status"
          value={query.status ?? ''}
          onChange={(e) => setQuery({ status: (e.target.value || undefined) as TrainingContactRequest['status'] | undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: 240, mb: 2 }}
        >
          <MenuItem value="">Wszystkie</MenuItem>
          {TRAINING_CONTACT_REQUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {TRAINING_CONTACT_REQUEST_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <DataTable query={requests} columns={columns} label="Wiadomości od członków" emptyText="Brak wiadomości" paging={paging} />
      </Section>
    </Page>
  );
}
