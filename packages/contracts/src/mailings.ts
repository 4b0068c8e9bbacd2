import { z } from 'zod';
import { Audience } from './audience';
import { dbId, isoDay, Paging, text } from './common';
import { USER_STATUSES } from './constants';
import { richText } from './content';
import { MESSAGE_BODY_MAX, MESSAGE_TOPIC_MAX } from './inbox';

// ---- mailings: one message to a segment of members (admin: messages/send-mailing) ----

export const MAILING_CHANNELS = { INBOX: 'Skrzynka w serwisie', EMAIL: 'E-mail', BOTH: 'Skrzynka i e-mail' } as const;
export type MailingChannel = keyof typeof MAILING_CHANNELS;
export const MAILING_STATUSES = {
  SCHEDULED: 'Zaplanowany',
  SENDING: 'W trakcie wysyłki',
  SENT: 'Wysłany',
  CANCELLED: 'Anulowany',
} as const;
export type MailingStatus = keyof typeof MAILING_STATUSES;

export const MAILING_MESSAGES = {
  created: 'Mailing został zlecony do wysyłki',
  scheduled: 'Mailing został zaplanowany',
  cancelled: 'Mailing został anulowany',
  notCancellable: 'Tego mailingu nie można już anulować: został wysłany',
  channel: 'Wybierz kanał wysyłki',
  balanceRange: 'Saldo „od” nie może być większe niż „do”',
  activityRange: 'Data „aktywni od” nie może być późniejsza niż „aktywni do”',
  scheduledPast: 'Termin wysyłki nie może być w przeszłości',
  noRecipients: 'Nikt nie spełnia wybranych kryteriów: zmień segment',
  /** A recipient's e-mail that was being handed to the server when its instance stopped: maybe delivered, never sent again. */
  uncertain: 'Wysyłka przerwana w chwili przekazywania do serwera pocztowego',
} as const;

/**
 * Whom a mailing goes to: the audience of content (roles, regions, gold, premium, groups) narrowed
 * by status, district, DTH or RDS, points balance and the day of the last sign-in. E-mails of a
 * mailing go only to members with marketing consent; `consentOnly` narrows the inbox copies too.
 */
export const MailingSegment = Audience.extend({
  statuses: z
    .array(z.enum(USER_STATUSES))
    .max(USER_STATUSES.length)
    .default([])
    .transform((s) => [...new Set(s)].sort()),
  districts: z.array(dbId).max(400).default([]),
  dths: z.array(dbId).max(500).default([]),
  rdss: z.array(dbId).max(100).default([]),
  minBalance: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  maxBalance: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  /** Signed in on or after this day (Europe/Warsaw). */
  activeFrom: isoDay.nullish().transform((v) => v ?? null),
  /** Signed in last before or on this day (or never): to win back the quiet ones. */
  activeTo: isoDay.nullish().transform((v) => v ?? null),
  consentOnly: z.boolean().default(false),
  /** Exactly these members (an SMS to one member): the other criteria still narrow them. */
  members: z.array(dbId).max(1000).default([]),
})
  .refine((s) => s.minBalance === null || s.maxBalance === null || s.minBalance <= s.maxBalance, {
    message: MAILING_MESSAGES.balanceRange,
    path: ['maxBalance'],
  })
  .refine((s) => s.activeFrom === null || s.activeTo === null || s.activeFrom <= s.activeTo, {
    message: MAILING_MESSAGES.activityRange,
    path: ['activeTo'],
  });
export type MailingSegment = z.output<typeof MailingSegment>;
export type MailingSegmentInput = z.input<typeof MailingSegment>;

/** POST /api/messages/multiple-mailing/count: how many the segment reaches, before sending. */
export const MailingCountBody = z.strictObject({ segment: MailingSegment });
export const MailingCount = z.object({
  /** Members in the segment: each gets the inbox copy. */
  members: z.number().int(),
  /** Of them, with marketing consent: each gets the e-mail. */
  emails: z.number().int(),
});
export type MailingCount = z.infer<typeof MailingCount>;

/** POST /api/messages/multiple-mailing */
export const CreateMailingBody = z.strictObject({
  subject: text(MESSAGE_TOPIC_MAX),
  body: richText(MESSAGE_BODY_MAX),
  channels: z.enum(Object.keys(MAILING_CHANNELS) as [MailingChannel, ...MailingChannel[]], { error: MAILING_MESSAGES.channel }),
  segment: MailingSegment,
  /** Later sending; none: now. */
  scheduledAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
  /** Made once by the form: the same key again (a double click, a retried request) is the same mailing. */
  requestKey: z.uuid(),
});
export type CreateMailingBody = z.input<typeof CreateMailingBody>;

/** Messages of a sending (e-mails, SMS): to send, handed over, failed, uncertain (in flight when an instance died; never sent twice). */
export const SendingProgress = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  uncertain: z.number().int(),
});

/** A mailing with its progress. */
export const Mailing = z.object({
  id: z.number().int(),
  subject: z.string(),
  channels: z.enum(Object.keys(MAILING_CHANNELS) as [MailingChannel, ...MailingChannel[]]),
  status: z.enum(Object.keys(MAILING_STATUSES) as [MailingStatus, ...MailingStatus[]]),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Members reached (inbox copies); fixed when the sending starts. */
  recipients: z.number().int(),
  /** E-mails: to send, sent, failed, and uncertain (in flight when an instance died; never sent twice). */
  emails: SendingProgress,
});
export type Mailing = z.infer<typeof Mailing>;
export const MailingList = z.object({ data: z.array(Mailing), total: z.number().int() });
export type MailingList = z.infer<typeof MailingList>;
export const MailingQuery = Paging(200, 20);
export type MailingQuery = z.input<typeof MailingQuery>;

/** The unsubscribe link of a mailing's e-mail (GET shows the page, POST unsubscribes; RFC 8058 one-click too). */
export const UNSUBSCRIBE_TEXTS = {
  footer: (url: string) =>
    `Dostajesz tę wiadomość, bo zgodziłeś się na informacje marketingowe Klubu. Nie chcesz ich więcej? Wypisz się: ${url}`,
  footerHtml: 'Dostajesz tę wiadomość, bo zgodziłeś się na informacje marketingowe Klubu. Nie chcesz ich więcej?',
  footerLink: 'Wypisz się',
  title: 'Wypisanie z informacji marketingowych',
  question: (email: string) =>
    `Czy wypisać adres ${email} z informacji marketingowych Klubu (mailingów)? Wiadomości o Twoim koncie i zamówieniach nadal będą przychodzić.`,
  confirm: 'Wypisz mnie',
  done: (email: string) =>
    `Adres ${email} został wypisany z informacji marketingowych Klubu. Zgodę możesz przywrócić w ustawieniach konta.`,
  invalid: 'Ten link do wypisania jest nieprawidłowy. Skopiuj go w całości z wiadomości albo zmień zgody w ustawieniach konta.',
} as const;
