import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODE_BLOCK, ERROR_CODES, LEDGER_SOURCES, POINTS_ROLES, type RoleCode } from '@klub/contracts';
import { codes, pointsPackages, queryRows, users, type Database } from '@klub/db';
import { AppError } from '../../errors';
import { blockedFor, countHit } from '../../lib/rate-limit';
import { endOfYearWarsaw, warsawDay, warsawYear } from '../../lib/time';
import type { Deps } from '../../deps';
import { credit } from '../ledger/ledger.service';
import { classifyCode, formatCode, normalizeCode } from './code-format';
import { pointsValidityYears } from './settings';

export interface RedeemRequest {
  userId: number;
  code: string;
  source: typeof LEDGER_SOURCES.CLUB_ADMIN | typeof LEDGER_SOURCES.MOBILE_APP;
  /** Who typed it: the member, or an admin entering it on the member's behalf. */
  actorId: number;
}

export interface Redeemed {
  code: string;
  points: number;
  packageName: string;
  balance: number;
  message: string;
}

const blockRule = (userId: number) => ({ key: `codes:fail:${userId}`, limit: CODE_BLOCK.maxFailures, windowSeconds: CODE_BLOCK.windowSeconds });

async function assertCanCollect(db: Database, userId: number) {
  const [u] = await db.select({ role: users.role, status: users.status, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u || u.isDeleted) throw new AppError('NOT_FOUND', 'Nie ma takiego uczestnika');
  if (!POINTS_ROLES.includes(u.role as RoleCode)) throw new AppError('NO_POINTS_ROLE');
  if (u.status === 'NOT_ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
}

/**
 * Redeems one code for one member, exactly once:
 *  - a single conditional UPDATE (… where redeemed_by is null) decides who gets it; concurrent
 *    attempts by others find nothing to update and get the one "invalid code" answer;
 *  - a repeat by the same member (a retry) gets the same success answer and no second credit;
 *  - the credit and the code update commit together; a unique index allows one credit per code.
 * Wrong codes count towards the block (10 in an hour); typos caught by the check character do not.
 */
export async function redeemCode(deps: Deps, req: RedeemRequest): Promise<Redeemed> {
  const { db } = deps;
  const wait = await blockedFor(db, blockRule(req.userId));
  if (wait > 0) {
    throw new AppError('CODE_ENTRY_BLOCKED', `${ERROR_CODES.CODE_ENTRY_BLOCKED.message}. Spróbuj ponownie za ${Math.ceil(wait / 60)} min.`);
  }
  const code = normalizeCode(req.code);
  const shape = classifyCode(code);
  if (shape === 'typo') throw new AppError('CODE_TYPO');
  try {
    if (shape === 'invalid') throw new AppError('CODE_INVALID');
    return await redeemExisting(deps, req, code);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'CODE_INVALID' || err.code === 'CODE_OFFER_ENDED')) await countHit(db, blockRule(req.userId));
    throw err;
  }
}

async function redeemExisting(deps: Deps, req: RedeemRequest, code: string): Promise<Redeemed> {
  const { db } = deps;
  const [found] = await db
    .select({
      id: codes.id,
      redeemedBy: codes.redeemedBy,
      packageName: pointsPackages.name,
      groupName: pointsPackages.groupName,
      points: pointsPackages.points,
      isNotActual: pointsPackages.isNotActual,
      expiresAt: pointsPackages.expiresAt,
    })
    .from(codes)
    .innerJoin(pointsPackages, eq(pointsPackages.id, codes.packageId))
    .where(eq(codes.code, code))
    .limit(1);
  if (!found) throw new AppError('CODE_INVALID');
  if (found.redeemedBy === req.userId) return sameAnswer(db, req.userId, code, found);
  if (found.redeemedBy !== null) throw new AppError('CODE_INVALID');
  if (found.isNotActual || (found.expiresAt !== null && found.expiresAt < warsawDay())) throw new AppError('CODE_OFFER_ENDED');
  await assertCanCollect(db, req.userId);

  const validity = await pointsValidityYears(db);
  const won = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const updated = await t
      .update(codes)
      .set({ redeemedBy: req.userId, redeemedAt: new Date(), source: req.source, enteredBy: req.actorId })
      .where(and(eq(codes.id, found.id), isNull(codes.redeemedBy)))
      .returning({ id: codes.id });
    if (updated.length === 0) return false;
    await credit(t, {
      userId: req.userId,
      amount: found.points,
      source: req.source,
      reason: `Kod ${formatCode(code)} — ${found.packageName}`,
      actorId: req.actorId,
      codeId: found.id,
      groupName: found.groupName,
      expiresAt: endOfYearWarsaw(warsawYear() + validity),
      earns: true,
    });
    return true;
  });
  if (!won) {
    // Lost a race: the same member's parallel retry won (same answer), or someone else did.
    const [now] = await db.select({ redeemedBy: codes.redeemedBy }).from(codes).where(eq(codes.id, found.id));
    if (now?.redeemedBy === req.userId) return sameAnswer(db, req.userId, code, found);
    throw new AppError('CODE_INVALID');
  }
  return answer(db, req.userId, code, found);
}

async function answer(db: Database, userId: number, code: string, pkg: { points: number; packageName: string }): Promise<Redeemed> {
  const [row] = await queryRows<{ balance: number }>(db, sql`select balance from member_points where user_id = ${userId}`);
  return {
    code: formatCode(code),
    points: pkg.points,
    packageName: pkg.packageName,
    balance: row?.balance ?? 0,
    message: `Dodano ${pkg.points} pkt za kod ${formatCode(code)}`,
  };
}

const sameAnswer = answer;
