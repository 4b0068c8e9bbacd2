import { z } from 'zod';
import { dbId, Paging, safeString } from './common';
import { Mailing, MailingSegment, SendingProgress } from './mailings';

// ---- SMS: one text to one member or a segment (admin: messages/send-sms, sms-list, sms-log) ----

/** GSM 03.38 basic alphabet: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: an escape and the character, two septets each. */
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export const SMS_MAX_PARTS = 6;
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  /** GSM-7 while every character is in the GSM alphabet; one Polish letter (ą, ć, ę, ł, ń, ó, ś, ź, ż) makes it UCS-2. */
  encoding: SmsEncoding;
  /** Length as the network counts it: septets (GSM-7; €, [, ] … count 2) or UTF-16 units (UCS-2). */
  length: number;
  /** Messages the phone joins into one: 160/70 fit in one, longer ones go in parts of 153/67. */
  parts: number;
  /** What one part holds in this encoding (160 or 70 for one part, 153 or 67 for each of several). */
  perPart: number;
}

/**
 * How a text travels as SMS: the encoding, and into how many parts it is cut. A two-septet
 * character (GSM-7) or a surrogate pair (UCS-2) is never split across two parts, as gateways do.
 */
export function smsParts(text: string): SmsParts {
  const chars = [...text];
  const gsm = chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENDED.has(c));
  const units = gsm ? chars.map((c) => (GSM7_EXTENDED.has(c) ? 2 : 1)) : chars.map((c) => c.length);
  const length = units.reduce((a, b) => a + b, 0);
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  if (length <= single) return { encoding: gsm ? 'GSM-7' : 'UCS-2', length, parts: length === 0 ? 0 : 1, perPart: single };
  let parts = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > multi) {
      parts++;
      used = 0;
    }
    used += u;
  }
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', length, parts, perPart: multi };
}

export const SMS_MESSAGES = {
  created: 'SMS został zlecony do wysyłki',
  scheduled: 'SMS został zaplanowany',
  cancelled: 'Wysyłka SMS została anulowana',
  notCancellable: 'Tej wysyłki nie można już anulować: została zakończona',
  text: 'Wpisz treść SMS',
  tooLong: `SMS jest za długi: najwyżej ${SMS_MAX_PARTS} części (918 znaków bez polskich liter albo 402 z polskimi)`,
  member: 'Wybierz odbiorcę',
  noPhone: 'Ten uczestnik nie ma numeru telefonu',
  noRecipients: 'Nikt w wybranym segmencie nie ma numeru telefonu i zgody marketingowej: zmień segment',
  /** An SMS that was being handed to the gateway when its instance stopped: maybe sent, never sent again. */
  uncertain: 'Wysyłka przerwana w chwili przekazywania do bramki SMS',
  noToken: 'Bramka SMS nie ma klucza dostępu: ustaw go w Ustawieniach (Klucz bramki SMS)',
  gatewayAway: 'Bramka SMS nie odpowiada',
  gatewayRefused: 'Bramka SMS odrzuciła wiadomość',
  callbackForged: 'Nieprawidłowy podpis powiadomienia bramki SMS',
} as const;

export const smsText = safeString()
  .min(1, SMS_MESSAGES.text)
  .refine((t) => t.trim().length > 0, SMS_MESSAGES.text)
  .refine((t) => smsParts(t).parts <= SMS_MAX_PARTS, SMS_MESSAGES.tooLong);

/** To one member (by id), or to a segment (marketing: members with a phone and marketing consent). */
export const SmsTarget = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('MEMBER'), userId: dbId }), z.strictObject({ kind: z.literal('SEGMENT'), segment: MailingSegment })],
  { error: SMS_MESSAGES.member },
);
export type SmsTarget = z.output<typeof SmsTarget>;
export type SmsTargetInput = z.input<typeof SmsTarget>;

/** POST /api/messages/sms/count: recipients, parts and cost before sending. */
export const SmsCountBody = z.strictObject({ target: SmsTarget, text: safeString().max(2000).default('') });
export const SmsCount = z.object({
  /** Members the target covers. */
  members: z.number().int(),
  /** Of them, those the SMS goes to (a phone; for a segment also marketing consent). */
  phones: z.number().int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** Parts of one SMS. */
  parts: z.number().int(),
  /** Price of one part (PLN, from the settings) and the whole sending's estimate. */
  pricePerPart: z.number(),
  cost: z.number(),
});
export type SmsCount = z.infer<typeof SmsCount>;

/** POST /api/messages/sms */
export const CreateSmsBody = z.strictObject({
  text: smsText,
  target: SmsTarget,
  scheduledAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
  /** Made once by the form: the same key again (a double click, a retried request) is the same sending. */
  requestKey: z.uuid(),
});
export type CreateSmsBody = z.input<typeof CreateSmsBody>;

/** What the gateway reported last about a sent SMS (its delivery callback). */
export const SMS_DELIVERY = {
  QUEUE: 'W kolejce bramki',
  ACCEPTED: 'Przyjęty przez bramkę',
  SENT: 'Wysłany do operatora',
  DELIVERED: 'Dostarczony',
  UNDELIVERED: 'Niedostarczony',
  EXPIRED: 'Wygasł',
  FAILED: 'Błąd operatora',
  REJECTED: 'Odrzucony',
  UNKNOWN: 'Stan nieznany',
} as const;
export type SmsDelivery = keyof typeof SMS_DELIVERY;
/**
 * GET /api/messages/sms/callback: the gateway's delivery report (SMSAPI.pl's callback: GET with
 * these parameters; several reports comma-separated).
 */
export const SmsDeliveryReport = z.object({
  /** Our signature (smsCallbackUrl): only the gateway we gave the address to can report. */
  t: z.string().max(64),
  MsgId: z.string().min(1).max(20_000),
  status: z.string().max(5_000).optional(),
  status_name: z.string().max(20_000).optional(),
  idx: z.string().max(20_000).optional(),
  donedate: z.string().max(5_000).optional(),
});
export type SmsDeliveryReport = z.infer<typeof SmsDeliveryReport>;

/** Where one recipient's SMS is in our sending (the ledger), before the gateway reports. */
export const SMS_SEND_STATUSES = {
  PENDING: 'Oczekuje',
  CLAIMED: 'Oczekuje',
  SENDING: 'Przekazywany do bramki',
  SENT: 'Przekazany do bramki',
  FAILED: 'Błąd wysyłki',
  UNCERTAIN: 'Niepewne',
  NO_PHONE: 'Brak numeru lub zgody',
} as const;
export type SmsSendStatus = keyof typeof SMS_SEND_STATUSES;

/** One sending (sms-list) with its progress and what the gateway confirmed. */
export const SmsSending = Mailing.omit({ subject: true, channels: true, emails: true }).extend({
  text: z.string(),
  sender: z.string().nullable(),
  /** To one member: their name; to a segment: null. */
  member: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  parts: z.number().int(),
  messages: SendingProgress.extend({ delivered: z.number().int(), undelivered: z.number().int() }),
});
export type SmsSending = z.infer<typeof SmsSending>;
export const SmsSendingList = z.object({ data: z.array(SmsSending), total: z.number().int() });
export type SmsSendingList = z.infer<typeof SmsSendingList>;
export const SmsSendingQuery = Paging(200, 20);

/** GET /api/settings/sms-logs: one row per SMS to one member. */
export const SmsLogQuery = Paging(1000, 50).extend({
  sendingId: z.coerce.number().int().positive().optional(),
  /** DELIVERED, UNCERTAIN, FAILED …: the gateway's report, else our sending's state. */
  state: z.enum([...Object.keys(SMS_DELIVERY), ...Object.keys(SMS_SEND_STATUSES)] as [string, ...string[]]).optional(),
});
export type SmsLogQuery = z.input<typeof SmsLogQuery>;
export const SmsLogEntry = z.object({
  sendingId: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  phone: z.string().nullable(),
  text: z.string(),
  status: z.enum(Object.keys(SMS_SEND_STATUSES) as [SmsSendStatus, ...SmsSendStatus[]]),
  delivery: z.enum(Object.keys(SMS_DELIVERY) as [SmsDelivery, ...SmsDelivery[]]).nullable(),
  /** The gateway's id of the message. */
  gatewayId: z.string().nullable(),
  parts: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type SmsLogEntry = z.infer<typeof SmsLogEntry>;
export const SmsLogList = z.object({ data: z.array(SmsLogEntry), total: z.number().int() });
export type SmsLogList = z.infer<typeof SmsLogList>;
