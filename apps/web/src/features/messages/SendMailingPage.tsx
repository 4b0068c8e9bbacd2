import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateMailingBody,
  MAILING_CHANNELS,
  MAILING_MESSAGES,
  MAILING_STATUSES,
  type Mailing,
  type MailingChannel,
} from '@klub/contracts';
import {
  FormCheckbox,
  FormDateTimeField,
  FormRadioGroup,
  FormTextField,
  RichTextField,
  SubmitButton,
  useZodForm,
} from '../../components/form';
import { Page } from '../../components/layout/Page';
import { RichText } from '../../components/layout/RichText';
import { actionsColumn, DataTable, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { adminPaths as A } from '../../config/admin-paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CancelSendingDialog, refineLater } from './sending-form';
import { refineSegment, SEGMENT_DEFAULTS, segmentOf, SegmentFields, segmentShape } from './SegmentFields';
import { useCancelMailing, useCreateMailing, useMailing, useMailingCount, useMailings } from './api';

/** The form: the message, its channels, the segment's fields, and "later" with its time. */
const MailingForm = z
  .object({
    subject: CreateMailingBody.shape.subject,
    body: CreateMailingBody.shape.body,
    channels: CreateMailingBody.shape.channels,
    ...segmentShape,
    later: z.boolean(),
    scheduledAt: z.string(),
  })
  .superRefine((v, ctx) => {
    refineSegment(v, ctx);
    refineLater(v, ctx);
  });
type MailingFormInput = z.input<typeof MailingForm>;

const DEFAULTS: MailingFormInput = {
  subject: '',
  body: '',
  channels: 'BOTH',
  ...SEGMENT_DEFAULTS,
  later: false,
  scheduledAt: '',
};

const CHANNEL_OPTIONS = (Object.keys(MAILING_CHANNELS) as MailingChannel[]).map((value) => ({ value, label: MAILING_CHANNELS[value] }));

/** "Wysłano 120 z 4 000 e-maili" with a bar, for a mailing being sent or done. */
export function MailingProgress({ mailing }: { mailing: Mailing }) {
  const e = mailing.emails;
  const settled = e.sent + e.failed + e.uncertain;
  const value = e.total === 0 ? (mailing.status === 'SENT' ? 100 : 0) : Math.round((settled / e.total) * 100);
  const label =
    mailing.channels === 'INBOX'
      ? `Skrzynki: ${formatNumber(mailing.recipients)}`
      : `Wysłano ${formatNumber(e.sent)} z ${formatNumber(e.total)} e-maili` +
        (e.failed ? `, nieudane: ${formatNumber(e.failed)}` : '') +
        (e.uncertain ? `, niepewne: ${formatNumber(e.uncertain)}` : '');
  return (
    <Box sx={{ minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Postęp mailingu „${mailing.subject}”`}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function MailingFormSection({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateMailing();
  // One key per form fill: a second click (or a retried request) is the same mailing.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(MailingForm, { defaultValues: DEFAULTS });
  const values = useWatch({ control: form.control });
  const segment = useDebouncedValue(
    useMemo(() => segmentOf(values), [values]),
    400,
  );
  const count = useMailingCount(segment);
  const channels = values.channels ?? 'BOTH';
  const emailsOnly = channels === 'EMAIL';
  const reach = count.data ? (emailsOnly ? count.data.emails : count.data.members) : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Nowy mailing"
      onSubmit={form.handleSubmit((v) =>
        create.mutate(
          {
            subject: v.subject,
            body: v.body,
            channels: v.channels,
            segment: segmentOf(v),
            scheduledAt: v.later ? new Date(v.scheduledAt).toISOString() : null,
            requestKey,
          },
          {
            onSuccess: (answer) => {
              showToast(answer.message, 'success');
              onCreated(answer.id);
              setRequestKey(crypto.randomUUID());
              form.reset(DEFAULTS);
            },
          },
        ),
      )}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 900 }}
    >
      <FormTextField control={form.control} name="subject" label="Temat" required />
      <RichTextField control={form.control} name="body" label="Treść" required images={false} />
      <FormRadioGroup control={form.control} name="channels" label="Kanał" options={CHANNEL_OPTIONS} />

      <SegmentFields control={form.control} consentLabel="Tylko członkowie ze zgodą marketingową (także skrzynka)">
        <Alert severity={reach === 0 ? 'warning' : 'info'} role="status" aria-live="polite">
          {count.isError
            ? 'Nie udało się policzyć odbiorców.'
            : count.data
              ? `Odbiorcy: ${formatNumber(count.data.members)} członków; e-mail dostanie ${formatNumber(count.data.emails)} (zgoda marketingowa).` +
                (reach === 0 ? ` ${MAILING_MESSAGES.noRecipients}.` : '')
              : 'Liczenie odbiorców…'}
        </Alert>
      </SegmentFields>

      <Box>
        <FormCheckbox control={form.control} name="later" label="Wyślij później" />
        {values.later ? <FormDateTimeField control={form.control} name="scheduledAt" label="Data i godzina wysyłki" required /> : null}
      </Box>

      <Paper variant="outlined" sx={{ p: 2 }} aria-label="Podgląd wiadomości">
        <Typography variant="overline" color="text.secondary">
          Podgląd — tak zobaczy to członek
        </Typography>
        <Typography variant="h6" component="p">
          {values.subject || 'Temat wiadomości'}
        </Typography>
        {values.body ? <RichText html={values.body} /> : <Typography color="text.secondary">Treść wiadomości</Typography>}
      </Paper>

      <Box>
        <SubmitButton pending={create.isPending} disabled={reach === 0}>
          {values.later ? 'Zaplanuj mailing' : 'Wyślij mailing'}
        </SubmitButton>
      </Box>
    </Box>
  );
}

function MailingsTable({ onCancel }: { onCancel: (m: Mailing) => void }) {
  const { query, paging } = useListState(z.object({ skip: z.coerce.number().default(0), take: z.coerce.number().default(20) }), {
    prefix: 'mailings',
  });
  const list = useMailings(query);
  const columns: Column<Mailing>[] = [
    { key: 'createdAt', header: 'Zlecony', cell: (m) => formatDateTime(m.createdAt), sx: { whiteSpace: 'nowrap' } },
    { key: 'subject', header: 'Temat', cell: (m) => m.subject, rowHeader: true },
    { key: 'channels', header: 'Kanał', cell: (m) => MAILING_CHANNELS[m.channels] },
    {
      key: 'status',
      header: 'Status',
      cell: (m) =>
        m.status === 'SCHEDULED' ? `${MAILING_STATUSES.SCHEDULED} na ${formatDateTime(m.scheduledAt)}` : MAILING_STATUSES[m.status],
    },
    { key: 'progress', header: 'Postęp', cell: (m) => (m.status === 'SCHEDULED' ? '—' : <MailingProgress mailing={m} />), width: 240 },
    actionsColumn((m) =>
      m.status === 'SCHEDULED' || m.status === 'SENDING' ? (
        <Button size="small" color="error" onClick={() => onCancel(m)} aria-label={`Anuluj mailing „${m.subject}”`}>
          Anuluj
        </Button>
      ) : null,
    ),
  ];
  return (
    <DataTable
      query={list}
      columns={columns}
      rowKey={(m) => m.id}
      label="Mailingi"
      emptyText="Nie wysłano jeszcze żadnego mailingu"
      isEmpty={(d) => d.total === 0}
      paging={paging}
      rowsPerPageOptions={[20, 50]}
      dense
    />
  );
}

/** /admin/messages/send-mailing — a message to a segment of members: inbox, e-mail or both, now or later, with its progress. */
export default function SendMailingPage() {
  const [createdId, setCreatedId] = useState<number | null>(null);
  const created = useMailing(createdId);
  const cancel = useCancelMailing();
  const [cancelling, setCancelling] = useState<Mailing | null>(null);
  return (
    <Page
      title={A.messages.sendMailing.title}
      lead="Wiadomość do wybranej grupy członków: do skrzynki w Klubie, e-mailem (tylko do osób ze zgodą marketingową) albo obiema drogami."
      maxWidth={1400}
    >
      {created.data ? (
        <Alert severity={created.data.status === 'SENT' ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
          <Typography sx={{ mb: 1 }}>
            „{created.data.subject}”: {MAILING_STATUSES[created.data.status].toLowerCase()}
            {created.data.status === 'SCHEDULED' ? ` na ${formatDateTime(created.data.scheduledAt)}` : ''}.
          </Typography>
          {created.data.status === 'SCHEDULED' ? null : <MailingProgress mailing={created.data} />}
        </Alert>
      ) : null}
      <MailingFormSection onCreated={setCreatedId} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        Mailingi
      </Typography>
      <MailingsTable onCancel={setCancelling} />
      <CancelSendingDialog
        target={cancelling}
        title={(m) => `Anulować mailing „${m.subject}”?`}
        confirmLabel="Anuluj mailing"
        cancel={cancel}
        onClose={() => setCancelling(null)}
      />
    </Page>
  );
}
