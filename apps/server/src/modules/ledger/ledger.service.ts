import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEDGER_SOURCES, type LedgerSource, LEDGER_MESSAGES, LEDGER_REASONS } from '@klub/contracts';
import { ledgerAllocations, memberPoints, pointsLedger, queryRows, type Database, bare, names } from '@klub/db';
import { AppError, badRequest } from '../../errors';
import { warsawYear } from '../../lib/time';
import { lockMember, lockMembers, membersWithExpiredLots, openLots, type Lot } from './ledger.queries';

/**
 * The points ledger: the ONLY module that writes ledger rows and member totals. Every function
 * takes a transaction (or runs one) so that the ledger and the totals move together.
 */

export interface CreditInput {
  userId: number;
  amount: number;
  source: LedgerSource;
  reason: string;
  actorId?: number | null;
  codeId?: number | null;
  groupName?: string | null;
  expiresAt: Date | null;
  /** Counts as "points earned" for the ranking (codes, admin awards, contests). */
  earns: boolean;
  /** The order a DELETED_ORDER refund belongs to (unique per order and source). */
  orderId?: number | null;
  /** The order element a DELETED_ORDER_ELEMENT refund belongs to (unique). */
  orderElementId?: number | null;
}

export interface DebitInput {
  userId: number;
  amount: number;
  source: LedgerSource;
  reason: string;
  actorId?: number | null;
  /** The order an ORDER debit pays for (unique per order and source). */
  orderId?: number | null;
}

export interface Allocation {
  creditId: number;
  amount: number;
  expiresAt: Date | null;
  groupName: string | null;
}

/**
 * The ledger row and the member totals in ONE statement (atomic on its own, one round trip).
 * `claimed` is the CTE naming the code being credited (or a constant row without a code);
 * a redemption puts its conditional code UPDATE there, so claim, ledger row and totals commit together.
 */
type Sqlish<T> = T | SQL | Placeholder;
/**
 * A credit whose values may be computed inside the statement (a redemption's amount, reason and
 * group) or be placeholders of a statement built once (`builtStatement`): then `year` (for the
 * ranking's points earned this year) is one too, or the statement would keep the year it was built in.
 */
export type CreditSpec = Omit<CreditInput, 'codeId' | 'amount' | 'reason' | 'groupName' | 'userId' | 'actorId' | 'source' | 'expiresAt'> & {
  userId: Sqlish<number>;
  amount: Sqlish<number>;
  source: Sqlish<LedgerSource>;
  reason: Sqlish<string>;
  actorId?: Sqlish<number | null>;
  groupName?: Sqlish<string | null>;
  /** A date, or an ISO text (a placeholder's value). */
  expiresAt: Date | Sqlish<string | null>;
  year?: Sqlish<number>;
  /** Points credited beside `amount` by other rows of the same statement (a redemption's campaign bonuses): in the totals too. */
  extra?: SQL;
};

/** The member's totals row `m` and the row proposed for it, `excluded` (in `on conflict do update`). */
const m = alias(memberPoints, 'm');
const excluded = alias(memberPoints, 'excluded');

export function creditStatement(input: CreditSpec, claimed: SQL) {
  const year = input.year ?? warsawYear();
  const total = input.extra ? sql`(${input.amount} + ${input.extra})` : input.amount;
  const earned = input.earns ? total : 0;
  const expiresAt = input.expiresAt instanceof Date ? input.expiresAt.toISOString() : input.expiresAt;
  const l = pointsLedger;
  return sql`
    with ${claimed},
    entry as (
      insert into ${pointsLedger} (${names([l.userId, l.amount, l.source, l.reason, l.actorId, l.codeId, l.groupName, l.expiresAt, l.earns, l.orderId, l.orderElementId])})
      select ${input.userId}, ${input.amount}, ${input.source}, ${input.reason}, ${input.actorId ?? null}, claimed.id,
             ${input.groupName ?? null}, ${expiresAt ?? null}::timestamptz, ${input.earns},
             ${input.orderId ?? null}::int, ${input.orderElementId ?? null}::int
      from claimed returning ${pointsLedger.id} as id),
    totals as (
      insert into ${memberPoints} as m (${names([memberPoints.userId, memberPoints.balance, memberPoints.earnedYear, memberPoints.earnedPoints])})
      select ${input.userId}, ${total}, ${year}, ${earned} from entry
      on conflict (${bare(m.userId)}) do update set
        ${bare(m.balance)} = ${m.balance} + ${excluded.balance},
        ${bare(m.earnedPoints)} = case when ${input.earns} = false then ${m.earnedPoints}
                             when ${m.earnedYear} = ${excluded.earnedYear} then ${m.earnedPoints} + ${excluded.earnedPoints}
                             else ${excluded.earnedPoints} end,
        ${bare(m.earnedYear)} = case when ${input.earns} then ${excluded.earnedYear} else ${m.earnedYear} end,
        ${bare(m.updatedAt)} = now()
      returning ${m.balance} as balance)`;
}

export async function credit(tx: Database, input: CreditInput): Promise<{ id: number; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('credit amount must be a positive integer');
  const claimed = sql`claimed as (select ${input.codeId ?? null}::bigint as id)`;
  const [row] = await queryRows<{ id: number; balance: number }>(
    tx,
    sql`${creditStatement(input, claimed)} select (select id from entry) as id, (select balance from totals) as balance`,
  );
  return { id: Number(row!.id), balance: row!.balance };
}

function allocate(lots: Lot[], amount: number): Allocation[] {
  const out: Allocation[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    out.push({ creditId: lot.id, amount: take, expiresAt: lot.expires_at, groupName: lot.group_name });
    left -= take;
  }
  return out;
}

async function writeDebit(tx: Database, input: DebitInput, allocations: Allocation[]): Promise<number> {
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: input.userId,
      amount: -input.amount,
      source: input.source,
      reason: input.reason,
      actorId: input.actorId ?? null,
      expiresAt: null,
      earns: false,
      orderId: input.orderId ?? null,
    })
    .returning({ id: pointsLedger.id });
  await tx.insert(ledgerAllocations).values(allocations.map((a) => ({ debitId: row!.id, creditId: a.creditId, amount: a.amount })));
  await tx
    .update(memberPoints)
    .set({ balance: sql`${memberPoints.balance} - ${input.amount}`, updatedAt: sql`now()` })
    .where(eq(memberPoints.userId, input.userId));
  return row!.id;
}

/**
 * Spends points, earliest-expiring lots first. Takes the member's lock first, so concurrent
 * debits of one member run one after another and can never spend the same points twice.
 */
export async function debit(tx: Database, input: DebitInput): Promise<{ id: number; allocations: Allocation[] }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('debit amount must be a positive integer');
  await lockMember(tx, input.userId);
  return debitLocked(tx, input);
}

async function debitLocked(tx: Database, input: DebitInput) {
  const lots = await openLots(tx, input.userId, 'usable');
  const available = lots.reduce((s, l) => s + l.remaining, 0);
  if (available < input.amount) {
    throw new AppError('INSUFFICIENT_POINTS', LEDGER_MESSAGES.notEnough(available, input.amount));
  }
  const allocations = allocate(lots, input.amount);
  const id = await writeDebit(tx, input, allocations);
  return { id, allocations };
}

/** Moves points between members: a debit and matching credits (same expiry dates), or nothing. */
export async function transfer(
  db: Database,
  input: { fromUserId: number; toUserId: number; amount: number; reason: string; actorId: number },
): Promise<void> {
  if (input.fromUserId === input.toUserId) throw badRequest(LEDGER_MESSAGES.sameMember);
  await db.transaction(async (tx) => {
    await lockMembers(tx as unknown as Database, [input.fromUserId, input.toUserId]);
    const { allocations } = await debitLocked(tx as unknown as Database, {
      userId: input.fromUserId,
      amount: input.amount,
      source: LEDGER_SOURCES.TRANSFER,
      reason: input.reason,
      actorId: input.actorId,
    });
    for (const a of allocations) {
      await credit(tx as unknown as Database, {
        userId: input.toUserId,
        amount: a.amount,
        source: LEDGER_SOURCES.TRANSFER,
        reason: input.reason,
        actorId: input.actorId,
        groupName: a.groupName,
        expiresAt: a.expiresAt,
        earns: false,
      });
    }
  });
}

/** Writes expiry rows for every lot past its date that still holds points. Idempotent; returns points expired. */
export async function expirePoints(db: Database): Promise<{ members: number; points: number }> {
  const due = await membersWithExpiredLots(db);
  let points = 0;
  let members = 0;
  for (const userId of due) {
    const expired = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await lockMember(t, userId);
      const lots = await openLots(t, userId, 'expired');
      const total = lots.reduce((s, l) => s + l.remaining, 0);
      if (total === 0) return 0;
      await writeDebit(t, { userId, amount: total, source: LEDGER_SOURCES.EXPIRED, reason: LEDGER_REASONS.expired }, allocate(lots, total));
      return total;
    });
    if (expired > 0) {
      points += expired;
      members++;
    }
  }
  return { members, points };
}

/** Balance straight from the ledger (the totals row must always equal it; tests check). */
export async function ledgerBalance(db: Database, userId: number): Promise<number> {
  const [row] = await queryRows<{ sum: number }>(
    db,
    sql`select coalesce(sum(${pointsLedger.amount}), 0)::int as sum from ${pointsLedger} where ${pointsLedger.userId} = ${userId}`,
  );
  return row!.sum;
}
