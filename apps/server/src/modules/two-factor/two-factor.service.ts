import { createHash, createHmac, createSecretKey, randomInt, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { z } from 'zod';
import {
  isTotpCode,
  RECOVERY_CODE_ALPHABET,
  ROLES,
  STAFF_MESSAGES,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
  type TwoFactorConfirmBody,
  type TwoFactorConfirmResponse,
  type TwoFactorDisableBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import { AppError, badRequest, conflict, forbidden } from '../../errors';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/access';
import { verifyPassword } from '../../lib/passwords';
import { giveBack, takeHits, type LimitRule } from '../../lib/rate-limit';
import { hashLinkToken } from '../../lib/secure-token';
import { isoTime } from '../../lib/time';
import { administratorTwoFactorRequired } from '../settings/settings.service';
import { findUserById, type UserRow } from '../users/users.queries';
import { clearSecondFactor, enableSecret, recoveryCodesLeft, setPendingSecret, takeStep, useRecoveryCode } from './two-factor.queries';

/**
 * The staff's second factor (docs/security.md "Two-factor sign-in"): a TOTP secret per account
 * (RFC 6238, SHA-1, 6 digits, 30 s, ±1 step), the last accepted step kept so a code signs in once,
 * and ten one-use recovery codes kept as SHA-256 hashes. Sign-in itself is in modules/auth.
 */

const MINUTE = 60;
/** Enrolment, confirmation and turning it off: 10 wrong codes or passwords per account in 15 minutes. */
export const MANAGE_LIMIT = { limit: 10, windowSeconds: 15 * MINUTE, message: TWO_FACTOR_MESSAGES.tooManyCodes };
const manageRule = (userId: number): LimitRule => ({ key: `2fa:manage:${userId}`, ...MANAGE_LIMIT });

const totpOf = (secret: string, account: string) =>
  new TOTP({
    issuer: TWO_FACTOR.issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step of a code that matches within ±1 step of `now`, or null. (The step, not only
 * "valid": it is what replay protection compares.)
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: TWO_FACTOR.window });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

/**
 * Takes a TOTP code of the account once: the step is written only if it is later than the last one
 * accepted (one conditional UPDATE, so two requests with the same code cannot both pass).
 */
async function takeTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await takeStep(db, userId, step);
  return rows.length === 1;
}

/** A recovery code is 60 random bits: a fast hash is enough (no guessing it from the hash). */
const recoveryHash = (normalized: string) => hashLinkToken(`klub-recovery:${normalized}`);

function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

export type SecondFactorResult = 'ok' | 'wrong' | 'used';

/**
 * Checks a normalized code (SecondFactorCode) of an enrolled account and uses it up: a TOTP code's
 * step becomes the last one, a recovery code is marked used (one conditional UPDATE each).
 */
export async function useSecondFactor(db: Database, user: Pick<UserRow, 'id' | 'totpSecret'>, code: string): Promise<SecondFactorResult> {
  if (!user.totpSecret) return 'wrong';
  if (isTotpCode(code)) {
    const step = totpStep(user.totpSecret, code);
    if (step === null) return 'wrong';
    return (await takeTotpStep(db, user.id, step)) ? 'ok' : 'used';
  }
  const used = await useRecoveryCode(db, user.id, recoveryHash(code));
  return used.length === 1 ? 'ok' : 'wrong';
}

// ---- the sign-in challenge: "password right, now the code" ----

const challengeKeys = new WeakMap<Config, KeyObject>();
/** Its own key, derived from the admin token secret: a challenge is never a token, nor the reverse. */
function challengeKey(config: Config): KeyObject {
  let key = challengeKeys.get(config);
  if (!key) {
    key = createSecretKey(createHmac('sha256', config.tokens.admin.secret).update('klub/two-factor-challenge/v1').digest());
    challengeKeys.set(config, key);
  }
  return key;
}
const CHALLENGE_AUDIENCE = 'two-factor';

/** Binds a challenge to the account's password and secret as they were: a change of either voids it. */
const fingerprint = (user: Pick<UserRow, 'passwordHash' | 'totpSecret'>) =>
  createHash('sha256')
    .update(`${user.passwordHash}\n${user.totpSecret ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

export async function issueChallenge(
  config: Config,
  user: Pick<UserRow, 'id' | 'passwordHash' | 'totpSecret'>,
): Promise<TwoFactorChallenge> {
  const challenge = await new SignJWT({ fp: fingerprint(user) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer('klub')
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR.challengeSeconds}s`)
    .sign(challengeKey(config));
  return { twoFactorRequired: true, challenge, expiresIn: TWO_FACTOR.challengeSeconds };
}

const challengeInvalid = () => new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.challengeInvalid);

/** The account a challenge was issued to, or 401 (expired, forged, of another key). */
export async function readChallenge(config: Config, challenge: string): Promise<{ userId: number; fp: string }> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(config), {
      issuer: 'klub',
      audience: CHALLENGE_AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || typeof payload.fp !== 'string') throw challengeInvalid();
    return { userId, fp: payload.fp };
  } catch (err) {
    if (err instanceof AppError || err instanceof joseErrors.JOSEError) throw challengeInvalid();
    throw err;
  }
}

/** Does the challenge still belong to this account as it is now (enrolled, same password and secret)? */
export const challengeMatches = (user: UserRow, fp: string) =>
  user.role === ROLES.ADMIN && !user.isDeleted && Boolean(user.totpEnabledAt && user.totpSecret) && fingerprint(user) === fp;

// ---- the staff member's own second factor (/api/staff/me/two-factor) ----

async function staffMember(deps: Deps, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** Is a second factor required of this account now (an Administrator, with the club's setting on)? */
export async function twoFactorRequiredOf(deps: Pick<Deps, 'settings'>, user: Pick<UserRow, 'staffRole'>): Promise<boolean> {
  return user.staffRole === 'ADMINISTRATOR' && (await administratorTwoFactorRequired(deps.settings));
}

export async function twoFactorStatus(deps: Deps, auth: AuthContext): Promise<TwoFactorStatus> {
  const user = await staffMember(deps, auth);
  const enabled = user.totpEnabledAt !== null;
  const [left] = enabled ? await recoveryCodesLeft(deps.db, user.id) : [{ n: 0 }];
  return {
    enabled,
    enabledAt: isoTime(user.totpEnabledAt),
    pending: !enabled && user.totpSecret !== null,
    recoveryCodesLeft: left?.n ?? 0,
    required: await twoFactorRequiredOf(deps, user),
  };
}

/** "Włącz": a new secret, kept as pending until a code confirms it (a pending one is replaced). */
export async function startEnrolment(deps: Deps, auth: AuthContext): Promise<TwoFactorSetup> {
  const user = await staffMember(deps, auth);
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = new Secret({ size: 20 }).base32;
  await setPendingSecret(deps.db, user.id, secret);
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUri, qrCode, secret, issuer: TWO_FACTOR.issuer, account: user.email };
}

/** The first code confirms the pending secret: the factor is on, and the ten recovery codes are answered once. */
export async function confirmEnrolment(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof TwoFactorConfirmBody>,
): Promise<TwoFactorConfirmResponse> {
  const rule = manageRule(auth.userId);
  await takeHits(deps.db, [rule]);
  const user = await staffMember(deps, auth);
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
  const step = totpStep(user.totpSecret, body.code);
  if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The secret confirmed must be the one still stored (a second "Włącz" meanwhile replaced it).
    const on = await enableSecret(
      t,
      user.id,
      user.totpSecret!,
      step,
      codes.map((c) => recoveryHash(c.replace(/-/g, ''))),
    );
    if (!on) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
  });
  await giveBack(deps.db, rule);
  deps.tokens.forgetCached(user.id); // the gate reads the second factor with the session
  return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
}

/**
 * "Wyłącz": with the current password or a code (from the app or a recovery code). A pending
 * enrolment is simply dropped. Refused while the club requires it of this Administrator.
 */
export async function disableTwoFactor(deps: Deps, auth: AuthContext, body: z.output<typeof TwoFactorDisableBody>) {
  const user = await staffMember(deps, auth);
  if (!user.totpEnabledAt) {
    if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
    await clearSecondFactor(deps.db, user.id);
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }
  if (await twoFactorRequiredOf(deps, user)) throw forbidden(TWO_FACTOR_MESSAGES.requiredForAdministrator);
  const rule = manageRule(auth.userId);
  await takeHits(deps.db, [rule]);
  if (body.password) {
    if (!(await verifyPassword(user.passwordHash, body.password))) throw badRequest(TWO_FACTOR_MESSAGES.wrongPassword);
  } else {
    const result = await useSecondFactor(deps.db, user, body.code!);
    if (result === 'used') throw badRequest(TWO_FACTOR_MESSAGES.codeUsed);
    if (result !== 'ok') throw badRequest(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);
  }
  await clearSecondFactor(deps.db, user.id);
  await giveBack(deps.db, rule);
  deps.tokens.forgetCached(user.id);
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/**
 * An Administrator clears another staff member's second factor (a lost phone and no recovery
 * code): secret, time and recovery codes go, and that person's sessions end. The users row's
 * change is in the audit trail (the admin write's transaction; the secret masked).
 */
export async function resetTwoFactor(deps: Deps, auth: AuthContext, targetId: number) {
  // The route's area (staff) is the Administrator's already; this keeps the rule if the area ever widens.
  if (auth.staffRole !== 'ADMINISTRATOR') throw new AppError('FORBIDDEN');
  if (targetId === auth.userId) throw conflict(TWO_FACTOR_MESSAGES.resetYourself);
  const target = await findUserById(deps.db, targetId);
  if (!target || target.isDeleted || target.role !== ROLES.ADMIN) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  if (!target.totpSecret && !target.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.resetNotEnabled);
  await clearSecondFactor(deps.db, target.id);
  await deps.tokens.revokeAllOf(target.id);
  return { message: TWO_FACTOR_MESSAGES.reset };
}
