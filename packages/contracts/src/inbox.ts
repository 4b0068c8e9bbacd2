import { z } from 'zod';
import { dbId, Paging, safeString, text } from './common';
import { FIELD_MESSAGES } from './messages';
import { optionalFileKey, type UploadMimeType } from './files';
import { richText } from './content';

// ---- messages between the club and a member (/api/messages) ----

/** The topics a member picks on /contact. */
export const CONTACT_TOPICS = {
  POINTS: 'Punkty i kody',
  ORDER: 'Zamówienie lub nagroda',
  ACCOUNT: 'Moje konto',
  OTHER: 'Inna sprawa',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;
export const CONTACT_TOPIC_CODES = Object.keys(CONTACT_TOPICS) as ContactTopic[];

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_TOPIC_MAX = 200;

/** A member writes at most this many contact messages an hour. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

export const INBOX_MESSAGES = {
  topic: 'Wybierz temat wiadomości',
  sent: 'Wiadomość została wysłana',
  replyOfOther: 'Odpowiedź musi trafić do autora wiadomości',
  searchTooShort: 'Wpisz co najmniej 2 znaki: imię i nazwisko, e-mail, firmę lub telefon',
  emailed: 'E-mail z wiadomością został zlecony do wysyłki',
  alreadyEmailed: 'Ta wiadomość została już wysłana e-mailem',
  notEmailable: 'E-mailem można wysłać tylko wiadomość administratora do jednego członka (nie wiadomość od członka ani kopię mailingu)',
  noEmail: 'Nie można wysłać e-maila: członek klubu nie ma adresu e-mail albo jego konto zostało usunięte',
  attachmentType: 'Załącznik musi być plikiem PDF, JPG lub PNG',
  attachmentTooLarge: 'Załącznik jest za duży (maksymalnie 5 MB)',
  attachmentMissing: 'Nie ma takiego załącznika — dodaj plik ponownie',
  attachmentUsed: 'Ten załącznik jest już dołączony do innej wiadomości — dodaj plik ponownie',
} as const;

/** A member's attachment to /contact: one file of at most this size… */
export const CONTACT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** …of these kinds (by content, never by name), readable only by admins and the member who sent it. */
export const CONTACT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const satisfies readonly UploadMimeType[];
/** For `<input type="file" accept>`; the server decides by content anyway. */
export const CONTACT_ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The e-mail copy of an admin's message (POST /api/messages/send-by-email): the message, then where to read it in the Klub. */
export const MESSAGE_MAIL_TEXTS = {
  footer: (inboxUrl: string) => `Tę wiadomość znajdziesz też w swojej skrzynce w Klubie: ${inboxUrl}`,
  footerHtml: 'Tę wiadomość znajdziesz też w swojej skrzynce w Klubie:',
  footerLink: 'Wiadomości',
} as const;

/** GET /api/messages, a member's inbox: 1000 per fetch (spec §9). */
export const MessageQuery = Paging(1000, 1000);
export type MessageQuery = z.input<typeof MessageQuery>;
/** The admins' received and sent lists: pages of 50 by default, up to 1000. */
export const AdminMessageQuery = Paging(1000, 50);
export type AdminMessageQuery = z.input<typeof AdminMessageQuery>;

/** A message in a member's inbox. */
export const InboxMessage = z.object({
  id: z.number().int(),
  topic: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;
/** Spec §3: message lists carry `data`, `total` and `totalUnread`. */
export const InboxList = z.object({ data: z.array(InboxMessage), total: z.number().int(), totalUnread: z.number().int() });
export type InboxList = z.infer<typeof InboxList>;

/** POST /api/messages/contact — a member writes to the club. */
export const ContactMessageBody = z.strictObject({
  topic: z.enum(CONTACT_TOPIC_CODES as [ContactTopic, ...ContactTopic[]], { error: INBOX_MESSAGES.topic }),
  body: text(MESSAGE_BODY_MAX),
  /** The key `POST /api/messages/contact/attachment` answered, or none. */
  attachmentKey: optionalFileKey,
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

const MessageMember = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });

/** A file a member sent with their message (download with an admin's token: it is not public). */
export const MessageAttachment = z.object({
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

/** A member's message in the admins' received list. */
export const ReceivedMessage = z.object({
  id: z.number().int(),
  member: MessageMember,
  topic: z.string(),
  /** Plain text, as the member wrote it. */
  body: z.string(),
  attachment: MessageAttachment.nullable(),
  read: z.boolean(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedMessage = z.infer<typeof ReceivedMessage>;
export const ReceivedList = z.object({ data: z.array(ReceivedMessage), total: z.number().int(), totalUnread: z.number().int() });
export type ReceivedList = z.infer<typeof ReceivedList>;

/** An admin's message in the sent list: whether the member has opened it. */
export const SentMessage = z.object({
  id: z.number().int(),
  member: MessageMember,
  adminName: z.string().nullable(),
  topic: z.string(),
  body: z.string(),
  read: z.boolean(),
  replyToId: z.number().int().nullable(),
  /** When it was e-mailed to the member (`send-by-email`); null: only in the inbox. */
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof SentMessage>;
export const SentList = z.object({ data: z.array(SentMessage), total: z.number().int(), totalUnread: z.number().int() });
export type SentList = z.infer<typeof SentList>;

/** POST /api/messages — an admin writes to one member (a reply names the received message). */
export const SendMessageBody = z.strictObject({
  userId: dbId,
  topic: text(MESSAGE_TOPIC_MAX),
  body: richText(MESSAGE_BODY_MAX),
  replyToId: dbId.nullish().transform((v) => v ?? null),
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** POST /api/messages/send-by-email — an admin's message to one member, e-mailed to them as well (once). */
export const SendByEmailBody = z.strictObject({ messageId: dbId });
export type SendByEmailBody = z.input<typeof SendByEmailBody>;

// ---- the recipient look-up of the message forms (/api/messages/executors) ----

/** The look-up answers at most this many members. */
export const EXECUTORS_LIMIT = 20;
/** The shortest search text the look-up takes. */
export const EXECUTOR_SEARCH_MIN = 2;

/** GET /api/messages/executors?search= — name, e-mail, company or phone (digits with spaces or dashes too). */
export const ExecutorQuery = z.strictObject({
  search: safeString().trim().min(EXECUTOR_SEARCH_MIN, INBOX_MESSAGES.searchTooShort).max(100, FIELD_MESSAGES.tooLong(100)),
});
export type ExecutorQuery = z.input<typeof ExecutorQuery>;

/** A member with an inbox (USER, CONTRACTOR, ARCHITECT, not deleted) found by the look-up. */
export const MessageExecutor = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type MessageExecutor = z.infer<typeof MessageExecutor>;
export const ExecutorList = z.object({ data: z.array(MessageExecutor) });
export type ExecutorList = z.infer<typeof ExecutorList>;
