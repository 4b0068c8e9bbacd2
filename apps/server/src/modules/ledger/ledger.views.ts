import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPIRING_SOON_DAYS, LEDGER_SOURCE_LABELS, LEDGER_SOURCES, type MemberPoints } from '@klub/contracts';
import { builtStatement, ledgerAllocations, memberPoints as memberTotals, pointsLedger, queryRows, type Database } from '@klub/db';
import { warsawDay, warsawYear, isoTime } from '../../lib/time';
import { positionSql, trendOf, weekDays } from '../ranking/ranking.service';
import type { RankingScores } from '../ranking/ranking-scores';

/** A ledger entry `l`, its allocations `a`, the debit `d` that used them. */
const l = alias(pointsLedger, 'l');
const a = alias(ledgerAllocations, 'a');
const d = alias(pointsLedger, 'd');

interface LotRow {
  id: number;
  reason: string;
  group_name: string | null;
  amount: number;
  spent: number;
  expired_part: number;
  expires_at: Date | string | null;
  source: number;
}

/** The lots, totals and ranking of one member: one statement, built once (`builtStatement`). */
const memberPointsRow = builtStatement<
  { lots: LotRow[] | null; balance: number | null; earned: number | null; rank_points: number | null; week_position: number | null },
  { userId: number; week: string[]; year: number }
>(() => {
  const userId = sql.placeholder('userId');
  const rank = positionSql(userId, 0, sql.placeholder('week'), sql.placeholder('year'));
  return sql`
    select
      (select json_agg(x order by x.expires_at asc nulls last, x.id asc) from (
        select ${l.id} as id, ${l.reason} as reason, ${l.groupName} as group_name, ${l.amount} as amount, ${l.expiresAt} as expires_at, ${l.source} as source,
          coalesce(sum(${a.amount}) filter (where ${d.source} <> ${LEDGER_SOURCES.EXPIRED}), 0)::int as spent,
          coalesce(sum(${a.amount}) filter (where ${d.source} = ${LEDGER_SOURCES.EXPIRED}), 0)::int as expired_part
        from ${pointsLedger} l
        left join ${ledgerAllocations} a on ${a.creditId} = ${l.id}
        left join ${pointsLedger} d on ${d.id} = ${a.debitId}
        where ${l.userId} = ${userId} and ${l.amount} > 0
        group by ${l.id}) x) as lots,
      t.balance, t.earned, me.rank_points, ${rank.weekColumn}
    from (select 1) one
    left join (
      select coalesce(${memberTotals.balance}, 0)::int as balance,
        case when ${memberTotals.earnedYear} = extract(year from now() at time zone 'Europe/Warsaw') then ${memberTotals.earnedPoints} else 0 end::int as earned
      from ${memberTotals} where ${memberTotals.userId} = ${userId}) t on true
    ${rank.join}`;
});

/**
 * The member's points in the spec's shape `{points[], ranking, trend}`: each credit lot as a points
 * entry (`points` credited, `orderPoints` spent from it — derived from allocations, never stored),
 * plus balance and what expires within 60 days.
 */
export async function memberPoints(db: Database, scores: RankingScores, userId: number): Promise<MemberPoints> {
  const [row] = await memberPointsRow(db, { userId, week: weekDays(), year: warsawYear() });
  const lots = row?.lots ?? [];
  const position = row?.rank_points == null ? null : await scores.position(0, row.rank_points);
  const totals = row && row.balance !== null ? { balance: row.balance, earned: row.earned ?? 0 } : undefined;
  const now = Date.now();
  const soonLimit = now + EXPIRING_SOON_DAYS * 24 * 3600 * 1000;
  const soon = new Map<string, number>();
  const points = lots.map((l, i) => {
    const remaining = l.amount - l.spent - l.expired_part;
    const expiresAt = l.expires_at ? new Date(l.expires_at) : null;
    const expired = expiresAt !== null && expiresAt.getTime() <= now;
    if (!expired && remaining > 0 && expiresAt && expiresAt.getTime() <= soonLimit) {
      const day = warsawDay(expiresAt);
      soon.set(day, (soon.get(day) ?? 0) + remaining);
    }
    return {
      id: l.id,
      name: l.reason,
      groupName: l.group_name ?? LEDGER_SOURCE_LABELS[l.source] ?? '',
      points: l.amount,
      orderPoints: l.spent,
      expiresAt: isoTime(expiresAt),
      isNotActual: expired || remaining <= 0,
      pos: i,
    };
  });
  const expiringSoon = [...soon].map(([date, p]) => ({ date, points: p })).sort((a, b) => a.date.localeCompare(b.date));
  return {
    points,
    ranking: position,
    trend: trendOf(position, row?.week_position ?? null),
    balance: totals?.balance ?? 0,
    earnedThisYear: totals?.earned ?? 0,
    expiringSoon,
    expiringSoonTotal: expiringSoon.reduce((s, e) => s + e.points, 0),
  };
}

/** The member's balance from their totals row (0 without one). */
export async function storedBalanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce((select ${memberTotals.balance} from ${memberTotals} where ${memberTotals.userId} = ${userId}), 0)::int as balance`,
  );
  return row!.balance;
}
