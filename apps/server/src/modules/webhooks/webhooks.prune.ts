import { sql } from 'drizzle-orm';
import { WEBHOOK_RETENTION_DAYS } from '@klub/contracts';
import { queryRows, webhookDeliveries, webhookEvents, type Database } from '@klub/db';

/**
 * The webhooks' retention, run by the hourly pass (periodic-jobs.ts): delivery attempts older than
 * WEBHOOK_RETENTION_DAYS, then the events of that age already dispatched and left with no attempt
 * (member.* payloads carry personal data; a deleted member's earlier events go with them). An event
 * not yet dispatched stays whatever its age: it has not been sent.
 */
export async function pruneWebhooks(db: Database, now: Date = new Date()): Promise<{ deliveries: number; events: number }> {
  const cutoff = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * 86_400_000).toISOString();
  const [row] = await queryRows<{ deliveries: number; events: number }>(
    db,
    sql`
    with d as (
      delete from ${webhookDeliveries} where ${webhookDeliveries.at} < ${cutoff}::timestamptz returning event_id),
    e as (
      delete from ${webhookEvents} ev
      where ev.created_at < ${cutoff}::timestamptz and ev.dispatched_at is not null
        and not exists (select 1 from ${webhookDeliveries} x where x.event_id = ev.id and x.at >= ${cutoff}::timestamptz)
      returning 1)
    select (select count(*) from d)::int as deliveries, (select count(*) from e)::int as events`,
  );
  return { deliveries: row?.deliveries ?? 0, events: row?.events ?? 0 };
}
