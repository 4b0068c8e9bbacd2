import { eq, sql } from 'drizzle-orm';
import { guardBatchMembers, guardIpMembers, queryRows, settings, type Database } from '@klub/db';
import { fraudGuardSettings } from './guard-settings';

/**
 * The fraud guard's counting rows past their rule's window, deleted by the hourly pass
 * (periodic-jobs.ts; docs/domain.md "Fraud guard"). `guard_ip_members` holds IP addresses (personal
 * data): a row no rule can count any more is kept no longer. The window is the one configured now
 * (`ipAccounts.hours`, `batchMembers.hours`): the rule counts rows seen within it, so an older row
 * counts for nothing. A window lengthened later starts from what is left (the rule counts fewer for
 * a while; nothing is held wrongly). `guard_batch_members` goes the same way by its own window.
 * Time is the app's clock, as at redemption. The held codes' addresses (the review queue's record)
 * are not touched.
 */
export async function pruneGuardRows(db: Database, now: Date = new Date()): Promise<{ ipRows: number; batchRows: number }> {
  const guard = await fraudGuardSettings({
    read: async (key) => (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1))[0]?.value,
  });
  const at = now.toISOString();
  // The rule counts rows with last_at > now - window: the others go (their count, not the rows, comes back).
  const [row] = await queryRows<{ ip_rows: number; batch_rows: number }>(
    db,
    sql`
    with ip as (
      delete from ${guardIpMembers}
      where ${guardIpMembers.lastAt} <= ${at}::timestamptz - make_interval(hours => ${guard.ipAccounts.hours}::int)
      returning 1),
    batch as (
      delete from ${guardBatchMembers}
      where ${guardBatchMembers.lastAt} <= ${at}::timestamptz - make_interval(hours => ${guard.batchMembers.hours}::int)
      returning 1)
    select (select count(*) from ip)::int as ip_rows, (select count(*) from batch)::int as batch_rows`,
  );
  return { ipRows: row?.ip_rows ?? 0, batchRows: row?.batch_rows ?? 0 };
}
