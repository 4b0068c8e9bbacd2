import { sql } from 'drizzle-orm';
import { bare, names, pointsLedger, premiumEarned, premiumWindow, queryRows, type Database } from '@klub/db';

/**
 * The premium window (issue 16): `premium_earned` holds each member's earning credits dated from
 * `premium_window.window_start` on, so the candidates list reads one indexed table instead of
 * grouping a year of the ledger on every page (1.2 s at 1 M members and 2 M credits, most of it
 * hashing a million rows into half a million members).
 *
 * What keeps it exact:
 * - new credits: the ledger's statement triggers (migration 0012) add them in the inserting
 *   transaction, whoever inserts (a redemption, an admin award, an import, a seed);
 * - time: each read first moves the window start to `months` before now, subtracting the credits
 *   dated between the previous start and the new one (the ledger's (created_at, …) index; a read
 *   a minute after the last one subtracts a minute of credits);
 * - a change of `months`, or no window yet (or a crash emptied the unlogged tables): rebuilt from
 *   the ledger in one statement, under a table lock that makes concurrent credits wait for the
 *   rebuild and then add themselves (without it, a member's first credit racing the rebuild
 *   could meet the rebuild's own row for them: a unique violation).
 * Members whose sum falls to 0 keep their row: at most one per member, and a page filters them.
 * Credits are dated when they are written (`now()`), always inside the window: a credit dated in
 * the past while a read moves the window is the one case it does not order, and only tests and
 * seeds write those — before any read.
 */
export async function syncPremiumWindow(db: Database, months: number): Promise<void> {
  const start = sql`now() - make_interval(months => ${months})`;
  const e = premiumEarned;
  const w = premiumWindow;
  const l = pointsLedger;
  await db.transaction(async (tx) => {
    const [state] = await queryRows<{ months: number; from: string; behind: boolean }>(
      tx,
      sql`select ${w.months} as months, ${w.windowStart}::text as from, ${w.windowStart} < ${start} as behind from ${w} for update`,
    );
    if (!state || state.months !== months) {
      await tx.execute(sql`lock table ${e} in exclusive mode`);
      await tx.execute(sql`delete from ${e}`);
      // a year of credits hashed by member: enough memory not to spill to disk (4 MB by default)
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`
        insert into ${e} (${names([e.userId, e.earned])})
        select ${l.userId}, sum(${l.amount})::int from ${l}
        where ${l.earns} and ${l.amount} > 0 and ${l.createdAt} >= ${start}
        group by ${l.userId} order by ${l.userId}`);
      await tx.execute(sql`
        insert into ${w} (${names([w.id, w.months, w.windowStart])}) values (true, ${months}, ${start})
        on conflict (${bare(w.id)}) do update set ${bare(w.months)} = ${months}, ${bare(w.windowStart)} = ${start}`);
      return;
    }
    if (!state.behind) return;
    // The previous start as a value, not a join: the planner then reads only that range of the
    // ledger's (created_at, …) index (joined, it scanned the whole ledger: 1.7 s).
    await tx.execute(sql`
      update ${e} set ${bare(e.earned)} = ${e.earned} - gone.amount
      from (
        select ${l.userId} as user_id, sum(${l.amount})::int as amount from ${l}
        where ${l.earns} and ${l.amount} > 0 and ${l.createdAt} >= ${state.from}::timestamptz and ${l.createdAt} < ${start}
        group by ${l.userId} order by ${l.userId}
      ) gone
      where ${e.userId} = gone.user_id`);
    await tx.execute(sql`update ${w} set ${bare(w.windowStart)} = ${start}`);
  });
}
