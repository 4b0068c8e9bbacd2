import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEDGER_MESSAGES, LEDGER_SOURCE_LABELS, type HistoryResponse } from '@klub/contracts';
import { codes, pointsLedger, queryRows, users, type Database } from '@klub/db';
import { paged, pageSql } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import { formatCode } from './code-format';

/** A ledger entry `l`, its code `c`, the admin `act` who wrote it. */
const l = alias(pointsLedger, 'l');
const c = alias(codes, 'c');
const act = alias(users, 'act');

/** A member's points history, newest first: each ledger entry with its code (printed) and the admin who wrote it. */
export async function history(db: Database, userId: number, skip: number, take: number): Promise<HistoryResponse> {
  const { total, data } = await paged(
    queryRows<{
      id: number;
      amount: number;
      source: number;
      reason: string;
      code: string | null;
      expires_at: Date | null;
      created_at: Date;
      actor: string | null;
    }>(
      db,
      sql`
    select ${l.id} as id, ${l.amount} as amount, ${l.source} as source, ${l.reason} as reason, ${c.code} as code,
           ${l.expiresAt} as expires_at, ${l.createdAt} as created_at,
           case when ${act.id} is null or ${act.id} = ${l.userId} then null else ${act.firstname} || ' ' || ${act.lastname} end as actor
    from ${pointsLedger} l
    left join ${codes} c on ${c.id} = ${l.codeId}
    left join ${users} act on ${act.id} = ${l.actorId}
    where ${l.userId} = ${userId}
    order by ${l.createdAt} desc, ${l.id} desc ${pageSql({ skip, take })}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${pointsLedger} where ${pointsLedger.userId} = ${userId}`),
  );
  return {
    total,
    data: data.map((r) => ({
      id: r.id,
      amount: r.amount,
      source: r.source,
      sourceLabel: LEDGER_SOURCE_LABELS[r.source] ?? LEDGER_MESSAGES.unknownSource(r.source),
      reason: r.reason,
      code: r.code ? formatCode(r.code) : null,
      expiresAt: isoTime(r.expires_at),
      createdAt: isoTime(r.created_at),
      actor: r.actor,
    })),
  };
}
