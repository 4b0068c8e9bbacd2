import { z } from 'zod';
import { email, optionalText, phone, safeString, orNone } from './common';
import { PremiumSettings } from './files';
import { ConverterBody } from './prizes';
import { FraudGuardSettings } from './code-guard';
import { PointsReminderDays } from './points-reminders';

/** The app's page in a store (App Store, Google Play): https only, as the stores serve it. */
const storeAddress = safeString()
  .trim()
  .max(500, 'Adres jest za długi (najwyżej 500 znaków)')
  .pipe(z.url({ protocol: /^https$/, error: 'Podaj adres strony aplikacji zaczynający się od https://' }));

/** The code-entry block: `maxFailures` wrong codes within `windowMinutes` block further attempts until the window ends. */
export const CodeEntryLimits = z.strictObject({
  maxFailures: z
    .number({ error: 'Podaj liczbę prób' })
    .int('Podaj liczbę całkowitą')
    .min(1, 'Najmniej 1 próba')
    .max(1000, 'Najwięcej 1000 prób'),
  windowMinutes: z
    .number({ error: 'Podaj liczbę minut' })
    .int('Podaj liczbę całkowitą')
    .min(1, 'Najmniej 1 minuta')
    .max(10_080, 'Najwięcej 10 080 minut (tydzień)'),
});
export type CodeEntryLimits = z.infer<typeof CodeEntryLimits>;

/**
 * SMS gateways the club can send through: SMSAPI.pl's REST API, or none (each SMS is written to the
 * server's log only, as in development). The gateway's token is set apart from the settings object
 * (PUT /api/settings/sms-token): written, never shown again (only its last 4 characters), masked in
 * the audit trail; without one, the deployment's SMS_API_TOKEN.
 */
export const SMS_PROVIDERS = { NONE: 'Brak bramki (SMS tylko w logu serwera)', SMSAPI: 'SMSAPI.pl' } as const;
export type SmsProvider = keyof typeof SMS_PROVIDERS;
export const SmsSettings = z.strictObject({
  provider: z.enum(Object.keys(SMS_PROVIDERS) as [SmsProvider, ...SmsProvider[]], { error: 'Wybierz bramkę SMS z listy' }),
  /** The sender name phones show: up to 11 letters and digits (the GSM alphanumeric sender). */
  sender: orNone(
    safeString()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}$/, 'Nadawca SMS: do 11 liter (bez polskich znaków) i cyfr'),
  ),
  /** What the gateway charges for one part of an SMS (PLN, net): the send-sms screen's cost estimate. */
  pricePerPart: z
    .number({ error: 'Podaj cenę jednej części SMS' })
    .min(0, 'Cena nie może być ujemna')
    .max(10, 'Najwyżej 10 zł za część')
    .multipleOf(0.0001, 'Najwyżej 4 miejsca po przecinku'),
});
export type SmsSettings = z.infer<typeof SmsSettings>;

/**
 * The programme's settings as ONE object (spec §3 "saved as one settings object"): what the
 * programme's operator changes from the back office. Premium threshold and converter have their own
 * screens too (spec routes); all of them are the same stored values.
 */
export const ProgramSettingsBody = z.strictObject({
  /** Points earned in year Y stay valid until 31.12 of Y + this (0: end of the same year). */
  pointsValidityYears: z
    .number({ error: 'Podaj liczbę lat' })
    .int('Podaj liczbę całkowitą')
    .min(0, 'Najmniej 0 lat')
    .max(10, 'Najwięcej 10 lat'),
  premium: PremiumSettings,
  pointsPerPln: ConverterBody.shape.pointsPerPln,
  codeEntryLimits: CodeEntryLimits,
  /** The sender of the club's e-mails ("Klub <klub@firma.pl>" or an address); empty: the deployment's MAIL_FROM. */
  mailFrom: orNone(
    safeString()
      .trim()
      .max(200, 'Nadawca jest za długi (najwyżej 200 znaków)')
      .regex(
        /^([^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        'Podaj adres e-mail albo „Nazwa <adres@domena.pl>”',
      ),
  ),
  contact: z.strictObject({
    email: orNone(email),
    phone: orNone(phone),
    /** e.g. "pn.–pt. 8:00–16:00" */
    hours: optionalText(200),
    /** The office's postal address, one line (/contact shows it): e.g. "ul. Farbiarska 1, 30-001 Kraków". */
    address: optionalText(300),
  }),
  /** The app's page in the App Store; unset: the promo shows no App Store button. */
  appStoreUrl: orNone(storeAddress),
  /** The app's page in Google Play; unset: the promo shows no Google Play button. */
  googlePlayUrl: orNone(storeAddress),
  /** Shown on top of every customer page while set (a planned break, a change in the rules). */
  maintenanceNotice: optionalText(300),
  /** The live-chat vendor's licence number (LiveChat): the widget shows on customer pages only while set. */
  sms: SmsSettings,
  /** The photo the registration screen shows (one of /api/page/photos); null: the first of the gallery. */
  registrationPhotoId: z
    .number({ error: 'Wybierz zdjęcie z listy' })
    .int()
    .min(1)
    .nullish()
    .transform((v) => v ?? null),
  chatLicence: orNone(
    safeString()
      .trim()
      .regex(/^\d{1,12}$/, 'Numer licencji czatu to same cyfry (najwyżej 12)'),
  ),
  /**
   * Every Administrator must sign in with a second factor (docs/security.md "Two-factor sign-in");
   * false until set. Left out of a save: stays as it was.
   */
  administratorTwoFactorRequired: z.boolean({ error: 'Zaznacz albo odznacz pole' }).optional(),
  /** The fraud guard's rules and thresholds (docs/domain.md "Fraud guard"). Left out of a save: stays as it was. */
  fraudGuard: FraudGuardSettings.optional(),
  /** Points-expiry reminders go out this many days before a lot expires (0: none). Left out of a save: stays as it was. */
  pointsExpiryReminderDays: PointsReminderDays.optional(),
});
export type ProgramSettingsBody = z.input<typeof ProgramSettingsBody>;

/** GET /api/settings: the object and its version; PUT sends back the version it read. (Plain types: an answer is encoded, not parsed.) */
export const ProgramSettings = z.object({
  version: z.number().int(),
  pointsValidityYears: z.number().int(),
  premium: z.object({ points: z.number().int(), months: z.number().int() }),
  pointsPerPln: z.number(),
  codeEntryLimits: z.object({ maxFailures: z.number().int(), windowMinutes: z.number().int() }),
  mailFrom: z.string().nullable(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    hours: z.string().nullable(),
    address: z.string().nullable(),
  }),
  appStoreUrl: z.string().nullable(),
  googlePlayUrl: z.string().nullable(),
  maintenanceNotice: z.string().nullable(),
  chatLicence: z.string().nullable(),
  sms: z.object({
    provider: z.enum(Object.keys(SMS_PROVIDERS) as [SmsProvider, ...SmsProvider[]]),
    sender: z.string().nullable(),
    pricePerPart: z.number(),
  }),
  registrationPhotoId: z.number().int().nullable(),
  administratorTwoFactorRequired: z.boolean(),
  fraudGuard: FraudGuardSettings,
  pointsExpiryReminderDays: z.number().int(),
});
export type ProgramSettings = z.infer<typeof ProgramSettings>;
export const SaveSettingsBody = ProgramSettingsBody.extend({
  version: z.number({ error: 'Brak wersji ustawień — odśwież stronę' }).int().min(0),
});
export type SaveSettingsBody = z.input<typeof SaveSettingsBody>;

/** PUT /api/settings/sms-token: a new token, or null to remove the one set here. */
export const SmsTokenBody = z.strictObject({
  token: safeString()
    .trim()
    .min(8, 'Klucz bramki SMS ma co najmniej 8 znaków')
    .max(200, 'Klucz bramki SMS jest za długi (najwyżej 200 znaków)')
    .regex(/^[\x21-\x7e]+$/, 'Klucz bramki SMS to litery, cyfry i znaki bez spacji (skopiuj go z panelu bramki)')
    .nullable(),
});
export type SmsTokenBody = z.input<typeof SmsTokenBody>;
/** Which token the gateway uses: the one set here (`hint`: its last 4 characters), the deployment's, or none. */
export const SmsTokenState = z.object({
  source: z.enum(['SETTINGS', 'ENV', 'NONE']),
  hint: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SmsTokenState = z.infer<typeof SmsTokenState>;
/** PUT /api/settings/sms-token: a Polish message and which token the gateway uses now. */
export const SmsTokenSaved = z.object({ message: z.string(), state: SmsTokenState });
export type SmsTokenSaved = z.infer<typeof SmsTokenSaved>;

export const SETTINGS_MESSAGES = {
  smsTokenSaved: 'Klucz bramki SMS został zapisany',
  smsTokenRemoved: 'Klucz bramki SMS został usunięty z ustawień',
  stale: 'Ustawienia zmienił w międzyczasie ktoś inny. Odśwież stronę i wprowadź swoje zmiany ponownie.',
  unknownPhoto: 'Nie ma takiego zdjęcia w galerii rejestracji',
} as const;
