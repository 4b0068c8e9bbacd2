import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_PAYLOADS, type WebhookEventType, type WebhookMember, type WebhookPayload } from '@klub/contracts';
import { users, webhookEvents, type Database } from '@klub/db';
import { CHANNEL, TOPICS } from '../../lib/notify-bus';

/**
 * The outbox (issue 40, "never lost, never invented"): a service writes its event with
 * `emitEvent(tx, …)` INSIDE the transaction of the change it reports, so the event exists exactly
 * when the change does (a rollback leaves none). Delivery is the dispatcher's (webhooks.delivery.ts):
 * woken at the commit by a NOTIFY sent with the same transaction (other instances) and by
 * `outboxWritten` (this process; on the embedded database the dispatcher's read waits for the
 * transaction anyway), and by its own periodic look for anything left.
 */
export const outboxWritten = new EventEmitter();
outboxWritten.setMaxListeners(0);

/**
 * Writes one event; `memberId` is the member it is about (their events reach each endpoint in
 * order), null for none. The payload is parsed by its contract: only the documented fields go out.
 * Returns the event's id (the `webhook-id` receivers deduplicate by).
 */
export async function emitEvent<T extends WebhookEventType>(
  tx: Database,
  type: T,
  memberId: number | null,
  payload: WebhookPayload<T>,
): Promise<string> {
  const data = WEBHOOK_PAYLOADS[type].parse(payload);
  const id = randomUUID();
  await tx.insert(webhookEvents).values({ id, type, memberId, payload: data });
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${TOPICS.webhooks.name}:`})`);
  outboxWritten.emit('written');
  return id;
}

/** A member as the member.* events tell of them, read through `tx` (the change's own transaction). */
export async function memberSnapshot(tx: Database, id: number): Promise<WebhookMember> {
  const [u] = await tx
    .select({
      id: users.id,
      type: users.role,
      status: users.status,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      companyName: users.companyName,
      nip: users.nip,
      city: users.city,
      postCode: users.postCode,
      street: users.street,
      regionId: users.regionId,
      marketingConsent: users.marketingConsent,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!u) throw new Error(`webhooks: no user ${id}`);
  return { ...u, createdAt: u.createdAt.toISOString() };
}

/** Emits a member.* event about `id` (its state as `tx` sees it now). */
export async function emitMemberEvent(tx: Database, type: 'member.registered' | 'member.confirmed' | 'member.updated', id: number) {
  return emitEvent(tx, type, id, { member: await memberSnapshot(tx, id) });
}
