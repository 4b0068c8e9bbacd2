import { z } from 'zod';
import { idNumber, isoDay, searchText, Paging } from './common';
import { STAFF_ROLE_CODES } from './staff';

/**
 * The audit trail and the job log (admin: settings/logs). Entities are table names; the screen
 * names them in Polish with AUDIT_ENTITIES. A masked column (a password hash, a file's bytes)
 * reads AUDIT_MASK, or AUDIT_MASK_CHANGED after a change to it.
 */
export const AUDIT_ENTITIES = {
  users: 'Osoba',
  orders: 'Zamówienie',
  order_elements: 'Pozycja zamówienia',
  prizes: 'Nagroda',
  prize_groups: 'Grupa nagród',
  prize_characteristics: 'Cecha nagrody',
  prize_thresholds: 'Próg nagród',
  partner_shops: 'Sklep partnerski',
  points_ledger: 'Operacja punktowa',
  points_groups: 'Grupa produktów',
  points_packages: 'Produkt (tabela punktów)',
  code_batches: 'Partia kodów',
  regions: 'Region',
  districts: 'Powiat',
  distributors: 'Dystrybutor',
  member_distributors: 'Dystrybutor wykonawcy',
  contractor_websites: 'Strona wykonawcy',
  gold_subgroups: 'Podgrupa złota',
  gold_docs: 'Dokument grupy złotej',
  settings: 'Ustawienia',
  files: 'Plik',
  lists: 'Lista',
  list_items: 'Pozycja listy',
  faq_groups: 'Grupa FAQ',
  faq: 'Pytanie FAQ',
  posts: 'Aktualność lub artykuł',
  texts: 'Tekst',
  banners: 'Baner',
  regulations: 'Regulamin',
  page_photos: 'Zdjęcie strony logowania',
  training_gallery_groups: 'Galeria zdjęć ze szkoleń',
  training_gallery_photos: 'Zdjęcie w galerii szkoleń',
  csv_imports: 'Import CSV',
  api_keys: 'Klucz API',
  secret_settings: 'Ustawienie poufne',
  contests: 'Konkurs',
  contest_entries: 'Zgłoszenie konkursowe',
  trainings: 'Szkolenie',
  training_signups: 'Zapis na szkolenie',
  training_movies: 'Film szkoleniowy',
  training_contact_requests: 'Prośba o kontakt w sprawie szkoleń',
  messages: 'Wiadomość',
  mailings: 'Wysyłka',
  member_groups: 'Grupa członków',
  member_group_members: 'Członek grupy',
  campaigns: 'Akcja punktowa',
  campaign_versions: 'Wersja akcji punktowej',
  held_codes: 'Kod do weryfikacji',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_CODES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

/** EXPORT: an admin downloaded a member's data (GET /api/users/{id}/export; a read, so written by the route, not the trigger). */
export const AUDIT_ACTIONS = {
  INSERT: 'Dodanie',
  UPDATE: 'Zmiana',
  DELETE: 'Usunięcie',
  JOB: 'Zadanie w tle',
  EXPORT: 'Eksport danych',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_MASK = '***';
export const AUDIT_MASK_CHANGED = '***!';

/** GET /api/settings/logs — newest first; every filter optional. */
export const AuditQuery = Paging(500, 50).extend({
  actorId: idNumber.optional(),
  entity: z.enum(AUDIT_ENTITY_CODES, { error: 'Nieznany rodzaj obiektu' }).optional(),
  entityId: searchText(40),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;
/** GET /api/settings/logs/csv-export: the log's filters, every entry (no page). */
export const AuditCsvQuery = AuditQuery.omit({ skip: true, take: true });
export type AuditCsvQuery = z.input<typeof AuditCsvQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The staff member's name, with the role they acted in: "Ada Admin (Administrator)". */
  actorName: z.string().nullable(),
  /** The role the staff member had at the time of the change (null: recorded before roles, or by a job). */
  actorRole: z.enum(STAFF_ROLE_CODES).nullable().optional(),
  ip: z.string().nullable(),
  route: z.string().nullable(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  total: z.number().int(),
  /** true when more than `total` match (counting stops at 100 000; narrow the filters). */
  totalCapped: z.boolean(),
  data: z.array(AuditEntry),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** Admins who appear in the trail (the admin filter). */
export const AuditActor = z.object({ id: z.number().int(), name: z.string() });
export type AuditActor = z.infer<typeof AuditActor>;

export const JOB_KINDS = {
  'points-expiry': 'Wygasanie punktów',
  'ranking-snapshot': 'Zapis rankingu',
  'stats-compact': 'Scalanie statystyk',
  'csv-import': 'Import CSV',
  'training-reminders': 'Przypomnienia o szkoleniach',
  'points-reminders': 'Przypomnienia o wygasających punktach',
  'guard-prune': 'Czyszczenie danych ochrony kodów',
  'webhooks-prune': 'Czyszczenie dziennika webhooków',
  mail: 'Wysyłka e-maila',
} as const;
export type JobKind = keyof typeof JOB_KINDS;
export const JOB_STATUSES = { OK: 'Wykonane', FAILED: 'Błąd' } as const;

/** GET /api/settings/job-logs */
export const JobLogQuery = Paging(500, 50).extend({
  kind: z.enum(Object.keys(JOB_KINDS) as [JobKind, ...JobKind[]], { error: 'Nieznany rodzaj zadania' }).optional(),
  status: z.enum(['OK', 'FAILED']).optional(),
});
export type JobLogQuery = z.input<typeof JobLogQuery>;

/** A log entry (spec §3: `{date, status}`) with what the run did. */
export const JobLogEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  date: z.string(),
  status: z.enum(['OK', 'FAILED']),
  finishedAt: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type JobLogEntry = z.infer<typeof JobLogEntry>;
export const JobLogPage = z.object({ total: z.number().int(), data: z.array(JobLogEntry) });
export type JobLogPage = z.infer<typeof JobLogPage>;

/**
 * An e-mail that failed every attempt (the job queue's dead letters, settings/logs "Nieudane
 * e-maile"): kept 30 days for an admin to send again or drop.
 */
export const FailedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When the mail was first queued. */
  queuedAt: z.string(),
  /** When it was given up. */
  failedAt: z.string(),
  attempts: z.number().int(),
  /** The SMTP server's last answer (or the error). */
  error: z.string(),
});
export type FailedMail = z.infer<typeof FailedMail>;
export const FailedMailQuery = Paging(500, 50);
export type FailedMailQuery = z.input<typeof FailedMailQuery>;
export const FailedMailPage = z.object({ total: z.number().int(), data: z.array(FailedMail) });
export type FailedMailPage = z.infer<typeof FailedMailPage>;
/** POST /api/settings/failed-mails/retry: these, or (no ids) every failed mail. */
export const FailedMailRetryBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Nieprawidłowy identyfikator e-maila' }))
    .min(1)
    .max(1000)
    .optional(),
});
export type FailedMailRetryBody = z.input<typeof FailedMailRetryBody>;
/** How many failed mails were queued again, and a Polish message. */
export const FailedMailRetryResult = z.object({ count: z.number().int(), message: z.string() });
export type FailedMailRetryResult = z.infer<typeof FailedMailRetryResult>;
export const FailedMailIdParam = z.object({ id: z.uuid({ error: 'Nieprawidłowy identyfikator e-maila' }) });
export const FAILED_MAIL_MESSAGES = {
  retried: (n: number) => `Ponownie w kolejce do wysyłki: ${n}`,
  deleted: 'Usunięto e-mail z listy nieudanych',
  notFound: 'Nie ma takiego nieudanego e-maila',
} as const;

/** Column headers of the audit CSV export. */
export const AUDIT_CSV_COLUMNS = {
  id: 'Nr',
  at: 'Data',
  actor: 'Administrator',
  ip: 'Adres IP',
  route: 'Operacja',
  action: 'Rodzaj',
  entity: 'Obiekt',
  entityId: 'Id obiektu',
  before: 'Przed',
  after: 'Po',
} as const;
