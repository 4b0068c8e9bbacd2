import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MailingSegment,
  MAILING_MESSAGES,
  POINTS_ROLES,
  type Mailing,
  type MailingChannel,
  type MailingCount,
  type MailingList,
  type MailingStatus,
} from '@klub/contracts';
import { mailingRecipients, mailings, memberPoints, queryRows, users, type Database } from '@klub/db';
import type { z } from 'zod';
import type { CreateMailingBody as CreateMailingSchema } from '@klub/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import { paged, pageSql, type PageQuery } from '../../lib/paging';
import { audienceMembers } from '../../lib/publication';
import { sanitizeRichText } from '../../lib/rich-text';
import { isoTime, warsawDayStartSql } from '../../lib/time';
import type { Deps } from '../../deps';
import { EMAIL, type SendingChannel } from './channels';

/**
 * Mailings (docs/domain.md "Mailingi"): one message to a segment of members, into their inboxes
 * and/or by e-mail, sent in the background by the `mailing` job, each e-mail exactly once or marked
 * uncertain (mailing_recipients is the ledger of the sending).
 */

type Created = z.output<typeof CreateMailingSchema>;

/** The members of a segment (a subquery of ids): members with an inbox, not deleted, in the audience and the narrower parts. */
export function segmentMembers(s: MailingSegment): SQL {
  const m = alias(users, 'm');
  const where: SQL[] = [sql`${m.role} = any(${sql.param([...POINTS_ROLES])}::int[])`, sql`not ${m.isDeleted}`];
  const audience = s.roles.length + s.regions.length + s.groups.length > 0 || s.gold || s.premium;
  if (audience) where.push(sql`${m.id} in (${audienceMembers(s)})`);
  if (s.statuses.length > 0) where.push(sql`${m.status} = any(${sql.param(s.statuses)}::text[])`);
  if (s.districts.length > 0) where.push(sql`${m.districtId} = any(${sql.param(s.districts)}::int[])`);
  const team: SQL[] = [];
  if (s.dths.length > 0) team.push(sql`${m.dthId} = any(${sql.param(s.dths)}::int[])`);
  // An RDS's contractors are those of the DTHs reporting to them.
  const d = alias(users, 'd');
  if (s.rdss.length > 0)
    team.push(sql`${m.dthId} in (select ${d.id} from ${users} ${d} where ${d.rdsId} = any(${sql.param(s.rdss)}::int[]))`);
  if (team.length > 0) where.push(sql`(${sql.join(team, sql` or `)})`);
  const p = alias(memberPoints, 'p');
  const balance = sql`coalesce((select ${p.balance} from ${memberPoints} ${p} where ${p.userId} = ${m.id}), 0)`;
  if (s.minBalance !== null) where.push(sql`${balance} >= ${s.minBalance}`);
  if (s.maxBalance !== null) where.push(sql`${balance} <= ${s.maxBalance}`);
  if (s.activeFrom !== null) where.push(sql`${m.lastLoginAt} >= ${warsawDayStartSql(s.activeFrom)}`);
  if (s.activeTo !== null)
    where.push(sql`(${m.lastLoginAt} is null or ${m.lastLoginAt} < ${warsawDayStartSql(s.activeTo)} + interval '1 day')`);
  if (s.consentOnly) where.push(sql`${m.marketingConsent}`);
  if (s.members.length > 0) where.push(sql`${m.id} = any(${sql.param(s.members)}::int[])`);
  return sql`select ${m.id} from ${users} ${m} where ${sql.join(where, sql` and `)}`;
}

/** How many members a segment reaches, and how many of them get the e-mail (marketing consent). */
export async function countSegment(db: Database, segment: MailingSegment): Promise<MailingCount> {
  const [row] = await queryRows<MailingCount>(
    db,
    sql`select count(*)::int as members, count(*) filter (where ${users.marketingConsent})::int as emails
        from ${users} where ${users.id} in (${segmentMembers(segment)})`,
  );
  return row!;
}

/** A mailing (or SMS sending) as the admin ordered it, ready to record. */
export interface MailingOrder {
  requestKey: string;
  subject: string;
  body: string;
  channels: MailingChannel | 'SMS';
  sender?: string | null;
  segment: MailingSegment;
  scheduledAt: string | null;
}

/** The mailing a request key made already (a double click, a retried request), if any. */
export async function mailingOfKey(db: Database, requestKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: mailings.id }).from(mailings).where(eq(mailings.requestKey, requestKey));
  return row?.id;
}

/**
 * Records a mailing or SMS sending and queues its job (in the request's transaction: both or
 * neither). The same `requestKey` again answers the one it made (a double click sends once).
 */
export async function recordMailing(
  deps: Pick<Deps, 'db' | 'jobs'>,
  adminId: number,
  order: MailingOrder,
): Promise<{ id: number; created: boolean }> {
  const scheduledAt = order.scheduledAt ? new Date(order.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() < Date.now() - 60_000) throw badRequest(MAILING_MESSAGES.scheduledPast);
  const [row] = await deps.db
    .insert(mailings)
    .values({
      createdBy: adminId,
      requestKey: order.requestKey,
      subject: order.subject,
      body: order.body,
      channels: order.channels,
      sender: order.sender ?? null,
      segment: order.segment,
      scheduledAt: scheduledAt ?? sql`now()`,
    })
    .onConflictDoNothing({ target: mailings.requestKey })
    .returning({ id: mailings.id });
  // The same key committed by a request running at the same moment.
  if (!row) return { id: (await mailingOfKey(deps.db, order.requestKey))!, created: false };
  await deps.jobs.send(
    'mailing',
    { mailingId: row.id },
    { singletonKey: String(row.id), ...(scheduledAt ? { startAfter: scheduledAt } : {}) },
  );
  return { id: row.id, created: true };
}

/** POST /api/messages/multiple-mailing: checks the segment reaches somebody, then records the mailing. */
export async function createMailing(deps: Deps, adminId: number, body: Created): Promise<{ id: number; created: boolean }> {
  const existing = await mailingOfKey(deps.db, body.requestKey);
  if (existing !== undefined) return { id: existing, created: false };
  const count = await countSegment(deps.db, body.segment);
  if (count.members === 0 || (body.channels === 'EMAIL' && count.emails === 0)) throw badRequest(MAILING_MESSAGES.noRecipients);
  return recordMailing(deps, adminId, { ...body, body: sanitizeRichText(body.body) });
}

const r = alias(mailingRecipients, 'r');
const progress = sql`
  select ${r.mailingId},
         count(*) filter (where ${r.status} not in ('NO_EMAIL', 'NO_PHONE'))::int as total,
         count(*) filter (where ${r.status} in ('PENDING', 'CLAIMED', 'SENDING'))::int as pending,
         count(*) filter (where ${r.status} = 'SENT')::int as sent,
         count(*) filter (where ${r.status} = 'FAILED')::int as failed,
         count(*) filter (where ${r.status} = 'UNCERTAIN')::int as uncertain,
         count(*) filter (where ${r.delivery} = 'DELIVERED')::int as delivered,
         count(*) filter (where ${r.delivery} in ('UNDELIVERED', 'EXPIRED', 'FAILED', 'REJECTED'))::int as undelivered
  from ${mailingRecipients} ${r}`;

export interface MailingRow {
  id: number;
  subject: string;
  body: string;
  sender: string | null;
  segment: MailingSegment;
  channels: MailingChannel | 'SMS';
  status: MailingStatus;
  created_by: string | null;
  created_at: Date | string;
  scheduled_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  recipients: number;
  total: number | null;
  pending: number | null;
  sent: number | null;
  failed: number | null;
  uncertain: number | null;
  delivered: number | null;
  undelivered: number | null;
  /** To exactly one member (an SMS to one member). */
  member_id: number | null;
  member_name: string | null;
}

/** A sending's times as the API shows them. */
export const sendingTimes = (r: MailingRow) => ({
  createdBy: r.created_by,
  createdAt: isoTime(r.created_at),
  scheduledAt: isoTime(r.scheduled_at),
  startedAt: r.started_at === null ? null : isoTime(r.started_at),
  finishedAt: r.finished_at === null ? null : isoTime(r.finished_at),
});

const view = (r: MailingRow): Mailing => ({
  id: r.id,
  subject: r.subject,
  channels: r.channels as MailingChannel,
  status: r.status,
  ...sendingTimes(r),
  recipients: r.recipients,
  emails: { total: r.total ?? 0, pending: r.pending ?? 0, sent: r.sent ?? 0, failed: r.failed ?? 0, uncertain: r.uncertain ?? 0 },
});

/** Sendings (of a channel, `where`) with their progress, newest first. */
const m = alias(mailings, 'm');
const a = alias(users, 'a');
const u = alias(users, 'u');
const oneMember = sql`jsonb_array_length(${m.segment} -> 'members') = 1 and ${u.id} = (${m.segment} -> 'members' ->> 0)::int`;
const selectMailings = (where: SQL, page?: PageQuery) => sql`
  select ${m.id}, ${m.subject}, ${m.body}, ${m.sender}, ${m.segment}, ${m.channels}, ${m.status}, ${a.firstname} || ' ' || ${a.lastname} as created_by,
         ${m.createdAt}, ${m.scheduledAt}, ${m.startedAt}, ${m.finishedAt}, ${m.recipients},
         p.total, p.pending, p.sent, p.failed, p.uncertain, p.delivered, p.undelivered,
         (select ${u.id} from ${users} ${u} where ${oneMember}) as member_id,
         (select ${u.firstname} || ' ' || ${u.lastname} from ${users} ${u} where ${oneMember}) as member_name
  from ${mailings} ${m}
  left join ${users} ${a} on ${a.id} = ${m.createdBy}
  left join lateral (${progress} where ${r.mailingId} = ${m.id} group by ${r.mailingId}) p on true
  where ${where}
  order by ${m.createdAt} desc, ${m.id} desc
  ${page ? pageSql(page) : sql``}`;

/** A page of a channel's sendings with their progress, newest first. */
export async function sendingPage(db: Database, channel: SendingChannel, q: PageQuery) {
  const ofChannel = channel.is(sql`${m.channels}`);
  return paged(queryRows<MailingRow>(db, selectMailings(ofChannel, q)), db.select({ n: count() }).from(m).where(ofChannel));
}

/** One sending of a channel with its progress; 404 in the channel's words. */
export async function sendingById(db: Database, channel: SendingChannel, id: number): Promise<MailingRow> {
  const [row] = await queryRows<MailingRow>(db, selectMailings(sql`${m.id} = ${id} and ${channel.is(sql`${m.channels}`)}`));
  if (!row) throw notFound(channel.missing);
  return row;
}

export async function listMailings(db: Database, q: PageQuery): Promise<MailingList> {
  const { total, data } = await sendingPage(db, EMAIL, q);
  return { data: data.map(view), total };
}

export const getMailing = async (db: Database, id: number): Promise<Mailing> => view(await sendingById(db, EMAIL, id));

/** Stops a scheduled or running sending of a channel: what was not yet handed over is not sent. */
export async function cancelMailing(db: Database, id: number, channel: SendingChannel = EMAIL): Promise<void> {
  const ofKind = channel.is(sql`${mailings.channels}`);
  const [row] = await db
    .update(mailings)
    .set({ status: 'CANCELLED', finishedAt: sql`now()` })
    .where(sql`${mailings.id} = ${id} and ${ofKind} and ${mailings.status} in ('SCHEDULED', 'SENDING')`)
    .returning({ id: mailings.id });
  if (row) return;
  const [exists] = await db
    .select({ id: mailings.id })
    .from(mailings)
    .where(sql`${mailings.id} = ${id} and ${ofKind}`);
  if (!exists) throw notFound(channel.missing);
  throw conflict(channel.notCancellable);
}
