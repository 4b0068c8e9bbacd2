import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  SMS_MAX_PARTS,
  SMS_MESSAGES,
  smsParts,
  smsText,
  type CreateSmsBody,
  type MessageExecutor,
  type SmsSending,
  type SmsTargetInput,
} from '@klub/contracts';
import { FormRadioGroup, FormTextField } from '../../components/form';
import { adminPaths as A } from '../../config/admin-paths';
import { MESSAGES } from '../../config/messages';
import {
  call,
  keyOf,
  getMessagesSms,
  getMessagesSmsById,
  postMessagesSms,
  postMessagesSmsByIdCancel,
  postMessagesSmsCount,
} from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { MemberPicker } from '../admin-codes';
import { refineSegment, SEGMENT_DEFAULTS, segmentOf, SegmentFields, segmentShape } from './SegmentFields';
import { LATER_DEFAULTS, laterShape, refineLater, type SendingChannel, type Typed } from './sending';

const zl = (v: number) => `${v.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} zł`;

/** The form: the text, one member or a segment, and "later" with its time. */
const SmsForm = z
  .object({
    text: smsText,
    kind: z.enum(['MEMBER', 'SEGMENT']),
    userId: z.number().nullable(),
    ...segmentShape,
    ...laterShape,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'MEMBER' && v.userId === null) ctx.addIssue({ code: 'custom', path: ['userId'], message: SMS_MESSAGES.member });
    if (v.kind === 'SEGMENT') refineSegment(v, ctx);
    refineLater(v, ctx);
  });
type Input = z.input<typeof SmsForm>;
type Output = z.output<typeof SmsForm>;

const KIND_OPTIONS = [
  { value: 'MEMBER' as const, label: 'Jeden uczestnik' },
  { value: 'SEGMENT' as const, label: 'Segment (tylko ze zgodą marketingową)' },
];

/** Recipients, parts and cost, asked again as the target or the text changes. */
function useAudience(values: Typed<Input>) {
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
  const asked = useDebouncedValue(
    useMemo(() => ({ target, text: values.text ?? '' }), [target, values.text]),
    400,
  );
  const count = useQuery({
    queryKey: keyOf(postMessagesSmsCount, { body: asked as never }),
    queryFn: ({ signal }) => call(postMessagesSmsCount, { body: { target: asked.target!, text: asked.text } }, { space: 'admin', signal }),
    enabled: asked.target !== null,
    placeholderData: keepPreviousData,
  });
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
  return { summary, reach };
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

/** Whom to (one member picked by name, or a segment), the text with its parts, the count. */
function SmsFields({ control, values, status }: Parameters<SendingChannel<SmsSending, Input, Output, CreateSmsBody>['Fields']>[0]) {
  const [member, setMember] = useState<MessageExecutor | null>(null);
  return (
    <>
      <FormRadioGroup control={control} name="kind" label="Do kogo" options={KIND_OPTIONS} />
      {(values.kind ?? 'MEMBER') === 'MEMBER' ? (
        <Controller
          control={control}
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
        <SegmentFields control={control} />
      )}
      <Box>
        <FormTextField control={control} name="text" label="Treść SMS" required multiline minRows={3} />
        <PartsLine text={values.text ?? ''} />
      </Box>
      {status}
    </>
  );
}

/** An SMS to one member or a segment, with its parts and cost before sending (SendSmsPage, SmsListPage). */
export const smsChannel: SendingChannel<SmsSending, Input, Output, CreateSmsBody> = {
  ops: { list: getMessagesSms, one: getMessagesSmsById, create: postMessagesSms, cancel: postMessagesSmsByIdCancel },
  form: SmsForm,
  defaults: { text: '', kind: 'MEMBER', userId: null, ...SEGMENT_DEFAULTS, ...LATER_DEFAULTS },
  body: (v) => ({
    text: v.text,
    target: v.kind === 'MEMBER' ? { kind: 'MEMBER', userId: v.userId! } : { kind: 'SEGMENT', segment: segmentOf(v) },
  }),
  useAudience,
  Fields: SmsFields,
  Preview: ({ values }) => (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }} aria-label="Podgląd SMS">
      <Typography variant="overline" color="text.secondary">
        Podgląd — tak zobaczy to telefon
      </Typography>
      <Box sx={{ bgcolor: 'grey.100', borderRadius: 3, p: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {values.text || <Typography color="text.secondary">Treść SMS</Typography>}
      </Box>
    </Paper>
  ),
  progress: (s) => {
    const m = s.messages;
    return {
      total: m.total,
      settled: m.sent + m.failed + m.uncertain,
      name: `Postęp wysyłki SMS nr ${s.id}`,
      label:
        `Przekazano ${formatNumber(m.sent)} z ${formatNumber(m.total)}, doręczono ${formatNumber(m.delivered)}` +
        (m.undelivered ? `, niedoręczone: ${formatNumber(m.undelivered)}` : '') +
        (m.failed ? `, błędy: ${formatNumber(m.failed)}` : '') +
        (m.uncertain ? `, niepewne: ${formatNumber(m.uncertain)}` : ''),
    };
  },
  texts: {
    title: A.messages.sendSms.title,
    lead: 'SMS do jednego uczestnika albo do segmentu (tylko osoby z numerem telefonu i zgodą marketingową). Polskie litery skracają część SMS ze 160 do 70 znaków.',
    form: 'Nowy SMS',
    send: 'Wyślij SMS',
    schedule: 'Zaplanuj SMS',
    name: (s) => `SMS nr ${s.id}`,
    after: (s) => (
      <>
        {' '}
        <Link to={`${A.messages.smsLog.path}?sendingId=${s.id}`}>Zobacz log SMS</Link>
      </>
    ),
    createError: MESSAGES.smsError,
    cancelError: MESSAGES.smsCancelError,
    cancelLabel: (s) => `Anuluj SMS nr ${s.id}`,
    cancelQuestion: (s) => `Anulować wysyłkę SMS nr ${s.id}?`,
    cancelConfirm: 'Anuluj wysyłkę',
  },
};
