import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';
import { isoDay, safeString, Paging } from './common';
import { ORDER_STATUSES } from './orders';
import { TRAINING_SIGNUP_STATUSES } from './trainings';

/**
 * Outbound webhooks (issue 40; `/api/webhooks`, Administrators only). The partner systems (ERP,
 * CRM, fulfilment) subscribe an endpoint to event types; every event is written in the transaction
 * of the change that causes it, then POSTed to each subscribed endpoint as JSON, signed as the
 * Standard Webhooks convention says (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried
 * with exponential backoff for about 3 days, in order per member.
 */

/** Every event type, with its Polish label (the endpoint form's list). */
export const WEBHOOK_EVENT_TYPES = {
  'member.registered': 'Nowy uczestnik (rejestracja lub dodanie przez administratora)',
  'member.confirmed': 'Konto uczestnika potwierdzone',
  'member.updated': 'Dane uczestnika zmienione',
  'member.deleted': 'Konto uczestnika usunięte (tylko identyfikator)',
  'order.created': 'Nowe zamówienie',
  'order.status_changed': 'Zmiana statusu zamówienia',
  'order.cancelled': 'Zamówienie anulowane (punkty zwrócone)',
  'contest.entry_created': 'Nowe zgłoszenie konkursowe',
  'training.signup_created': 'Zapis na szkolenie',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
export const WEBHOOK_EVENT_TYPE_CODES = Object.keys(WEBHOOK_EVENT_TYPES) as [WebhookEventType, ...WebhookEventType[]];

export const WEBHOOK_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** After a rotation the previous secret keeps signing (beside the new one) this long. */
export const WEBHOOK_ROTATION_GRACE_HOURS = 24;
/** A receiver has this long to answer (connection included). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * The retries of a delivery (the job queue's backoff, jobs/queue.ts): the k-th retry comes
 * `delaySeconds · 2^(k-1) · (1 + random)` after the failure, at most `maxDelaySeconds`; after the
 * last retry (about 3 days after the first attempt, 68.5 h at the earliest, 74.5 h at the latest) the
 * endpoint is paused. modules/webhooks/webhooks.schedule.ts computes it.
 */
export const WEBHOOK_RETRY = { limit: 19, delaySeconds: 60, maxDelaySeconds: 6 * 3600 } as const;
/**
 * Events and delivery attempts older than this are deleted by the hourly pass (member.* payloads are
 * personal data); a redelivery reaches back this far at most.
 */
export const WEBHOOK_RETENTION_DAYS = 30;
/** The start of an answer's body kept in the delivery log. */
export const WEBHOOK_EXCERPT_BYTES = 2048;

export const WEBHOOK_MESSAGES = {
  notFound: 'Nie ma takiego punktu odbioru webhooków',
  eventNotFound: 'Nie ma takiego zdarzenia w dzienniku tego punktu odbioru',
  unknownEvent: 'Wybierz typ zdarzenia z listy',
  noEvents: 'Wybierz co najmniej jeden typ zdarzenia',
  badUrl: 'Podaj pełny adres URL (http:// lub https://)',
  httpsOnly: 'Adres punktu odbioru musi zaczynać się od https://',
  urlCredentials: 'Adres nie może zawierać nazwy użytkownika ani hasła',
  privateAddress: 'Adres wskazuje sieć wewnętrzną, pętlę zwrotną lub adres metadanych: takie adresy są zablokowane',
  unresolved: 'Nie udało się ustalić adresu IP serwera odbiorcy',
  redirect: 'Odbiorca odpowiedział przekierowaniem: przekierowania nie są wykonywane',
  timeout: 'Odbiorca nie odpowiedział w ciągu 10 s',
  connection: (code: string) => `Błąd połączenia: ${code}`,
  paused: 'Punkt odbioru jest wstrzymany: zdarzenie nie zostało wysłane',
  alreadyActive: 'Ten punkt odbioru jest już aktywny',
  alreadyPaused: 'Ten punkt odbioru jest już wstrzymany',
  pausedByAdmin: 'Wstrzymany przez administratora',
  pausedAfterFailures: (type: string, error: string) =>
    `Wstrzymany automatycznie: zdarzenie ${type} nie zostało doręczone mimo ponawiania przez 3 dni (${error})`,
  created: 'Punkt odbioru został dodany. Skopiuj sekret teraz: nie będzie już pokazany',
  rotated: 'Wygenerowano nowy sekret. Poprzedni podpisuje jeszcze przez 24 godziny',
  deleted: 'Punkt odbioru został usunięty',
  testSent: 'Wysłano zdarzenie testowe',
  redelivered: (n: number) => `Zlecono ponowne wysłanie zdarzeń: ${n}`,
  nothingToRedeliver: 'Brak nieudanych zdarzeń do ponownego wysłania',
} as const;

/** The e-mail the Administrators get when an endpoint was paused after an event failed every attempt. */
export const WEBHOOK_MAIL_TEXTS = {
  paused: (url: string, reason: string, link: string) => ({
    subject: 'Klub — webhook wstrzymany po nieudanych próbach',
    text:
      `Punkt odbioru webhooków ${url} został wstrzymany.\n\n${reason}\n\n` +
      `Sprawdź dziennik dostarczeń, wznów punkt odbioru i wyślij ponownie nieudane zdarzenia:\n${link}\n\nZespół Klubu`,
  }),
} as const;

export const WebhookEventTypeCode = z.enum(WEBHOOK_EVENT_TYPE_CODES, { error: WEBHOOK_MESSAGES.unknownEvent });

const webhookUrl = safeString()
  .trim()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.badUrl)
  .refine((v) => {
    const u = URL.canParse(v) ? new URL(v) : null;
    return !u || (!u.username && !u.password);
  }, WEBHOOK_MESSAGES.urlCredentials);

const description = safeString().trim().max(200, FIELD_MESSAGES.tooLong(200));

const eventTypes = z
  .array(WebhookEventTypeCode)
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENT_TYPE_CODES.length * 2)
  .transform((s) => [...new Set(s)]);

export const WebhookEndpointBody = z.strictObject({
  url: webhookUrl,
  description: description.default(''),
  eventTypes,
});
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;

/** PATCH: what is sent changes, the rest stays. */
export const WebhookEndpointPatch = z.strictObject({
  url: webhookUrl.optional(),
  description: description.optional(),
  eventTypes: eventTypes.optional(),
});
export type WebhookEndpointPatch = z.input<typeof WebhookEndpointPatch>;

/** An endpoint as the list shows it: never its secret. */
export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  status: z.enum(WEBHOOK_STATUSES),
  pausedReason: z.string().nullable(),
  /** Until when the secret before the last rotation still signs (null: no rotation under way). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Creating an endpoint and rotating its secret: the only answers that show the secret. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: z.string(), message: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint) });

export const WEBHOOK_DELIVERY_FILTERS = ['OK', 'FAILED'] as const;

export const WebhookDeliveryQuery = Paging(200, 50).extend({
  event: WebhookEventTypeCode.optional(),
  status: z.enum(WEBHOOK_DELIVERY_FILTERS, { error: 'Wybierz OK albo FAILED' }).optional(),
});

/** One attempt of the delivery log. */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  memberId: z.number().int().nullable(),
  attempt: z.number().int(),
  at: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryPage = z.object({ total: z.number().int(), data: z.array(WebhookDelivery) });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, WEBHOOK_MESSAGES.eventNotFound);

/** Redelivery: one event (`eventId`), or every event that failed for this endpoint since a day (`since`). */
export const WebhookRedeliverBody = z.union([z.strictObject({ eventId: uuid }), z.strictObject({ since: isoDay })], {
  error: 'Podaj identyfikator zdarzenia (eventId) albo datę (since, RRRR-MM-DD)',
});
export type WebhookRedeliverBody = z.input<typeof WebhookRedeliverBody>;

export const WebhookCountResponse = z.object({ count: z.number().int(), message: z.string() });

/** The test delivery's answer: the event queued (its attempt shows in the delivery log). */
export const WebhookTestResult = z.object({ eventId: z.string(), message: z.string() });

// ---- Payloads: what a receiver gets (the body's `data`). Stable shapes; fields are only ever added. ----

/** A member as the events tell of them (member.registered, member.confirmed, member.updated). */
export const WebhookMember = z.object({
  id: z.number().int(),
  /** The role code (constants ROLES: 2 contractor, 3 shop, …). */
  type: z.number().int(),
  status: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  street: z.string().nullable(),
  regionId: z.number().int().nullable(),
  marketingConsent: z.boolean(),
  createdAt: z.string(),
});
export type WebhookMember = z.infer<typeof WebhookMember>;

export const WebhookOrderItem = z.object({
  prizeId: z.number().int(),
  name: z.string(),
  characteristic: z.string().nullable(),
  amount: z.number().int(),
  unitPoints: z.number().int(),
});

export const WEBHOOK_PAYLOADS = {
  'member.registered': z.object({ member: WebhookMember }),
  'member.confirmed': z.object({ member: WebhookMember }),
  'member.updated': z.object({ member: WebhookMember }),
  /** After a deletion nothing personal is sent: the id only. */
  'member.deleted': z.object({ member: z.object({ id: z.number().int() }) }),
  'order.created': z.object({
    order: z.object({
      id: z.number().int(),
      memberId: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      totalPoints: z.number().int(),
      createdAt: z.string(),
      items: z.array(WebhookOrderItem),
      delivery: z.object({
        name: z.string(),
        street: z.string(),
        postCode: z.string(),
        city: z.string(),
        phone: z.string().nullable(),
      }),
    }),
  }),
  'order.status_changed': z.object({
    order: z.object({
      id: z.number().int(),
      memberId: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      previousStatus: z.enum(ORDER_STATUSES),
    }),
  }),
  'order.cancelled': z.object({
    order: z.object({ id: z.number().int(), memberId: z.number().int(), refundedPoints: z.number().int() }),
  }),
  'contest.entry_created': z.object({
    entry: z.object({ id: z.number().int(), contestId: z.number().int(), memberId: z.number().int(), createdAt: z.string() }),
  }),
  'training.signup_created': z.object({
    signup: z.object({ trainingId: z.number().int(), memberId: z.number().int(), status: z.enum(TRAINING_SIGNUP_STATUSES) }),
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookPayload<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_PAYLOADS)[T]>;

/** The POSTed body: the envelope Standard Webhooks suggests, plus the event's id (as in `webhook-id`). */
export const webhookEnvelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    id: z.string(),
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.string(),
    data,
  });

/** The test delivery's body type. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * The OpenAPI 3.1 `webhooks` section (plugins/openapi.ts): each event type as the POST a receiver
 * gets, its body from the same zod contracts the server parses every payload with.
 */
export function webhooksOpenApi(): Record<string, unknown> {
  const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });
  const parameters = [
    header('webhook-id', 'Identyfikator zdarzenia (UUID); ten sam przy każdej próbie: odbiorca po nim usuwa duplikaty'),
    header('webhook-timestamp', 'Czas wysłania próby (sekundy od 1970-01-01 UTC)'),
    header(
      'webhook-signature',
      '`v1,` + base64(HMAC-SHA256(sekret bez `whsec_`, zdekodowany z base64; `${webhook-id}.${webhook-timestamp}.${treść}`)); ' +
        'w trakcie zmiany sekretu dwa podpisy oddzielone spacją',
    ),
  ];
  const bodySchema = (type: WebhookEventType) => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookEnvelope(type, WEBHOOK_PAYLOADS[type]), { io: 'output' });
    return schema;
  };
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPE_CODES.map((type) => [
      type,
      {
        post: {
          summary: WEBHOOK_EVENT_TYPES[type],
          operationId: `webhook_${type.replace('.', '_')}`,
          tags: ['Webhooks'],
          // No token: the receiver checks the signature headers instead.
          security: [],
          parameters,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchema(type) } },
          },
          responses: {
            '200': { description: 'Przyjęte (każdy status 2xx); inny status, przekierowanie albo brak odpowiedzi w 10 s: ponowienie' },
          },
        },
      },
    ]),
  );
}
