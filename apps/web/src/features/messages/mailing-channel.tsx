import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { CreateMailingBody, MAILING_CHANNELS, MAILING_MESSAGES, type Mailing, type MailingChannel } from '@klub/contracts';
import { FormRadioGroup, FormTextField, RichTextField } from '../../components/form';
import { RichText } from '../../components/layout/RichText';
import { adminPaths as A } from '../../config/admin-paths';
import { MESSAGES } from '../../config/messages';
import {
  call,
  keyOf,
  getMessagesMultipleMailing,
  getMessagesMultipleMailingById,
  postMessagesMultipleMailing,
  postMessagesMultipleMailingByIdCancel,
  postMessagesMultipleMailingCount,
} from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { refineSegment, SEGMENT_DEFAULTS, segmentOf, SegmentFields, segmentShape } from './SegmentFields';
import { LATER_DEFAULTS, laterShape, refineLater, type SendingChannel, type Typed } from './sending';

/** The form: the message, its channels, the segment's fields, and "later" with its time. */
const MailingForm = z
  .object({
    subject: CreateMailingBody.shape.subject,
    body: CreateMailingBody.shape.body,
    channels: CreateMailingBody.shape.channels,
    ...segmentShape,
    ...laterShape,
  })
  .superRefine((v, ctx) => {
    refineSegment(v, ctx);
    refineLater(v, ctx);
  });
type Input = z.input<typeof MailingForm>;

const CHANNEL_OPTIONS = (Object.keys(MAILING_CHANNELS) as MailingChannel[]).map((value) => ({ value, label: MAILING_CHANNELS[value] }));

/** How many members the segment reaches (and how many get the e-mail), asked again as the segment changes. */
function useAudience(values: Typed<Input>) {
  const segment = useDebouncedValue(
    useMemo(() => segmentOf(values), [values]),
    400,
  );
  const count = useQuery({
    queryKey: keyOf(postMessagesMultipleMailingCount, { body: { segment } }),
    queryFn: ({ signal }) => call(postMessagesMultipleMailingCount, { body: { segment } }, { space: 'admin', signal }),
    placeholderData: keepPreviousData,
  });
  const reach = count.data ? (values.channels === 'EMAIL' ? count.data.emails : count.data.members) : null;
  const summary = count.isError
    ? 'Nie udało się policzyć odbiorców.'
    : count.data
      ? `Odbiorcy: ${formatNumber(count.data.members)} członków; e-mail dostanie ${formatNumber(count.data.emails)} (zgoda marketingowa).` +
        (reach === 0 ? ` ${MAILING_MESSAGES.noRecipients}.` : '')
      : 'Liczenie odbiorców…';
  return { summary, reach };
}

/** A message to a segment of members: inbox, e-mail or both (SendMailingPage). */
export const mailingChannel: SendingChannel<Mailing, Input, z.output<typeof MailingForm>, CreateMailingBody> = {
  ops: {
    list: getMessagesMultipleMailing,
    one: getMessagesMultipleMailingById,
    create: postMessagesMultipleMailing,
    cancel: postMessagesMultipleMailingByIdCancel,
  },
  form: MailingForm,
  defaults: { subject: '', body: '', channels: 'BOTH', ...SEGMENT_DEFAULTS, ...LATER_DEFAULTS },
  body: (v) => ({ subject: v.subject, body: v.body, channels: v.channels, segment: segmentOf(v) }),
  useAudience,
  Fields: ({ control, status }) => (
    <>
      <FormTextField control={control} name="subject" label="Temat" required />
      <RichTextField control={control} name="body" label="Treść" required images={false} />
      <FormRadioGroup control={control} name="channels" label="Kanał" options={CHANNEL_OPTIONS} />
      <SegmentFields control={control} consentLabel="Tylko członkowie ze zgodą marketingową (także skrzynka)">
        {status}
      </SegmentFields>
    </>
  ),
  Preview: ({ values }) => (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Podgląd wiadomości">
      <Typography variant="overline" color="text.secondary">
        Podgląd — tak zobaczy to członek
      </Typography>
      <Typography variant="h6" component="p">
        {values.subject || 'Temat wiadomości'}
      </Typography>
      {values.body ? <RichText html={values.body} /> : <Typography color="text.secondary">Treść wiadomości</Typography>}
    </Paper>
  ),
  progress: (m) => {
    const e = m.emails;
    return {
      total: e.total,
      settled: e.sent + e.failed + e.uncertain,
      name: `Postęp mailingu „${m.subject}”`,
      label:
        m.channels === 'INBOX'
          ? `Skrzynki: ${formatNumber(m.recipients)}`
          : `Wysłano ${formatNumber(e.sent)} z ${formatNumber(e.total)} e-maili` +
            (e.failed ? `, nieudane: ${formatNumber(e.failed)}` : '') +
            (e.uncertain ? `, niepewne: ${formatNumber(e.uncertain)}` : ''),
    };
  },
  texts: {
    title: A.messages.sendMailing.title,
    lead: 'Wiadomość do wybranej grupy członków: do skrzynki w Klubie, e-mailem (tylko do osób ze zgodą marketingową) albo obiema drogami.',
    form: 'Nowy mailing',
    send: 'Wyślij mailing',
    schedule: 'Zaplanuj mailing',
    name: (m) => `„${m.subject}”`,
    createError: MESSAGES.mailingError,
    cancelError: MESSAGES.mailingCancelError,
    cancelLabel: (m) => `Anuluj mailing „${m.subject}”`,
    cancelQuestion: (m) => `Anulować mailing „${m.subject}”?`,
    cancelConfirm: 'Anuluj mailing',
  },
};
