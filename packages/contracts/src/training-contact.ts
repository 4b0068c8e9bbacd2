import { z } from 'zod';
import { dbId, email, optionalText, orNone, Paging, phone, text } from './common';

/**
 * Training contact (/api/trainings/contact, docs/domain.md "Kontakt w sprawie szkoleń"): the
 * trainers' contact data (one record, an admin's setting) shown on the customer's
 * /trainings/contact, and the requests members send from there — stored for the admins and
 * e-mailed to the trainers' address.
 */

export const TRAINING_CONTACT_NOTE_MAX = 2000;
export const TRAINING_CONTACT_MESSAGE_MAX = 2000;
/** Requests a member may send within an hour. */
export const TRAINING_CONTACT_HOURLY_LIMIT = 5;

/** What a request is about (stored as the key). */
export const TRAINING_CONTACT_TOPICS = {
  COMPANY: 'Szkolenie w mojej firmie',
  QUESTION: 'Pytanie o szkolenie',
  OTHER: 'Inne',
} as const;
export type TrainingContactTopic = keyof typeof TRAINING_CONTACT_TOPICS;
const TOPIC_KEYS = Object.keys(TRAINING_CONTACT_TOPICS) as [TrainingContactTopic, ...TrainingContactTopic[]];

export const TRAINING_CONTACT_REQUEST_STATUSES = ['NEW', 'DONE'] as const;
export type TrainingContactRequestStatus = (typeof TRAINING_CONTACT_REQUEST_STATUSES)[number];
export const TRAINING_CONTACT_REQUEST_LABELS: Record<TrainingContactRequestStatus, string> = {
  NEW: 'Nowa',
  DONE: 'Załatwiona',
};

export const TRAINING_CONTACT_MESSAGES = {
  topic: 'Wybierz temat z listy',
  status: 'Wybierz status: nowa albo załatwiona',
  sent: 'Dziękujemy! Wiadomość trafiła do trenerów — odezwiemy się wkrótce.',
  tooMany: (minutes: number) =>
    `Wysłano już ${TRAINING_CONTACT_HOURLY_LIMIT} wiadomości w ciągu godziny. Spróbuj ponownie za ${minutes} min.`,
} as const;

/** PUT /api/trainings/contact: the trainers' contact data (every field optional; empty: not shown). */
export const TrainingContactBody = z.strictObject({
  /** The trainers' names or team, e.g. "Dział szkoleń — Anna Nowak". */
  trainers: optionalText(200),
  phone: orNone(phone),
  email: orNone(email),
  /** e.g. "pn.–pt. 8:00–16:00" */
  hours: optionalText(200),
  /** A short plain-text note (line breaks kept). */
  note: optionalText(TRAINING_CONTACT_NOTE_MAX),
});
export type TrainingContactBody = z.input<typeof TrainingContactBody>;

/** GET /api/trainings/contact: the data as stored (nulls where not set). */
export const TrainingContact = z.object({
  trainers: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hours: z.string().nullable(),
  note: z.string().nullable(),
});
export type TrainingContact = z.infer<typeof TrainingContact>;

/** POST /api/trainings/contact/requests (a member). */
export const TrainingContactRequestBody = z.strictObject({
  topic: z.enum(TOPIC_KEYS, { error: TRAINING_CONTACT_MESSAGES.topic }),
  trainingId: orNone(dbId),
  message: text(TRAINING_CONTACT_MESSAGE_MAX),
  phone: orNone(phone),
});
export type TrainingContactRequestBody = z.input<typeof TrainingContactRequestBody>;

/** A request as admins see it, with who sent it. */
export const TrainingContactRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.enum(TOPIC_KEYS),
  trainingId: z.number().int().nullable(),
  trainingTitle: z.string().nullable(),
  message: z.string(),
  phone: z.string().nullable(),
  status: z.enum(TRAINING_CONTACT_REQUEST_STATUSES),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingContactRequest = z.infer<typeof TrainingContactRequest>;
export const TrainingContactRequestList = z.object({ total: z.number().int(), data: z.array(TrainingContactRequest) });
export type TrainingContactRequestList = z.infer<typeof TrainingContactRequestList>;

/** GET /api/trainings/contact/requests: newest first, optionally one status. */
export const TrainingContactRequestQuery = Paging(1000, 50).extend({
  status: z.enum(TRAINING_CONTACT_REQUEST_STATUSES, { error: TRAINING_CONTACT_MESSAGES.status }).optional(),
});
export type TrainingContactRequestQuery = z.input<typeof TrainingContactRequestQuery>;

/** PATCH /api/trainings/contact/requests/{id}: mark done or reopen. */
export const TrainingContactRequestPatch = z.strictObject({
  status: z.enum(TRAINING_CONTACT_REQUEST_STATUSES, { error: TRAINING_CONTACT_MESSAGES.status }),
});
export type TrainingContactRequestPatch = z.input<typeof TrainingContactRequestPatch>;

/** The e-mail a request sends to the trainers' address. */
export const TRAINING_CONTACT_MAIL = (r: {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: TrainingContactTopic;
  trainingTitle: string | null;
  message: string;
  link: string;
}) => ({
  subject: `Klub — wiadomość do trenerów: ${TRAINING_CONTACT_TOPICS[r.topic]}`,
  text: [
    `Od: ${r.name} <${r.email}>`,
    r.company ? `Firma: ${r.company}` : null,
    r.phone ? `Telefon: ${r.phone}` : null,
    `Temat: ${TRAINING_CONTACT_TOPICS[r.topic]}`,
    r.trainingTitle ? `Szkolenie: ${r.trainingTitle}` : null,
    '',
    r.message,
    '',
    `Wszystkie wiadomości: ${r.link}`,
  ]
    .filter((line) => line !== null)
    .join('\n'),
});
