import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  MAILING_STATUSES,
  SMS_MAX_PARTS,
  SMS_MESSAGES,
  smsParts,
  smsText,
  type MessageExecutor,
  type SmsSending,
  type SmsTargetInput,
} from '@klub/contracts';
import { FormCheckbox, FormDateTimeField, FormRadioGroup, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { adminPaths as A } from '../../config/admin-paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { MemberPicker } from '../admin-codes';
import { refineLater } from './sending-form';
import { refineSegment, SEGMENT_DEFAULTS, segmentOf, SegmentFields, segmentShape } from './SegmentFields';
import { useCreateSms, useSmsCount, useSmsSending } from './sms-api';

const zl = (v: number) => `${v.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} zł`;

/** The form: the text, one member or a segment, and "later" with its time. */
const SmsForm = z
  .object({
    text: smsText,
    kind: z.enum(['MEMBER', 'SEGMENT']),
    userId: z.number().nullable(),
    ...segmentShape,
    later: z.boolean(),
    scheduledAt: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'MEMBER' && v.userId === null) ctx.addIssue({ code: 'custom', path: ['userId'], message: SMS_MESSAGES.member });
    if (v.kind === 'SEGMENT') refineSegment(v, ctx);
    refineLater(v, ctx);
  });
type SmsFormInput = z.input<typeof SmsForm>;

const DEFAULTS: SmsFormInput = { text: '', kind: 'MEMBER', userId: null, ...SEGMENT_DEFAULTS, later: false, scheduledAt: '' };
const KIND_OPTIONS = [
  { value: 'MEMBER' as const, label: 'Jeden uczestnik' },
  { value: 'SEGMENT' as const, label: 'Segment (tylko ze zgodą marketingową)' },
];

/** "Przekazano 120 z 400, doręczono 98" with a bar. */
export function SmsProgress({ sending }: { sending: SmsSending }) {
  const m = sending.messages;
  const settled = m.sent + m.failed + m.uncertain;
  const value = m.total === 0 ? (sending.status === 'SENT' ? 100 : 0) : Math.round((settled / m.total) * 100);
  const label =
    `Przekazano ${formatNumber(m.sent)} z ${formatNumber(m.total)}, doręczono ${formatNumber(m.delivered)}` +
    (m.undelivered ? `, niedoręczone: ${formatNumber(m.undelivered)}` : '') +
    (m.failed ? `, błędy: ${formatNumber(m.failed)}` : '') +
    (m.uncertain ? `, niepewne: ${formatNumber(m.uncertain)}` : '');
  return (
    <Box sx={{ minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Postęp wysyłki SMS nr ${sending.id}`}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Characters, encoding and parts of the text as typed: what the gateway will charge. */
function PartsLine({ text }: { text: string }) {
  const p = smsParts(text);
  const polish = p.encoding === 'UCS-2';
  return (
    <Typography variant="body2" color={p.parts > SMS_MAX_PARTS ? 'error' : 'text.secondary'} aria-live="polite" data-testid="sms-parts">
      {`Znaki: ${formatNumber(p.length)} · ${p.encoding} · części: ${p.parts} (do ${p.perPart} znaków na część)`}
      {polish ? ' — polskie litery lub inne znaki spoza GSM-7: SMS w UCS-2, mieści mniej znaków' : ''}
    </Typography>
  );
}

function SmsFormSection({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateSms();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [member, setMember] = useState<MessageExecutor | null>(null);
  const form = useZodForm(SmsForm, { defaultValues: DEFAULTS });
  const values = useWatch({ control: form.control });
  const kind = values.kind ?? 'MEMBER';
  const target = useMemo<SmsTargetInput | null>(
    () =>
      kind === 'MEMBER'
        ? typeof values.userId === 'number'
          ? { kind: 'MEMBER', userId: values.userId }
          : null
        : { kind: 'SEGMENT', segment: segmentOf(values) },
    [kind, values],
  );
  const countKey = useDebouncedValue(
    useMemo(() => ({ target, text: values.text ?? '' }), [target, values.text]),
    400,
  );
  const count = useSmsCount(countKey.target, countKey.text);
  const reach = count.data?.phones ?? null;

  const summary = count.isError
    ? 'Nie udało się policzyć odbiorców.'
    : !target
      ? 'Wybierz odbiorcę.'
      : count.data
        ? (kind === 'MEMBER'
            ? reach === 0
              ? SMS_MESSAGES.noPhone
              : 'SMS dostanie 1 osoba.'
            : `Odbiorcy: ${formatNumber(count.data.members)} członków; SMS dostanie ${formatNumber(count.data.phones)} (numer telefonu i zgoda marketingowa).` +
              (reach === 0 ? ` ${SMS_MESSAGES.noRecipients}.` : '')) +
          (reach
            ? ` Koszt: ${formatNumber(reach)} × ${count.data.parts} cz. × ${zl(count.data.pricePerPart)} ≈ ${zl(count.data.cost)} netto.`
            : '')
        : 'Liczenie odbiorców…';

  return (
    <Box
      component="form"
      noValidate
      aria-label="Nowy SMS"
      onSubmit={form.handleSubmit((v) =>
        create.mutate(
          {
            text: v.text,
            target: v.kind === 'MEMBER' ? { kind: 'MEMBER', userId: v.userId! } : { kind: 'SEGMENT', segment: segmentOf(v) },
            scheduledAt: v.later ? new Date(v.scheduledAt).toISOString() : null,
            requestKey,
          },
          {
            onSuccess: (answer) => {
              showToast(answer.message, 'success');
              onCreated(answer.id);
              setRequestKey(crypto.randomUUID());
              setMember(null);
              form.reset(DEFAULTS);
            },
          },
        ),
      )}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 900, minWidth: 0 }}
    >
      <FormRadioGroup control={form.control} name="kind" label="Do kogo" options={KIND_OPTIONS} />
      {kind === 'MEMBER' ? (
        <Controller
          control={form.control}
          name="userId"
          render={({ field, fieldState }) => (
            <MemberPicker
              source="executors"
              label="Odbiorca"
              required
              value={field.value === null || field.value === undefined ? null : member}
              onChange={(picked) => {
                setMember(picked);
                field.onChange(picked?.id ?? null);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              helperText="Imię i nazwisko, e-mail, firma lub telefon"
            />
          )}
        />
      ) : (
        <SegmentFields control={form.control} />
      )}
      <Box>
        <FormTextField control={form.control} name="text" label="Treść SMS" required multiline minRows={3} />
        <PartsLine text={values.text ?? ''} />
      </Box>
      <Alert severity={reach === 0 ? 'warning' : 'info'} role="status" aria-live="polite">
        {summary}
      </Alert>
      <Box>
        <FormCheckbox control={form.control} name="later" label="Wyślij później" />
        {values.later ? <FormDateTimeField control={form.control} name="scheduledAt" label="Data i godzina wysyłki" required /> : null}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }} aria-label="Podgląd SMS">
        <Typography variant="overline" color="text.secondary">
          Podgląd — tak zobaczy to telefon
        </Typography>
        <Box sx={{ bgcolor: 'grey.100', borderRadius: 3, p: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {values.text || <Typography color="text.secondary">Treść SMS</Typography>}
        </Box>
      </Paper>
      <Box>
        <SubmitButton pending={create.isPending} disabled={reach === 0}>
          {values.later ? 'Zaplanuj SMS' : 'Wyślij SMS'}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** /admin/messages/send-sms — an SMS to one member or a segment, with its parts and cost before sending. */
export default function SendSmsPage() {
  const [createdId, setCreatedId] = useState<number | null>(null);
  const created = useSmsSending(createdId);
  return (
    <Page
      title={A.messages.sendSms.title}
      lead="SMS do jednego uczestnika albo do segmentu (tylko osoby z numerem telefonu i zgodą marketingową). Polskie litery skracają część SMS ze 160 do 70 znaków."
      maxWidth={1400}
    >
      {created.data ? (
        <Alert severity={created.data.status === 'SENT' ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
          <Typography sx={{ mb: 1 }}>
            SMS nr {created.data.id}: {MAILING_STATUSES[created.data.status].toLowerCase()}
            {created.data.status === 'SCHEDULED' ? ` na ${formatDateTime(created.data.scheduledAt)}` : ''}.{' '}
            <Link to={`${A.messages.smsLog.path}?sendingId=${created.data.id}`}>Zobacz log SMS</Link>
          </Typography>
          {created.data.status === 'SCHEDULED' ? null : <SmsProgress sending={created.data} />}
        </Alert>
      ) : null}
      <SmsFormSection onCreated={setCreatedId} />
    </Page>
  );
}
