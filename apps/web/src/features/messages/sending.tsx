import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWatch, type Control, type DeepPartialSkipArrayKey, type DefaultValues, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { MAILING_MESSAGES, MAILING_STATUSES, type IdMessageResponse, type MailingStatus, type MessageResponse } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { FormCheckbox, FormDateTimeField, SubmitButton, useZodForm } from '../../components/form';
import { localDateTime } from '../../components/form/PublicationFields';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, type Column, type Paging } from '../../components/table';
import { showToast } from '../../components/toast';
import { call, keyOf, type CallOptions, type Operation } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';

/**
 * One sending flow, two channels (a mailing, an SMS): compose with the audience's count, "Wyślij
 * później", the sending's progress once created, the history with "Anuluj". A channel
 * (mailing-channel.tsx, sms-channel.tsx) gives its fields, its operations and its texts.
 */

/** What the flow reads of a sending, either channel's. */
export interface Sending {
  id: number;
  status: MailingStatus;
  scheduledAt: string | null;
}
type ListOf<S> = { total: number; data: S[] };
type Later = { later: boolean; scheduledAt: string };
/** A form's values as the fields hold them while typing. */
export type Typed<I extends FieldValues> = DeepPartialSkipArrayKey<I>;

export interface SendingChannel<S extends Sending, I extends FieldValues & Later, O extends Later, B> {
  ops: {
    list: Operation<{ query: unknown; body: undefined; response: ListOf<S> }, 'GET'>;
    one: Operation<{ query: undefined; body: undefined; response: S }, 'GET'>;
    create: Operation<{ query: undefined; body: B; response: IdMessageResponse }, 'POST'>;
    cancel: Operation<{ query: undefined; body: undefined; response: MessageResponse }, 'POST'>;
  };
  /** The form (with `laterShape`, refined by `refineLater`) and its empty values. */
  form: z.ZodType<O, I>;
  defaults: DefaultValues<I>;
  /** The body of the create operation besides `scheduledAt` and `requestKey`. */
  body: (v: O) => Omit<B, 'scheduledAt' | 'requestKey'>;
  /** The audience's count as the values change: the status line's text, how many it reaches (0 blocks sending). */
  useAudience: (values: Typed<I>) => { summary: string; reach: number | null };
  /** The fields above "Wyślij później"; `status` is the audience's line, to be placed among them. */
  Fields: (p: { control: Control<I, unknown, O>; values: Typed<I>; status: ReactNode }) => ReactNode;
  /** The preview below "Wyślij później". */
  Preview: (p: { values: Typed<I> }) => ReactNode;
  /** A sending's progress bar: its counts, its line, the bar's name. */
  progress: (s: S) => { total: number; settled: number; label: string; name: string };
  texts: {
    title: string;
    lead: string;
    form: string;
    send: string;
    schedule: string;
    /** "„Temat”" / "SMS nr 9" at the head of the created sending's line; `after` follows it. */
    name: (s: S) => string;
    after?: (s: S) => ReactNode;
    createError: string;
    cancelError: string;
    /** "Anuluj" of a row: its name, the dialog's question and confirm button. */
    cancelLabel: (s: S) => string;
    cancelQuestion: (s: S) => string;
    cancelConfirm: string;
  };
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any channel: the flow reads only what Sending and Later type
export type AnyChannel<S extends Sending = Sending> = SendingChannel<S, any, any, any>;

/** Calls a channel's operation: the channel's own types were checked where it was defined. */
const send = call as unknown as <R>(
  op: Operation<{ query: unknown; body: unknown; response: R }>,
  input: { params?: { id: number }; query?: unknown; body?: unknown },
  options?: CallOptions,
) => Promise<R>;
const admin = { space: 'admin' } as const;
const running = (s: Sending) => s.status === 'SCHEDULED' || s.status === 'SENDING';

/** "Wyślij później" in a channel's form: the checkbox, the time. */
export const laterShape = { later: z.boolean(), scheduledAt: z.string() };
export const LATER_DEFAULTS = { later: false, scheduledAt: '' };

/** "Wyślij później": a date and time, not in the past. */
export function refineLater(v: Later, ctx: z.RefinementCtx) {
  if (!v.later) return;
  const at = localDateTime('Podaj datę i godzinę wysyłki').safeParse(v.scheduledAt);
  if (!at.success) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Podaj datę i godzinę wysyłki' });
  else if (new Date(at.data).getTime() < Date.now())
    ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MAILING_MESSAGES.scheduledPast });
}

/** The sendings with their progress; refreshed every 2 s while one is scheduled or going out. */
export function useSendings<S extends Sending>(channel: AnyChannel<S>, query: { skip: number; take: number }) {
  return useQuery({
    queryKey: keyOf(channel.ops.list, { query }),
    queryFn: ({ signal }) => send(channel.ops.list, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(running) ? 2000 : false),
  });
}

/** One sending, every second until it ends. */
function useSending<S extends Sending>(channel: AnyChannel<S>, id: number | null) {
  return useQuery({
    queryKey: keyOf(channel.ops.one, { params: { id: id ?? 0 } } as never),
    queryFn: ({ signal }) => send(channel.ops.one, { params: { id: id ?? 0 } }, { ...admin, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (!q.state.data || running(q.state.data) ? 1000 : false),
  });
}

/** A write of a channel reloads its list and its sendings. */
function useSendingWrite<V, R>(
  channel: { ops: { list: Operation; one: Operation } },
  fn: (v: V) => Promise<R>,
  errorMessage: string,
  after: 'onSuccess' | 'onSettled',
) {
  const client = useQueryClient();
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keyOf(channel.ops.list) }),
      client.invalidateQueries({ queryKey: keyOf(channel.ops.one) }),
    ]);
  return useMutation({ mutationFn: fn, meta: { errorMessage }, [after]: reload });
}

/** A sending's bar with its line ("Wysłano 120 z 4 000 e-maili", "Przekazano 120 z 400, doręczono 98"). */
export function SendingProgress<S extends Sending>({ channel, sending }: { channel: AnyChannel<S>; sending: S }) {
  const p = channel.progress(sending);
  const value = p.total === 0 ? (sending.status === 'SENT' ? 100 : 0) : Math.round((p.settled / p.total) * 100);
  return (
    <Box sx={{ minWidth: 180 }}>
      <LinearProgress variant="determinate" value={value} aria-label={p.name} sx={{ height: 8, borderRadius: 1 }} />
      <Typography variant="caption" color="text.secondary">
        {p.label}
      </Typography>
    </Box>
  );
}

const statusText = (s: Sending) =>
  s.status === 'SCHEDULED' ? `${MAILING_STATUSES.SCHEDULED} na ${formatDateTime(s.scheduledAt)}` : MAILING_STATUSES[s.status];

function SendForm<S extends Sending, I extends FieldValues & Later, O extends Later, B>({
  channel,
  onCreated,
}: {
  channel: SendingChannel<S, I, O, B>;
  onCreated: (id: number) => void;
}) {
  const create = useSendingWrite(channel, (body: B) => send(channel.ops.create, { body }, admin), channel.texts.createError, 'onSuccess');
  // One key per form fill: a second click (or a retried request) is the same sending.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(channel.form, { defaultValues: channel.defaults });
  const values = useWatch({ control: form.control }) as Typed<I>;
  const { summary, reach } = channel.useAudience(values);
  const { Fields, Preview } = channel;
  return (
    <Box
      component="form"
      noValidate
      aria-label={channel.texts.form}
      onSubmit={form.handleSubmit((v) =>
        create.mutate({ ...channel.body(v), scheduledAt: v.later ? new Date(v.scheduledAt).toISOString() : null, requestKey } as B, {
          onSuccess: (answer) => {
            showToast(answer.message, 'success');
            onCreated(answer.id);
            setRequestKey(crypto.randomUUID());
            form.reset(channel.defaults);
          },
        }),
      )}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 900, minWidth: 0 }}
    >
      <Fields
        control={form.control}
        values={values}
        status={
          <Alert severity={reach === 0 ? 'warning' : 'info'} role="status" aria-live="polite">
            {summary}
          </Alert>
        }
      />
      <Box>
        <FormCheckbox control={form.control} name={'later' as never} label="Wyślij później" />
        {values.later ? (
          <FormDateTimeField control={form.control} name={'scheduledAt' as never} label="Data i godzina wysyłki" required />
        ) : null}
      </Box>
      <Preview values={values} />
      <Box>
        <SubmitButton pending={create.isPending} disabled={reach === 0}>
          {values.later ? channel.texts.schedule : channel.texts.send}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** A channel's sending page: the created sending's progress, the form, then `children` (the history). */
export function SendPage<S extends Sending, I extends FieldValues & Later, O extends Later, B>({
  channel,
  children,
}: {
  channel: SendingChannel<S, I, O, B>;
  children?: ReactNode;
}) {
  const [createdId, setCreatedId] = useState<number | null>(null);
  const created = useSending(channel, createdId).data;
  return (
    <Page title={channel.texts.title} lead={channel.texts.lead} maxWidth={1400}>
      {created ? (
        <Alert severity={created.status === 'SENT' ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
          <Typography sx={{ mb: 1 }}>
            {channel.texts.name(created)}: {MAILING_STATUSES[created.status].toLowerCase()}
            {created.status === 'SCHEDULED' ? ` na ${formatDateTime(created.scheduledAt)}` : ''}.{channel.texts.after?.(created)}
          </Typography>
          {created.status === 'SCHEDULED' ? null : <SendingProgress channel={channel} sending={created} />}
        </Alert>
      ) : null}
      <SendForm channel={channel} onCreated={setCreatedId} />
      {children}
    </Page>
  );
}

/**
 * A channel's sendings: its own columns, then the status, the progress and the row's actions
 * (`actions`, then "Anuluj" for one scheduled or going out, asked first).
 */
export function SendingHistory<S extends Sending>({
  channel,
  list,
  columns,
  widths,
  actions,
  ...table
}: {
  channel: AnyChannel<S>;
  list: UseQueryResult<ListOf<S>>;
  columns: Column<S>[];
  widths: { status?: number; progress: number };
  actions?: (s: S) => ReactNode;
  label: string;
  emptyText: string;
  paging: Paging;
  rowsPerPageOptions?: number[];
}) {
  const [cancelling, setCancelling] = useState<S | null>(null);
  const cancel = useSendingWrite(
    channel,
    (id: number) => send(channel.ops.cancel, { params: { id } }, admin),
    channel.texts.cancelError,
    'onSettled',
  );
  const all: Column<S>[] = [
    ...columns,
    { key: 'status', header: 'Status', width: widths.status, cell: statusText },
    {
      key: 'progress',
      header: 'Postęp',
      width: widths.progress,
      cell: (s) => (s.status === 'SCHEDULED' ? '—' : <SendingProgress channel={channel} sending={s} />),
    },
    actionsColumn((s) => (
      <>
        {actions?.(s)}
        {running(s) ? (
          <Button size="small" color="error" onClick={() => setCancelling(s)} aria-label={channel.texts.cancelLabel(s)}>
            Anuluj
          </Button>
        ) : null}
      </>
    )),
  ];
  return (
    <>
      <DataTable query={list} columns={all} isEmpty={(d) => d.total === 0} dense {...table} />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? channel.texts.cancelQuestion(cancelling) : ''}
        confirmLabel={channel.texts.cancelConfirm}
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
    </>
  );
}
