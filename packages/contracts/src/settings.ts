import { z } from 'zod';
import { email, optionalText, phone, safeString, orNone } from './common';
import { PremiumSettings } from './files';
import { ConverterBody } from './prizes';

const webAddress = safeString()
  .trim()
  .max(500, 'Adres jest za długi (najwyżej 500 znaków)')
  .pipe(z.url({ protocol: /^https?$/, error: 'Podaj adres zaczynający się od http:// lub https://' }));

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
  }),
  appStoreUrl: orNone(webAddress),
  googlePlayUrl: orNone(webAddress),
  /** Shown on top of every customer page while set (a planned break, a change in the rules). */
  maintenanceNotice: optionalText(300),
  /** The live-chat vendor's licence number (LiveChat): the widget shows on customer pages only while set. */
  chatLicence: orNone(
    safeString()
      .trim()
      .regex(/^\d{1,12}$/, 'Numer licencji czatu to same cyfry (najwyżej 12)'),
  ),
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
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), hours: z.string().nullable() }),
  appStoreUrl: z.string().nullable(),
  googlePlayUrl: z.string().nullable(),
  maintenanceNotice: z.string().nullable(),
  chatLicence: z.string().nullable(),
});
export type ProgramSettings = z.infer<typeof ProgramSettings>;
export const SaveSettingsBody = ProgramSettingsBody.extend({
  version: z.number({ error: 'Brak wersji ustawień — odśwież stronę' }).int().min(0),
});
export type SaveSettingsBody = z.input<typeof SaveSettingsBody>;

export const SETTINGS_MESSAGES = {
  stale: 'Ustawienia zmienił w międzyczasie ktoś inny. Odśwież stronę i wprowadź swoje zmiany ponownie.',
} as const;
