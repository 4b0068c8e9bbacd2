import {
  POINTS_REMINDER_DEFAULT_DAYS,
  PointsReminderDays,
  SETTINGS_MESSAGES,
  SMS_PROVIDERS,
  type ProgramSettings,
  type PublicConfig,
  type SmsSettings,
  type SmsTokenState,
  SaveSettingsBody as SaveSchema,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import { deleteSecret, pagePhoto, secret, secretState, writeSecret } from './settings.queries';
import type { z } from 'zod';
import { badRequest, conflict } from '../../errors';
import type { Config } from '../../config';
import { isoTime } from '../../lib/time';
import type { SettingsCache } from '../../lib/settings-cache';
import { CODE_LIMITS_KEY, codeEntryLimits, POINTS_VALIDITY_KEY, pointsValidityYears } from '../codes/settings';
import { PREMIUM_SETTINGS_KEY, premiumSettings } from '../groups/premium.service';
import { CONVERTER_KEY, readConverter } from '../prizes/prizes.service';
import { FRAUD_GUARD_KEY, fraudGuardSettings } from '../code-guard/guard-settings';

/** The keys of the stored values the settings object gathers (each also read where it is used). */
const KEYS = {
  contact: 'program.contact',
  stores: 'program.stores',
  notice: 'program.maintenanceNotice',
  chat: 'program.chatLicence',
  mailFrom: 'mail.from',
  sms: 'sms.gateway',
  registrationPhoto: 'page.registrationPhotoId',
  administratorTwoFactor: 'staff.administratorTwoFactorRequired',
  pointsReminderDays: 'points.expiryReminderDays',
} as const;

/**
 * How many days before a lot expires its reminder goes out (modules/points-reminders; 0: none),
 * POINTS_REMINDER_DEFAULT_DAYS (30) until an admin sets it.
 */
export async function pointsReminderDays(settings: Pick<SettingsCache, 'read'>): Promise<number> {
  const parsed = PointsReminderDays.safeParse(await settings.read(KEYS.pointsReminderDays));
  return parsed.success ? parsed.data : POINTS_REMINDER_DEFAULT_DAYS;
}

/** Where the programme's contact data (e-mail, phone, hours, address) are stored: /api/config shows them, /contact and the footer too. */
export const CONTACT_SETTINGS_KEY = KEYS.contact;

/** Must every Administrator sign in with a second factor (modules/two-factor)? false until set. */
export async function administratorTwoFactorRequired(settings: Pick<SettingsCache, 'read'>): Promise<boolean> {
  return (await settings.read(KEYS.administratorTwoFactor)) === true;
}

type Contact = ProgramSettings['contact'];
/** Until an admin sets them: no gateway, and SMSAPI.pl's list price of a part (net, 2026). */
const NO_SMS: SmsSettings = { provider: 'NONE', sender: null, pricePerPart: 0.16 };

/** The SMS gateway, sender and price as set (read when each SMS is sent or estimated). */
export async function smsSettings(settings: Pick<SettingsCache, 'read'>): Promise<SmsSettings> {
  const stored = (await settings.read(KEYS.sms)) as Partial<SmsSettings> | undefined | null;
  const merged = { ...NO_SMS, ...stored };
  // A provider no longer offered (SerwerSMS.pl, until 2026-11) falls back to none.
  return SMS_PROVIDERS[merged.provider] ? merged : { ...merged, provider: 'NONE' };
}

const SMS_TOKEN_KEY = 'sms.token';

/** The gateway's token: the one an admin set (secret_settings), else the deployment's SMS_API_TOKEN. */
export async function smsToken(db: Database, config: Pick<Config, 'sms'>): Promise<string | undefined> {
  const [row] = await secret(db, SMS_TOKEN_KEY);
  return row?.value ?? config.sms.token;
}

/** GET /api/settings/sms-token: where the token comes from; never the token itself. */
export async function smsTokenState(db: Database, config: Pick<Config, 'sms'>): Promise<SmsTokenState> {
  const [row] = await secretState(db, SMS_TOKEN_KEY);
  if (row) return { source: 'SETTINGS', hint: row.hint, updatedAt: isoTime(row.updatedAt) };
  return { source: config.sms.token ? 'ENV' : 'NONE', hint: null, updatedAt: null };
}

/** PUT /api/settings/sms-token: sets the token (or removes it: null); audited with the value masked. */
export async function setSmsToken(db: Database, token: string | null): Promise<void> {
  if (token === null) {
    await deleteSecret(db, SMS_TOKEN_KEY);
    return;
  }
  const hint = `…${token.slice(-4)}`;
  await writeSecret(db, SMS_TOKEN_KEY, token, hint);
}

/** The registration screen's chosen photo (null: the gallery's first). */
export async function registrationPhotoId(settings: SettingsCache): Promise<number | null> {
  const id = await settings.read(KEYS.registrationPhoto);
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
/** Chooses the registration screen's photo (the gallery's "Pokazuj na ekranie rejestracji"); null: the gallery's first. */
export async function setRegistrationPhotoId(settings: SettingsCache, id: number | null): Promise<void> {
  await settings.write(KEYS.registrationPhoto, id);
}
const NO_CONTACT: Contact = { email: null, phone: null, hours: null, address: null };

async function stores(settings: SettingsCache, config: Config): Promise<{ appStoreUrl: string | null; googlePlayUrl: string | null }> {
  const stored = (await settings.read(KEYS.stores)) as { appStoreUrl?: string | null; googlePlayUrl?: string | null } | undefined;
  // Until an admin sets them, the links of the deployment's configuration (APP_STORE_URL, GOOGLE_PLAY_URL).
  if (!stored) return { appStoreUrl: config.appStoreUrl || null, googlePlayUrl: config.googlePlayUrl || null };
  return { appStoreUrl: stored.appStoreUrl ?? null, googlePlayUrl: stored.googlePlayUrl ?? null };
}

/** GET /api/settings: every setting and the version the form sends back. */
export async function readSettings(settings: SettingsCache, config: Config): Promise<ProgramSettings> {
  // One after another, not Promise.all: after a PUT this runs inside the request's transaction, on
  // one connection, where pg 8 warns about (and pg 9 refuses) a query sent while another runs.
  // The values come from the settings cache, so the order costs nothing.
  const version = await settings.version();
  const validity = await pointsValidityYears(settings);
  const premium = await premiumSettings(settings);
  const pointsPerPln = await readConverter(settings);
  const contact = await settings.read(KEYS.contact);
  const links = await stores(settings, config);
  const notice = await settings.read(KEYS.notice);
  const chat = await settings.read(KEYS.chat);
  const limits = await codeEntryLimits(settings);
  const mailFrom = await settings.read(KEYS.mailFrom);
  const sms = await smsSettings(settings);
  const photo = await registrationPhotoId(settings);
  const twoFactor = await administratorTwoFactorRequired(settings);
  const fraudGuard = await fraudGuardSettings(settings);
  const reminderDays = await pointsReminderDays(settings);
  return {
    version,
    pointsValidityYears: validity,
    premium,
    pointsPerPln,
    codeEntryLimits: limits,
    mailFrom: typeof mailFrom === 'string' && mailFrom ? mailFrom : null,
    contact: { ...NO_CONTACT, ...(contact as Partial<Contact> | undefined) },
    ...links,
    maintenanceNotice: typeof notice === 'string' && notice ? notice : null,
    // A digits-only text may come back from jsonb as a number: the licence is text either way.
    sms,
    registrationPhotoId: photo,
    chatLicence: (typeof chat === 'string' || typeof chat === 'number') && String(chat) !== '' ? String(chat) : null,
    administratorTwoFactorRequired: twoFactor,
    fraudGuard,
    pointsExpiryReminderDays: reminderDays,
  };
}

/** PUT /api/settings: all of them as one new version, or 409 when someone saved since the form was read. */
export async function saveSettings(
  db: Database,
  settings: SettingsCache,
  config: Config,
  body: z.output<typeof SaveSchema>,
): Promise<ProgramSettings> {
  const { version, ...s } = body;
  if (s.registrationPhotoId !== null) {
    const [photo] = await pagePhoto(db, s.registrationPhotoId);
    if (!photo) throw badRequest(SETTINGS_MESSAGES.unknownPhoto);
  }
  const saved = await settings.writeAll(
    {
      [POINTS_VALIDITY_KEY]: s.pointsValidityYears,
      [PREMIUM_SETTINGS_KEY]: s.premium,
      [CONVERTER_KEY]: s.pointsPerPln,
      [KEYS.contact]: s.contact,
      [KEYS.stores]: { appStoreUrl: s.appStoreUrl, googlePlayUrl: s.googlePlayUrl },
      [KEYS.notice]: s.maintenanceNotice,
      [KEYS.chat]: s.chatLicence,
      [CODE_LIMITS_KEY]: s.codeEntryLimits,
      [KEYS.mailFrom]: s.mailFrom,
      [KEYS.sms]: s.sms,
      [KEYS.registrationPhoto]: s.registrationPhotoId,
      ...(s.administratorTwoFactorRequired === undefined ? {} : { [KEYS.administratorTwoFactor]: s.administratorTwoFactorRequired }),
      ...(s.fraudGuard === undefined ? {} : { [FRAUD_GUARD_KEY]: s.fraudGuard }),
      ...(s.pointsExpiryReminderDays === undefined ? {} : { [KEYS.pointsReminderDays]: s.pointsExpiryReminderDays }),
    },
    version,
  );
  if (saved === false) throw conflict(SETTINGS_MESSAGES.stale);
  return readSettings(settings, config);
}

/** GET /api/config: what every visitor may know of the settings. */
export async function publicConfig(settings: SettingsCache, config: Config, appVersion: string): Promise<PublicConfig> {
  const all = await readSettings(settings, config);
  return {
    version: appVersion,
    appStoreUrl: all.appStoreUrl ?? '',
    googlePlayUrl: all.googlePlayUrl ?? '',
    contact: all.contact,
    maintenanceNotice: all.maintenanceNotice,
    chat: all.chatLicence ? { licence: all.chatLicence, scriptUrl: config.liveChat.scriptUrl } : null,
  };
}

/** The sender of the club's e-mails: the admin's setting, or the deployment's MAIL_FROM. */
export async function mailSender(settings: SettingsCache, config: Config): Promise<string> {
  const from = await settings.read(KEYS.mailFrom);
  return typeof from === 'string' && from ? from : config.mailFrom;
}
