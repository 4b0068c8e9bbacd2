import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { mailingRecipients, mailings, users, type Database } from '@klub/db';
import { FINAL_DELIVERY } from '../../lib/sms-gateway';
import { paged, pageOf, type PageQuery } from '../../lib/paging';

/** The statements of the SMS sendings (`sms.service.ts` holds the rules; the sendings' list is `mailings.service.ts`). */

const r = mailingRecipients;

/** Members of `members` (a subquery of ids), and those with a phone and `consent`. */
export async function reachOf(db: Database, members: SQL, consent: SQL): Promise<{ members: number; phones: number }> {
  const [row] = await db
    .select({
      members: count(),
      phones: sql<number>`count(*) filter (where coalesce(${users.phone}, '') <> '' and ${consent})::int`,
    })
    .from(users)
    .where(sql`${users.id} in (${members})`);
  return row!;
}

/** A page of the SMS log: every SMS to a member, newest sending first; `state` as the API names it. */
export function smsLogPage(db: Database, q: PageQuery & { sendingId?: number; state?: string }) {
  const where = and(
    eq(mailings.channels, 'SMS'),
    sql`(${r.status} <> 'NO_PHONE' or ${q.state === 'NO_PHONE'})`,
    q.sendingId !== undefined ? eq(r.mailingId, q.sendingId) : undefined,
    q.state ? sql`coalesce(${r.delivery}, ${r.status}) = ${q.state === 'CLAIMED' ? 'PENDING' : q.state}` : undefined,
  );
  return paged(
    pageOf(
      db
        .select({
          sendingId: r.mailingId,
          userId: r.userId,
          fullName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
          phone: r.phone,
          text: mailings.body,
          status: sql<string>`case when ${r.status} = 'CLAIMED' then 'PENDING' else ${r.status} end`,
          delivery: r.delivery,
          gatewayId: r.gatewayId,
          parts: r.parts,
          sentAt: r.sentAt,
          deliveredAt: r.deliveredAt,
          error: r.error,
        })
        .from(r)
        .innerJoin(mailings, eq(mailings.id, r.mailingId))
        .innerJoin(users, eq(users.id, r.userId))
        .where(where)
        .orderBy(desc(r.mailingId), asc(users.lastname), asc(users.firstname), asc(r.userId)),
      q,
    ),
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(mailings, eq(mailings.id, r.mailingId))
      .innerJoin(users, eq(users.id, r.userId))
      .where(where),
  );
}

/**
 * One delivery report on the SMS it names (`which`): a final report is never overwritten by a late
 * intermediate one. Returns the members whose SMS it updated.
 */
export const applyDelivery = (db: Database, which: SQL, gatewayId: string, delivery: string, at: SQL, final: boolean) =>
  db
    .update(r)
    .set({ delivery, deliveredAt: at, gatewayId: sql`coalesce(${r.gatewayId}, ${gatewayId})` })
    .where(
      sql`${which} and ${r.phone} is not null
            and (${r.delivery} is null or ${r.delivery} not in (${sql.join(
              FINAL_DELIVERY.map((d) => sql`${d}`),
              sql`, `,
            )}) or ${final})`,
    )
    .returning({ userId: r.userId });

/** The SMS of one member in one sending, or the one with the gateway's id. */
export const smsOf = (idx: { mailingId: number; userId: number } | null, gatewayId: string) =>
  idx ? and(eq(r.mailingId, idx.mailingId), eq(r.userId, idx.userId))! : eq(r.gatewayId, gatewayId);
