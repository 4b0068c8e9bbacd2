import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_GRACE_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
  type WebhookRedeliverBody,
} from '@klub/contracts';
import { webhookEndpoints, type Database } from '@klub/db';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict } from '../../errors';
import { isoTime, warsawDayStartSql } from '../../lib/time';
import * as q from './webhooks.queries';
import { jobKey, queueDeliveries, targetPolicy } from './webhooks.delivery';
import { newWebhookSecret } from './webhooks.signing';
import { urlRefusal } from './webhooks.target';

/**
 * The webhooks' admin API (`/api/webhooks`, the Administrator's "settings" area). Every write runs in
 * the admin's audited transaction (lib/request-transaction.ts): the endpoint rows are audited with
 * their secrets masked; the jobs a test or a redelivery queues exist only if it commits.
 */
type In<T extends z.ZodType> = z.output<T>;

const view = (r: q.EndpointRow): WebhookEndpoint => ({
  ...r,
  status: r.status as WebhookEndpoint['status'],
  previousSecretUntil: r.previousSecretUntil && r.previousSecretUntil > new Date() ? isoTime(r.previousSecretUntil) : null,
  createdAt: isoTime(r.createdAt),
  updatedAt: isoTime(r.updatedAt),
});

async function mustLoad(db: Database, id: number): Promise<WebhookEndpoint> {
  const [row] = await q.endpointById(db, id);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return view(row);
}

function assertTarget(deps: Pick<Deps, 'config'>, url: string) {
  const refusal = urlRefusal(url, targetPolicy(deps));
  if (refusal) throw badRequest(refusal);
}

export async function listEndpoints(db: Database) {
  return { items: (await q.allEndpoints(db)).map(view) };
}

export async function createEndpoint(
  deps: Pick<Deps, 'db' | 'config'>,
  adminId: number,
  body: In<typeof WebhookEndpointBody>,
): Promise<WebhookEndpointWithSecret> {
  assertTarget(deps, body.url);
  const secret = newWebhookSecret();
  const [row] = await q.insertEndpoint(deps.db, { ...body, secret, createdBy: adminId });
  return { ...(await mustLoad(deps.db, row!.id)), secret, message: WEBHOOK_MESSAGES.created };
}

export async function updateEndpoint(
  deps: Pick<Deps, 'db' | 'config'>,
  id: number,
  patch: In<typeof WebhookEndpointPatch>,
): Promise<WebhookEndpoint> {
  await mustLoad(deps.db, id);
  if (patch.url !== undefined) assertTarget(deps, patch.url);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await q.updateEndpoint(deps.db, id, set);
  return mustLoad(deps.db, id);
}

export async function removeEndpoint(db: Database, id: number) {
  const [row] = await q.deleteEndpoint(db, id);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return { message: WEBHOOK_MESSAGES.deleted };
}

/** A new secret; the one before it keeps signing beside it for WEBHOOK_ROTATION_GRACE_HOURS. */
export async function rotateSecret(db: Database, id: number): Promise<WebhookEndpointWithSecret> {
  const [current] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!current) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  const secret = newWebhookSecret();
  await q.updateEndpoint(db, id, {
    secret,
    previousSecret: current.secret,
    previousSecretUntil: new Date(Date.now() + WEBHOOK_ROTATION_GRACE_HOURS * 3600_000),
  });
  return { ...(await mustLoad(db, id)), secret, message: WEBHOOK_MESSAGES.rotated };
}

export async function setPaused(db: Database, id: number, paused: boolean): Promise<WebhookEndpoint> {
  const before = await mustLoad(db, id);
  if (paused && before.status === 'PAUSED') throw conflict(WEBHOOK_MESSAGES.alreadyPaused);
  if (!paused && before.status === 'ACTIVE') throw conflict(WEBHOOK_MESSAGES.alreadyActive);
  await q.updateEndpoint(
    db,
    id,
    paused ? { status: 'PAUSED', pausedReason: WEBHOOK_MESSAGES.pausedByAdmin } : { status: 'ACTIVE', pausedReason: null },
  );
  return mustLoad(db, id);
}

/** A `webhook.test` event for this endpoint alone (never dispatched to others), delivered like any other. */
export async function sendTest(deps: Pick<Deps, 'db' | 'jobs'>, id: number) {
  const ep = await mustLoad(deps.db, id);
  if (ep.status === 'PAUSED') throw conflict(WEBHOOK_MESSAGES.paused);
  const event = { id: randomUUID(), memberId: null };
  await q.insertEvent(deps.db, {
    ...event,
    type: WEBHOOK_TEST_EVENT,
    payload: { endpointId: id, message: WEBHOOK_MESSAGES.testSent },
    dispatchedAt: new Date(),
  });
  await queueDeliveries(deps, deps.db, [{ endpointId: id, eventId: event.id }], [jobKey(id, event)]);
  return { eventId: event.id, message: WEBHOOK_MESSAGES.testSent };
}

export async function deliveries(db: Database, id: number, query: In<typeof WebhookDeliveryQuery>): Promise<WebhookDeliveryPage> {
  await mustLoad(db, id);
  const page = await q.deliveryPage(db, id, query);
  return { total: page.total, data: page.data.map((d) => ({ ...d, at: isoTime(d.at) })) };
}

/** Queues one logged event again, or every one that failed since a day (Polish time), in their order. */
export async function redeliver(deps: Pick<Deps, 'db' | 'jobs'>, id: number, body: In<typeof WebhookRedeliverBody>) {
  const ep = await mustLoad(deps.db, id);
  if (ep.status === 'PAUSED') throw conflict(WEBHOOK_MESSAGES.paused);
  let events: { id: string; memberId: number | null }[];
  if ('eventId' in body) {
    const [logged] = await q.loggedFor(deps.db, id, body.eventId);
    const [event] = logged ? await q.eventById(deps.db, body.eventId) : [];
    if (!event) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.eventNotFound);
    events = [event];
  } else events = await q.failedSince(deps.db, id, warsawDayStartSql(body.since));
  await queueDeliveries(
    deps,
    deps.db,
    events.map((e) => ({ endpointId: id, eventId: e.id })),
    events.map((e) => jobKey(id, e)),
  );
  return {
    count: events.length,
    message: events.length ? WEBHOOK_MESSAGES.redelivered(events.length) : WEBHOOK_MESSAGES.nothingToRedeliver,
  };
}
