import { z } from 'zod';
import { safeString } from './common';
import { FIELD_MESSAGES } from './messages';

/**
 * Two-factor sign-in of the back office (issue 36): a TOTP code (RFC 6238: HMAC-SHA1, 6 digits,
 * 30-second steps) from an authenticator app, or one of ten one-use recovery codes. Enrolment at
 * /admin/account/security (`/api/staff/me/two-factor`); docs/security.md "Two-factor sign-in".
 */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of one step before and one after the current one are accepted too (clock drift, typing time). */
  window: 1,
  recoveryCodes: 10,
  /** The sign-in challenge (the answer to the right password) is valid this long. */
  challengeSeconds: 300,
  /** The issuer the authenticator app shows beside the account. */
  issuer: 'Klub',
} as const;

/** A recovery code: 12 characters of Crockford's base32 (60 random bits), shown as XXXX-XXXX-XXXX. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A typed code as the server reads it: no spaces or dashes, capitals, and Crockford's look-alikes
 * (O → 0, I and L → 1), so a recovery code copied by hand still matches.
 */
export const normalizeSecondFactorCode = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);
export const isRecoveryCode = (normalized: string) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(normalized);

export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Wpisz 6 cyfr z aplikacji uwierzytelniającej',
  codeOrRecoveryFormat: 'Wpisz 6 cyfr z aplikacji albo kod odzyskiwania (12 znaków)',
  wrongCode: 'Nieprawidłowy kod. Sprawdź, czy czas w telefonie jest ustawiony automatycznie, i wpisz aktualny kod',
  wrongCodeOrRecovery: 'Nieprawidłowy kod lub kod odzyskiwania',
  codeUsed: 'Ten kod został już użyty. Poczekaj, aż aplikacja pokaże następny',
  challengeInvalid: 'Logowanie trwało zbyt długo. Wpisz e-mail i hasło ponownie',
  alreadyEnabled: 'Logowanie dwuetapowe jest już włączone. Aby ustawić je od nowa, najpierw je wyłącz',
  notStarted: 'Najpierw wybierz „Włącz”, aby zeskanować nowy kod QR',
  notEnabled: 'Logowanie dwuetapowe nie jest włączone',
  disableNeedsProof: 'Podaj obecne hasło albo kod z aplikacji',
  wrongPassword: 'Obecne hasło jest nieprawidłowe',
  requiredForAdministrator:
    'Logowanie dwuetapowe jest wymagane dla roli Administrator. Nie można go wyłączyć (inny administrator może je zresetować)',
  setupRequired:
    'Ustawienia klubu wymagają logowania dwuetapowego dla roli Administrator. Włącz je w „Moje konto → Logowanie dwuetapowe”, aby korzystać z panelu',
  enabled: 'Logowanie dwuetapowe zostało włączone',
  disabled: 'Logowanie dwuetapowe zostało wyłączone',
  reset: 'Logowanie dwuetapowe zostało zresetowane, a sesje tej osoby zakończone. Przy następnym logowaniu wystarczy hasło',
  resetNotEnabled: 'Ta osoba nie ma włączonego logowania dwuetapowego',
  resetYourself: 'Własne logowanie dwuetapowe wyłączysz na stronie „Logowanie dwuetapowe” (z hasłem lub kodem)',
  tooManyCodes: (minutes: number) => `Zbyt wiele nieprawidłowych kodów. Spróbuj ponownie za ${minutes} min.`,
} as const;

/** A 6-digit code from the app (spaces allowed: some apps show "123 456"). */
export const TotpCode = safeString()
  .max(20, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => isTotpCode(v), TWO_FACTOR_MESSAGES.codeFormat);

/** A code from the app or a recovery code, normalized (normalizeSecondFactorCode). */
export const SecondFactorCode = safeString()
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(40, TWO_FACTOR_MESSAGES.codeOrRecoveryFormat)
  .transform(normalizeSecondFactorCode)
  .refine((v) => isTotpCode(v) || isRecoveryCode(v), TWO_FACTOR_MESSAGES.codeOrRecoveryFormat);

/** GET /api/staff/me/two-factor */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** "Włącz" was chosen and no code confirmed yet. */
  pending: z.boolean(),
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: z.number().int(),
  /** The club's settings require it of this account (an Administrator, with the setting on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /api/staff/me/two-factor/start: what the app needs, as a QR code and typed by hand. */
export const TwoFactorSetup = z.object({
  /** otpauth://totp/…: what the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as a PNG data URL (data:image/png;base64,…). */
  qrCode: z.string(),
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** POST /api/staff/me/two-factor/confirm */
export const TwoFactorConfirmBody = z.strictObject({ code: TotpCode });
export type TwoFactorConfirmBody = z.input<typeof TwoFactorConfirmBody>;

/** The ten recovery codes, in this answer only (the server keeps their hashes). */
export const TwoFactorConfirmResponse = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorConfirmResponse = z.infer<typeof TwoFactorConfirmResponse>;

/** DELETE /api/staff/me/two-factor: the current password, or a code (from the app or a recovery code). */
export const TwoFactorDisableBody = z
  .strictObject({
    password: safeString().max(128, FIELD_MESSAGES.tooLong(128)).optional(),
    code: SecondFactorCode.optional(),
  })
  .refine((b) => Boolean(b.password) || Boolean(b.code), TWO_FACTOR_MESSAGES.disableNeedsProof);
export type TwoFactorDisableBody = z.input<typeof TwoFactorDisableBody>;

/** The sign-in answer to the right password of an account with a second factor: no token yet. */
export const TwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Signed, bound to the account, valid TWO_FACTOR.challengeSeconds: sent back with the code. */
  challenge: z.string(),
  /** Seconds the challenge is valid. */
  expiresIn: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** POST /api/auth/signin/two-factor */
export const SignInTwoFactorBody = z.strictObject({
  challenge: safeString().min(1, TWO_FACTOR_MESSAGES.challengeInvalid).max(2000, TWO_FACTOR_MESSAGES.challengeInvalid),
  code: SecondFactorCode,
});
export type SignInTwoFactorBody = z.input<typeof SignInTwoFactorBody>;
