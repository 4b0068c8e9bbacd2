import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateMailingBody,
  MAILING_CHANNELS,
  MAILING_MESSAGES,
  MAILING_STATUSES,
  MEMBER_STATUS_LABELS,
  USER_STATUSES,
  type Mailing,
  type MailingChannel,
  type MailingSegmentInput,
} from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import {
  FormCheckbox,
  FormDateTimeField,
  FormRadioGroup,
  FormTextField,
  RichTextField,
  SubmitButton,
  useZodForm,
} from '../../components/form';
import { AudienceFields, localDateTime } from '../../components/form/PublicationFields';
import { FormDateField } from '../../components/form/FormDateField';
import { Page } from '../../components/layout/Page';
import { RichText } from '../../components/layout/RichText';
import { actionsColumn, DataTable, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { adminPaths as A } from '../../config/admin-paths';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAudienceOptions } from '../member-groups';
import { useCancelMailing, useCreateMailing, useMailing, useMailingCount, useMailings } from './api';

const balance = z
  .union([z.number().int().min(0, 'Podaj liczbę punktów (0 lub więcej)'), z.string().regex(/^$/, 'Podaj liczbę punktów')])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

const day = z.union([z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Podaj datę dd.mm.rrrr')]);

/** The form: the message, its channels, the segment's fields, and "later" with its time. */
const MailingForm = z
  .object({
    subject: CreateMailingBody.shape.subject,
    body: CreateMailingBody.shape.body,
    channels: CreateMailingBody.shape.channels,
    roles: z.array(z.number()),
    regions: z.array(z.number()),
    groups: z.array(z.number()),
    gold: z.boolean(),
    premium: z.boolean(),
    statuses: z.array(z.enum(USER_STATUSES)),
    minBalance: balance,
    maxBalance: balance,
    activeFrom: day,
    activeTo: day,
    consentOnly: z.boolean(),
    later: z.boolean(),
    scheduledAt: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.minBalance !== null && v.maxBalance !== null && v.minBalance > v.maxBalance)
      ctx.addIssue({ code: 'custom', path: ['maxBalance'], message: MAILING_MESSAGES.balanceRange });
    if (v.activeFrom && v.activeTo && v.activeFrom > v.activeTo)
      ctx.addIssue({ code: 'custom', path: ['activeTo'], message: MAILING_MESSAGES.activityRange });
    if (v.later) {
      const at = localDateTime('Podaj datę i godzinę wysyłki').safeParse(v.scheduledAt);
      if (!at.success) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Podaj datę i godzinę wysyłki' });
      else if (new Date(at.data).getTime() < Date.now())
        ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MAILING_MESSAGES.scheduledPast });
    }
  });
type MailingFormInput = z.input<typeof MailingForm>;
type MailingFormValues = z.output<typeof MailingForm>;

const DEFAULTS: MailingFormInput = {
  subject: '',
  body: '',
  channels: 'BOTH',
  roles: [],
  regions: [],
  groups: [],
  gold: false,
  premium: false,
  statuses: [],
  minBalance: undefined,
  maxBalance: undefined,
  activeFrom: null,
  activeTo: null,
  consentOnly: false,
  later: false,
  scheduledAt: '',
};

const CHANNEL_OPTIONS = (Object.keys(MAILING_CHANNELS) as MailingChannel[]).map((value) => ({ value, label: MAILING_CHANNELS[value] }));

/** The segment part of the form's values, as the API takes it. */
function segmentOf(v: Partial<MailingFormInput> | MailingFormValues): MailingSegmentInput {
  const n = (x: unknown) => (typeof x === 'number' ? x : null);
  return {
    roles: v.roles ?? [],
    regions: v.regions ?? [],
    groups: v.groups ?? [],
    gold: v.gold ?? false,
    premium: v.premium ?? false,
    statuses: v.statuses ?? [],
    minBalance: n(v.minBalance),
    maxBalance: n(v.maxBalance),
    activeFrom: v.activeFrom ? v.activeFrom : null,
    activeTo: v.activeTo ? v.activeTo : null,
    consentOnly: v.consentOnly ?? false,
  };
}

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

function StatusesField({ control }: { control: ReturnType<typeof useZodForm<MailingFormInput, MailingFormValues>>['control'] }) {
  return (
    <Controller
      control={control}
      name="statuses"
      render={({ field }) => {
        const picked = field.value ?? [];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">Status konta</FormLabel>
            <FormGroup row>
              {USER_STATUSES.map((s) => (
                <FormControlLabel
                  key={s}
                  label={MEMBER_STATUS_LABELS[s]}
                  control={
                    <Checkbox
                      checked={picked.includes(s)}
                      onChange={(e) => field.onChange(e.target.checked ? [...picked, s] : picked.filter((x) => x !== s))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

function MailingFormSection({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateMailing();
  const { options } = useAudienceOptions();
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

      <Paper variant="outlined" component="fieldset" sx={{ p: 2, display: 'grid', gap: 2, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
          Odbiorcy (segment)
        </Typography>
        <AudienceFields control={form.control} options={options} />
        <StatusesField control={form.control} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FormTextField control={form.control} name="minBalance" label="Saldo punktów od" numeric sx={{ width: 200 }} />
          <FormTextField control={form.control} name="maxBalance" label="Saldo punktów do" numeric sx={{ width: 200 }} />
          <FormDateField control={form.control} name="activeFrom" label="Ostatnie logowanie od" sx={{ width: 260 }} />
          <FormDateField
            control={form.control}
            name="activeTo"
            label="Ostatnie logowanie do"
            helperText="Także ci, którzy nigdy się nie zalogowali"
            sx={{ width: 260 }}
          />
        </Box>
        <FormCheckbox control={form.control} name="consentOnly" label="Tylko członkowie ze zgodą marketingową (także skrzynka)" />
        <Alert severity={reach === 0 ? 'warning' : 'info'} role="status" aria-live="polite">
          {count.isError
            ? 'Nie udało się policzyć odbiorców.'
            : count.data
              ? `Odbiorcy: ${formatNumber(count.data.members)} członków; e-mail dostanie ${formatNumber(count.data.emails)} (zgoda marketingowa).` +
                (reach === 0 ? ` ${MAILING_MESSAGES.noRecipients}.` : '')
              : 'Liczenie odbiorców…'}
        </Alert>
      </Paper>

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
      <ConfirmDialog
        open={cancelling !== null}
        title={`Anulować mailing „${cancelling?.subject ?? ''}”?`}
        confirmLabel="Anuluj mailing"
        cancelLabel="Nie anuluj"
        destructive
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancel.mutate(cancelling!.id, {
            onSuccess: (r) => showToast(r.message, 'success'),
            onSettled: () => setCancelling(null),
          })
        }
      />
    </Page>
  );
}
