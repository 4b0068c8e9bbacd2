import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import {
  RATE_LIMIT_MESSAGES,
  ROLES,
  SERVER_MESSAGES,
  STAFF_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type RoleCode,
  type SignInResponse,
} from '@klub/contracts';
import type { z } from 'zod';
import type {
  ActivateBody,
  ChangePasswordBody,
  ResendActivationBody,
  ResetConfirmBody,
  ResetInitBody,
  SignInBody,
  SignInTwoFactorBody,
  SignUpBody,
} from '@klub/contracts';
import { regions, userTokens, users, type Database } from '@klub/db';
import { AppError, unknownReference } from '../../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashLinkToken, newLinkToken } from '../../lib/secure-token';
import { clearHits, countHit, currentHits, giveBack, hitLimits, takeHits } from '../../lib/rate-limit';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/access';
import { activationMail, resetMail } from './auth.mails';
import { profileColumns } from '../users/users.service';
import { recordAcceptance } from '../regulations/regulations.service';
import { consumeLinkToken, deleteUnusedActivationLinks, neverActivated } from './auth.queries';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.queries';
import { challengeMatches, issueChallenge, readChallenge, twoFactorRequiredOf, useSecondFactor } from '../two-factor/two-factor.service';
import { emailDomain } from '../../lib/safe-log';
import { emitMemberEvent } from '../webhooks/webhooks.outbox';

type Out<T extends z.ZodType> = z.output<T>;
type Meta = { ip: string; userAgent?: string };

const MINUTE = 60;
/**
 * Sign-in counts failures only (docs/security.md "Sign-in limits"): 10 per account from one address
 * and 30 per address in 15 minutes, then 429; the account as a whole is only slowed (SIGNIN_SLOWDOWN).
 * Reset: 10 per IP and 3 per account an hour. Sign-up: 10 per IP and 3 per e-mail address an hour
 * (each one mails the address). Password change: 5 tries per account in 15 minutes (counted before
 * the current password is checked). A new activation link: 10 per IP and 3 per address an hour
 * (each one mails the address).
 */
export const AUTH_LIMITS = {
  signinAccountAddress: { limit: 10, windowSeconds: 15 * MINUTE, message: RATE_LIMIT_MESSAGES.signinAccountAddress },
  signinAddress: { limit: 30, windowSeconds: 15 * MINUTE, message: RATE_LIMIT_MESSAGES.signinAddress },
  resetIp: { limit: 10, windowSeconds: 60 * MINUTE },
  resetAccount: { limit: 3, windowSeconds: 60 * MINUTE },
  signupIp: { limit: 10, windowSeconds: 60 * MINUTE, message: RATE_LIMIT_MESSAGES.signupIp },
  signupEmail: { limit: 3, windowSeconds: 60 * MINUTE, message: RATE_LIMIT_MESSAGES.signupEmail },
  changePassword: { limit: 5, windowSeconds: 15 * MINUTE, message: RATE_LIMIT_MESSAGES.changePassword },
  resendIp: { limit: 10, windowSeconds: 60 * MINUTE, message: RATE_LIMIT_MESSAGES.resendActivation },
  resendEmail: { limit: 3, windowSeconds: 60 * MINUTE, message: RATE_LIMIT_MESSAGES.resendActivation },
  /** The second step of a staff sign-in: 10 wrong codes per account in 15 minutes, from every address together. */
  signinSecondFactor: { limit: 10, windowSeconds: 15 * MINUTE, message: TWO_FACTOR_MESSAGES.tooManyCodes },
};

/**
 * The account as a whole is never locked, only slowed: once its failures in the window, from every
 * address together, pass `freeFailures`, each sign-in attempt on it waits `stepMs` per failure
 * beyond them, at most `capMs` (the right password too; never a 429 for it).
 */
export const SIGNIN_SLOWDOWN = { windowSeconds: 15 * MINUTE, freeFailures: 10, stepMs: 100, capMs: 3000 };

/** How long a sign-in attempt waits when its account has `failures` failures in the window (ms). */
export const signinDelayMs = (failures: number) =>
  Math.min(SIGNIN_SLOWDOWN.capMs, Math.max(0, failures - SIGNIN_SLOWDOWN.freeFailures) * SIGNIN_SLOWDOWN.stepMs);

/** The counters of sign-in failures (rate_limits keys): per address, per (account, address), per account. */
export const signinKeys = (email: string, ip: string) => ({
  address: `signin:fail:ip:${ip}`,
  accountAddress: `signin:fail:acct-ip:${email}|${ip}`,
  account: `signin:fail:acct:${email}`,
});

const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;

export async function signIn(deps: Deps, body: Out<typeof SignInBody>, meta: Meta) {
  const keys = signinKeys(body.email, meta.ip);
  const address = { key: keys.address, ...AUTH_LIMITS.signinAddress };
  const account = { key: keys.account, windowSeconds: SIGNIN_SLOWDOWN.windowSeconds };
  // Each attempt is counted as a failure before the password is checked (an atomic upsert, so
  // parallel guesses count exactly); the right password gives its hit back below.
  await takeHits(deps.db, [{ key: keys.accountAddress, ...AUTH_LIMITS.signinAccountAddress }, address]);
  // The slow-down waits holding no connection and no transaction: the statements above are done,
  // and a public route runs in none (only admin-token writes do, lib/request-transaction.ts).
  const wait = signinDelayMs(await currentHits(deps.db, account));
  if (wait > 0) await sleep(wait);
  const user = await findUserByEmail(deps.db, body.email);
  const ok = user && !user.isDeleted ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  const isAdmin = user?.role === ROLES.ADMIN;
  // Same text for a wrong e-mail, a wrong password, and a customer account at the admin door (and
  // counted alike: the limits must not tell them apart either).
  if (!user || !ok || (body.isAdmin && !isAdmin)) {
    await countHit(deps.db, { ...account, limit: Number.MAX_SAFE_INTEGER });
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The right password is no failure: its account's failures from this address are cleared, and
  // its hit on the address given back. (The account's failures from elsewhere stay: a stranger's.)
  await clearHits(deps.db, keys.accountAddress);
  await giveBack(deps.db, address);
  if (!body.isAdmin && isAdmin) throw new AppError('ADMIN_USE_ADMIN_PANEL');
  if (user.status === 'NOT_ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  // A deactivated staff account (modules/staff): told so, after the right password only.
  if (isAdmin && user.deactivatedAt) throw new AppError('FORBIDDEN', STAFF_MESSAGES.deactivated);
  // A staff member with a second factor: no token yet, a challenge to send back with the code.
  if (body.isAdmin && user.totpEnabledAt && user.totpSecret) return issueChallenge(deps.config, user);
  return completeSignIn(deps, user, body.isAdmin, meta);
}

/** The token of a sign-in that passed every check (the password, and the second factor when there is one). */
async function completeSignIn(deps: Deps, user: UserRow, isAdmin: boolean, meta: Meta): Promise<SignInResponse> {
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const space = isAdmin ? 'admin' : 'customer';
  const token = await deps.tokens.issue(user, space, meta);
  if (!isAdmin) return token;
  // The club requires a second factor of Administrators and this one has none: the token works for
  // the enrolment only (modules/two-factor/two-factor.gate.ts) until it is set up.
  const setupRequired = !user.totpEnabledAt && (await twoFactorRequiredOf(deps, user));
  return {
    ...token,
    firstname: user.firstname,
    lastname: user.lastname,
    ...(user.staffRole ? { staffRole: user.staffRole } : {}),
    ...(setupRequired ? { twoFactorSetupRequired: true } : {}),
  };
}

/** The counters of wrong second-factor codes: per account (from every address) and the sign-in's per address. */
export const twoFactorKeys = (userId: number, ip: string) => ({
  account: `signin:2fa:fail:acct:${userId}`,
  address: signinKeys('', ip).address,
});

/**
 * The second step of a staff sign-in: the challenge of the first and a code from the app (or a
 * recovery code, once). Limited like the password: every attempt is counted before the code is
 * checked, per account and per address, and a right code gives its hits back.
 */
export async function signInTwoFactor(deps: Deps, body: Out<typeof SignInTwoFactorBody>, meta: Meta) {
  const { userId, fp } = await readChallenge(deps.config, body.challenge);
  const keys = twoFactorKeys(userId, meta.ip);
  const account = { key: keys.account, ...AUTH_LIMITS.signinSecondFactor };
  const address = { key: keys.address, ...AUTH_LIMITS.signinAddress };
  await takeHits(deps.db, [account, address]);
  const user = await findUserById(deps.db, userId);
  if (!user || !challengeMatches(user, fp)) {
    // Not a guess at a code: a challenge of an account changed meanwhile.
    await giveBack(deps.db, account);
    await giveBack(deps.db, address);
    throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.challengeInvalid);
  }
  const result = await useSecondFactor(deps.db, user, body.code);
  if (result === 'used') throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.codeUsed);
  if (result === 'wrong') throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);
  await clearHits(deps.db, keys.account);
  await giveBack(deps.db, address);
  if (user.status === 'NOT_ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', STAFF_MESSAGES.deactivated);
  return completeSignIn(deps, user, true, meta);
}

export async function signUp(deps: Deps, body: Out<typeof SignUpBody>, meta: Meta) {
  // Counted before anything else: every attempt may mail the address (and hashing costs CPU).
  await hitLimits(deps.db, [
    { key: `signup:ip:${meta.ip}`, ...AUTH_LIMITS.signupIp },
    { key: `signup:email:${body.email}`, ...AUTH_LIMITS.signupEmail },
  ]);
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing) throw new AppError('EMAIL_TAKEN');
  // The województwo puts the member in its regional ranking; an unknown id is a Polish 400.
  const [region] = await deps.db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId));
  if (!region) throw unknownReference('region');
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const link = newLinkToken();
  const current = await deps.regulations.get();
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        role: body.type as RoleCode,
        status: 'NOT_ACTIVE',
        ...profileColumns(body),
        regionId: body.regionId,
        marketingConsent: body.marketingConsent,
        marketingConsentAt: body.marketingConsent ? now : null,
        regulationsAcceptedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('EMAIL_TAKEN');
    // The form's "Akceptuję regulamin" accepts the current version (the one it links), when there is one.
    if (current) await recordAcceptance(tx as unknown as Database, created.id, current.id, now);
    await tx.insert(userTokens).values(activationToken(created.id, link.hash, now));
    await emitMemberEvent(tx as unknown as Database, 'member.registered', created.id);
    return created;
  });
  await mailActivation(deps, user, link.token);
  return { message: SERVER_MESSAGES.signedUp };
}

const activationToken = (userId: number, tokenHash: string, now: Date) => ({
  userId,
  kind: 'ACTIVATION' as const,
  tokenHash,
  expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
});

const mailActivation = (deps: Deps, user: { id: number; email: string; firstname: string }, token: string) =>
  sendSafely(deps, activationMail(user.email, user.firstname, `${deps.config.publicUrl}/login?activate=${token}&userId=${user.id}`));

/** A fresh activation link for an account still waiting for one; the links sent before it stop working. */
async function renewActivation(deps: Deps, user: { id: number; email: string; firstname: string }) {
  const link = newLinkToken();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await deleteUnusedActivationLinks(tx as unknown as Database, user.id);
    await tx.insert(userTokens).values(activationToken(user.id, link.hash, now));
  });
  await mailActivation(deps, user, link.token);
}

/**
 * Registered themselves and never activated: NOT_ACTIVE, and of the activation links sent none was
 * used. A member the back office deactivated (NOT_ACTIVE too) has used one, and stays deactivated.
 */
const waitsForActivation = async (deps: Deps, user: { id: number; status: string; isDeleted: boolean; role: number }) =>
  !user.isDeleted && user.status === 'NOT_ACTIVE' && user.role !== ROLES.ADMIN && (await neverActivated(deps.db, user.id));

/** "Wyślij link aktywacyjny ponownie" from the sign-in page: the same answer whether or not such an account waits. */
export async function resendActivation(deps: Deps, body: Out<typeof ResendActivationBody>, meta: Meta) {
  await hitLimits(deps.db, [
    { key: `resend:ip:${meta.ip}`, ...AUTH_LIMITS.resendIp },
    { key: `resend:email:${body.email}`, ...AUTH_LIMITS.resendEmail },
  ]);
  const user = await findUserByEmail(deps.db, body.email);
  if (user && (await waitsForActivation(deps, user))) await renewActivation(deps, user);
  return { message: SERVER_MESSAGES.activationResent };
}

/** The back office sends a member whose account waits for activation a new link. */
export async function resendActivationByAdmin(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user || user.isDeleted || user.role === ROLES.ADMIN) throw new AppError('NOT_FOUND');
  if (!(await waitsForActivation(deps, user))) throw new AppError('NOT_WAITING_FOR_ACTIVATION');
  await renewActivation(deps, user);
  return { message: SERVER_MESSAGES.activationResentTo(user.email) };
}

export async function activate(deps: Deps, body: Out<typeof ActivateBody>) {
  const userId = body.userId;
  const ok = await consumeLinkToken(deps.db, { userId, kind: 'ACTIVATION', tokenHash: hashLinkToken(body.token) });
  if (!ok) throw new AppError('LINK_INVALID');
  await deps.db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 'NOT_ACTIVE'), eq(users.isDeleted, false)));
  return { message: SERVER_MESSAGES.activated };
}

export async function initReset(deps: Deps, body: Out<typeof ResetInitBody>, meta: Meta) {
  await hitLimits(deps.db, [
    { key: `reset:ip:${meta.ip}`, ...AUTH_LIMITS.resetIp },
    { key: `reset:acct:${body.email}`, ...AUTH_LIMITS.resetAccount },
  ]);
  const user = await findUserByEmail(deps.db, body.email);
  const matchesSpace = user && !user.isDeleted && (user.role === ROLES.ADMIN) === body.isAdmin;
  if (user && matchesSpace) {
    const link = newLinkToken();
    await deps.db.insert(userTokens).values({
      userId: user.id,
      kind: 'PASSWORD_RESET',
      tokenHash: link.hash,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const page = body.isAdmin ? '/admin/reset-password' : '/reset-password';
    await sendSafely(deps, resetMail(user.email, user.firstname, `${deps.config.publicUrl}${page}?token=${link.token}&userId=${user.id}`));
  }
  // Same answer whether or not the address exists.
  return { message: SERVER_MESSAGES.resetSent };
}

export async function confirmReset(deps: Deps, query: { token: string; userId: number }, body: Out<typeof ResetConfirmBody>) {
  const user = await findUserById(deps.db, query.userId);
  if (!user || user.isDeleted) throw new AppError('LINK_INVALID');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const ok = await consumeLinkToken(tx as never, { userId: user.id, kind: 'PASSWORD_RESET', tokenHash: hashLinkToken(query.token) });
    if (!ok) throw new AppError('LINK_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Any other outstanding reset links die with this one.
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'PASSWORD_RESET'), isNull(userTokens.usedAt)));
  });
  await deps.tokens.revokeAllOf(user.id);
  return { message: SERVER_MESSAGES.passwordReset };
}

export async function changePassword(deps: Deps, auth: AuthContext, body: Out<typeof ChangePasswordBody>) {
  // Every attempt counts, before the current password is checked (an atomic upsert: parallel tries too).
  await hitLimits(deps.db, [{ key: `chpw:acct:${auth.userId}`, ...AUTH_LIMITS.changePassword }]);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw new AppError('WRONG_CURRENT_PASSWORD');
  if (body.currentPassword === body.newPassword) throw new AppError('SAME_PASSWORD');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await deps.tokens.revokeAllOf(user.id, auth.sessionId);
  return { message: SERVER_MESSAGES.passwordChanged };
}

export async function logout(deps: Deps, auth: AuthContext) {
  await deps.tokens.revoke(auth.sessionId);
  return { message: SERVER_MESSAGES.loggedOut };
}

/** A mail that cannot be sent is logged; the account change it belongs to stands. */
async function sendSafely(deps: Deps, message: Parameters<Deps['mailer']['send']>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    // The address is personal data: the log names its domain only (a provider refusing mail shows as such).
    deps.log.error({ err, toDomain: emailDomain(message.to), subject: message.subject }, 'mail could not be sent');
  }
}
