import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@klub/db';

/** The statements of the webhooks' admin API (webhooks.service.ts holds the rules). */

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  status: webhookEndpoints.status,
  pausedReason: webhookEndpoints.pausedReason,
  previousSecretUntil: webhookEndpoints.previousSecretUntil,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};
export type EndpointRow = Awaited<ReturnType<typeof allEndpoints>>[number];

export const allEndpoints = (db: Database) => db.select(endpointColumns).from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
export const endpointById = (db: Database, id: number) =>
  db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));

export const insertEndpoint = (db: Database, values: typeof webhookEndpoints.$inferInsert) =>
  db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });

export const updateEndpoint = (db: Database, id: number, set: Partial<typeof webhookEndpoints.$inferInsert>, where?: SQL) =>
  db
    .update(webhookEndpoints)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), where))
    .returning({ id: webhookEndpoints.id });

export const deleteEndpoint = (db: Database, id: number) =>
  db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });

export const insertEvent = (db: Database, values: typeof webhookEvents.$inferInsert) => db.insert(webhookEvents).values(values);

export const eventById = (db: Database, id: string) =>
  db.select({ id: webhookEvents.id, memberId: webhookEvents.memberId }).from(webhookEvents).where(eq(webhookEvents.id, id));

/** One page of an endpoint's attempts, newest first, with the filters of the log. */
export async function deliveryPage(
  db: Database,
  endpointId: number,
  q: { event?: string; status?: 'OK' | 'FAILED'; skip: number; take: number },
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    q.event ? eq(webhookEvents.type, q.event) : undefined,
    q.status ? eq(webhookDeliveries.ok, q.status === 'OK') : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where);
  const data = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      memberId: webhookEvents.memberId,
      attempt: webhookDeliveries.attempt,
      at: webhookDeliveries.at,
      ok: webhookDeliveries.ok,
      statusCode: webhookDeliveries.statusCode,
      durationMs: webhookDeliveries.durationMs,
      responseExcerpt: webhookDeliveries.responseExcerpt,
      error: webhookDeliveries.error,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(q.take)
    .offset(q.skip);
  return { total: total!.n, data };
}

/** Has this endpoint ever been sent (or meant to be sent) this event? */
export const loggedFor = (db: Database, endpointId: number, eventId: string) =>
  db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventId, eventId)))
    .limit(1);

/**
 * The events this endpoint failed (an attempt not OK, or not sent while paused) since `since`,
 * never delivered to it since, in the order they were written.
 */
export const failedSince = (db: Database, endpointId: number, since: SQL) =>
  db
    .selectDistinct({ id: webhookEvents.id, memberId: webhookEvents.memberId, seq: webhookEvents.seq })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.ok, false),
        gte(webhookDeliveries.at, since),
        sql`not exists (select 1 from ${webhookDeliveries} d where d.endpoint_id = ${endpointId} and d.event_id = ${webhookEvents.id} and d.ok)`,
      ),
    )
    .orderBy(asc(webhookEvents.seq));
