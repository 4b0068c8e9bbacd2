import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  MAILING_MESSAGES,
  POINTS_ROLES,
  UNSUBSCRIBE_TEXTS,
  type Mailing,
  type MailingChannel,
  type MailingCount,
  type MailingList,
  type MailingSegment,
  type MailingStatus,
} from '@klub/contracts';
import { mailingRecipients, mailings, queryRows, users, type Database } from '@klub/db';
import type { z } from 'zod';
import type { CreateMailingBody as CreateMailingSchema } from '@klub/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import { audienceMembers } from '../../lib/publication';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import { isoTime, warsawDayStartSql } from '../../lib/time';
import type { Deps } from '../../deps';
import type { Mailer } from '../../lib/mailer';
import { unsubscribeUrl } from './unsubscribe';

/**
 * Mailings (docs/domain.md "Mailingi"): one message to a segment of members, into their inboxes
 * and/or by e-mail, sent in the background by the `mailing` job, each e-mail exactly once or marked
 * uncertain (mailing_recipients is the ledger of the sending).
 */

type Created = z.output<typeof CreateMailingSchema>;
const emailsOf = (channels: MailingChannel) => channels !== 'INBOX';
const inboxOf = (channels: MailingChannel) => channels !== 'EMAIL';

/** The members of a segment (a subquery of ids): members with an inbox, not deleted, in the audience and the narrower parts. */
export function segmentMembers(s: MailingSegment): SQL {
  const where: SQL[] = [sql`m.role = any(${sql.param([...POINTS_ROLES])}::int[])`, sql`not m.is_deleted`];
  const audience = s.roles.length + s.regions.length + s.groups.length > 0 || s.gold || s.premium;
  if (audience) where.push(sql`m.id in (${audienceMembers(s)})`);
  if (s.statuses.length > 0) where.push(sql`m.status = any(${sql.param(s.statuses)}::text[])`);
  if (s.districts.length > 0) where.push(sql`m.district_id = any(${sql.param(s.districts)}::int[])`);
  const team: SQL[] = [];
  if (s.dths.length > 0) team.push(sql`m.dth_id = any(${sql.param(s.dths)}::int[])`);
  // An RDS's contractors are those of the DTHs reporting to them.
  if (s.rdss.length > 0) team.push(sql`m.dth_id in (select d.id from ${users} d where d.rds_id = any(${sql.param(s.rdss)}::int[]))`);
  if (team.length > 0) where.push(sql`(${sql.join(team, sql` or `)})`);
  const balance = sql`coalesce((select p.balance from member_points p where p.user_id = m.id), 0)`;
  if (s.minBalance !== null) where.push(sql`${balance} >= ${s.minBalance}`);
  if (s.maxBalance !== null) where.push(sql`${balance} <= ${s.maxBalance}`);
  if (s.activeFrom !== null) where.push(sql`m.last_login_at >= ${warsawDayStartSql(s.activeFrom)}`);
  if (s.activeTo !== null)
    where.push(sql`(m.last_login_at is null or m.last_login_at < ${warsawDayStartSql(s.activeTo)} + interval '1 day')`);
  if (s.consentOnly) where.push(sql`m.marketing_consent`);
  return sql`select m.id from ${users} m where ${sql.join(where, sql` and `)}`;
}

/** How many members a segment reaches, and how many of them get the e-mail (marketing consent). */
export async function countSegment(db: Database, segment: MailingSegment): Promise<MailingCount> {
  const [row] = await queryRows<MailingCount>(
    db,
    sql`select count(*)::int as members, count(*) filter (where u.marketing_consent)::int as emails
        from ${users} u where u.id in (${segmentMembers(segment)})`,
  );
  return row!;
}

/**
 * Records the mailing and queues its job (in the request's transaction: both or neither). The same
 * `requestKey` again answers the mailing it made (a double click sends once).
 */
export async function createMailing(deps: Deps, adminId: number, body: Created): Promise<{ id: number; created: boolean }> {
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() < Date.now() - 60_000) throw badRequest(MAILING_MESSAGES.scheduledPast);
  const [existing] = await deps.db.select({ id: mailings.id }).from(mailings).where(eq(mailings.requestKey, body.requestKey));
  if (existing) return { id: existing.id, created: false };
  const count = await countSegment(deps.db, body.segment);
  if (count.members === 0 || (body.channels === 'EMAIL' && count.emails === 0)) throw badRequest(MAILING_MESSAGES.noRecipients);
  const [row] = await deps.db
    .insert(mailings)
    .values({
      createdBy: adminId,
      requestKey: body.requestKey,
      subject: body.subject,
      body: sanitizeRichText(body.body),
      channels: body.channels,
      segment: body.segment,
      scheduledAt: scheduledAt ?? sql`now()`,
    })
    .onConflictDoNothing({ target: mailings.requestKey })
    .returning({ id: mailings.id });
  if (!row) {
    // The same key committed by a request running at the same moment.
    const [other] = await deps.db.select({ id: mailings.id }).from(mailings).where(eq(mailings.requestKey, body.requestKey));
    return { id: other!.id, created: false };
  }
  await deps.jobs.send(
    'mailing',
    { mailingId: row.id },
    { singletonKey: String(row.id), ...(scheduledAt ? { startAfter: scheduledAt } : {}) },
  );
  return { id: row.id, created: true };
}

const progress = sql`
  select r.mailing_id,
         count(*) filter (where r.status <> 'NO_EMAIL')::int as total,
         count(*) filter (where r.status in ('PENDING', 'CLAIMED', 'SENDING'))::int as pending,
         count(*) filter (where r.status = 'SENT')::int as sent,
         count(*) filter (where r.status = 'FAILED')::int as failed,
         count(*) filter (where r.status = 'UNCERTAIN')::int as uncertain
  from ${mailingRecipients} r`;

interface MailingRow {
  id: number;
  subject: string;
  channels: MailingChannel;
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
}

const view = (r: MailingRow): Mailing => ({
  id: r.id,
  subject: r.subject,
  channels: r.channels,
  status: r.status,
  createdBy: r.created_by,
  createdAt: isoTime(r.created_at),
  scheduledAt: isoTime(r.scheduled_at),
  startedAt: r.started_at === null ? null : isoTime(r.started_at),
  finishedAt: r.finished_at === null ? null : isoTime(r.finished_at),
  recipients: r.recipients,
  emails: { total: r.total ?? 0, pending: r.pending ?? 0, sent: r.sent ?? 0, failed: r.failed ?? 0, uncertain: r.uncertain ?? 0 },
});

const selectMailings = (where: SQL, page?: { skip: number; take: number }) => sql`
  select m.id, m.subject, m.channels, m.status, a.firstname || ' ' || a.lastname as created_by, m.created_at, m.scheduled_at,
         m.started_at, m.finished_at, m.recipients, p.total, p.pending, p.sent, p.failed, p.uncertain
  from ${mailings} m
  left join ${users} a on a.id = m.created_by
  left join lateral (${progress} where r.mailing_id = m.id group by r.mailing_id) p on true
  where ${where}
  order by m.created_at desc, m.id desc
  ${page ? sql`offset ${page.skip} limit ${page.take}` : sql``}`;

export async function listMailings(db: Database, q: { skip: number; take: number }): Promise<MailingList> {
  const [rows, [total]] = await Promise.all([
    queryRows<MailingRow>(db, selectMailings(sql`true`, q)),
    db.select({ n: sql<number>`count(*)::int` }).from(mailings),
  ]);
  return { data: rows.map(view), total: total!.n };
}

export async function getMailing(db: Database, id: number): Promise<Mailing> {
  const [row] = await queryRows<MailingRow>(db, selectMailings(sql`m.id = ${id}`));
  if (!row) throw notFound('mailing');
  return view(row);
}

/** Stops a scheduled or running mailing: e-mails not yet handed to the server are not sent. */
export async function cancelMailing(db: Database, id: number): Promise<void> {
  const [row] = await db
    .update(mailings)
    .set({ status: 'CANCELLED', finishedAt: sql`now()` })
    .where(sql`${mailings.id} = ${id} and ${mailings.status} in ('SCHEDULED', 'SENDING')`)
    .returning({ id: mailings.id });
  if (row) return;
  const [exists] = await db.select({ id: mailings.id }).from(mailings).where(eq(mailings.id, id));
  if (!exists) throw notFound('mailing');
  throw conflict(MAILING_MESSAGES.notCancellable);
}

// ---- the sending (the `mailing` job) ----

const BATCH = 50;
const PARALLEL = 5;
const MAX_ATTEMPTS = 5;
/** A temporary SMTP refusal (4xx) or a connection problem: worth another attempt later. */
const isTemporary = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
};

type SendingDeps = Pick<Deps, 'db' | 'log' | 'config'> & { smtp: Mailer };

/** A mailing's e-mail to one member: the message, and the way out of marketing mail (footer and List-Unsubscribe). */
function mailingMail(
  deps: Pick<Deps, 'config'>,
  m: { subject: string; body: string },
  text: string,
  to: { user_id: number; email: string },
) {
  const url = unsubscribeUrl(deps, to.user_id);
  const link = url.replace(/&/g, '&amp;');
  return {
    to: to.email,
    subject: m.subject,
    text: `${text}\n\n--\n${UNSUBSCRIBE_TEXTS.footer(url)}`,
    html: `${m.body}<hr><p style="font-size:12px;color:#555">${UNSUBSCRIBE_TEXTS.footerHtml} <a href="${link}">${UNSUBSCRIBE_TEXTS.footerLink}</a></p>`,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * One run of a mailing's job. The start (the recipients fixed, the inbox copies written, SENDING)
 * is one transaction. A run that finds the mailing already SENDING follows one that died: its
 * claimed rows were handed to nobody (PENDING again), its rows being sent may have been delivered
 * (UNCERTAIN, never sent again). Then batches of e-mails are claimed and sent, each marked SENDING
 * before the SMTP server has it and SENT after; a temporary refusal puts it back and fails the run,
 * which the queue retries with backoff. Only one run of a mailing is active at a time (one job per
 * mailing).
 */
export async function runMailing(deps: SendingDeps, mailingId: number): Promise<'done' | 'cancelled'> {
  const token = randomUUID();
  const mailing = await deps.db.transaction(async (tx) => {
    const [m] = await tx.select().from(mailings).where(eq(mailings.id, mailingId)).for('update');
    if (!m || m.status === 'CANCELLED' || m.status === 'SENT') return undefined;
    if (m.status === 'SCHEDULED') {
      const channels = m.channels as MailingChannel;
      const segment = m.segment as MailingSegment;
      await tx.execute(sql`
        insert into ${mailingRecipients} (mailing_id, user_id, email, status)
        select ${m.id}, u.id, u.email, case when ${emailsOf(channels)} and u.marketing_consent then 'PENDING' else 'NO_EMAIL' end
        from ${users} u where u.id in (${segmentMembers(segment)})
        on conflict do nothing`);
      if (inboxOf(channels))
        await tx.execute(sql`
          insert into messages (direction, user_id, admin_id, topic, body, mailing_id)
          select 'TO_MEMBER', r.user_id, ${m.createdBy}, ${m.subject}, ${m.body}, ${m.id}
          from ${mailingRecipients} r where r.mailing_id = ${m.id}`);
      await tx
        .update(mailings)
        .set({
          status: 'SENDING',
          startedAt: sql`now()`,
          recipients: sql`(select count(*) from ${mailingRecipients} r where r.mailing_id = ${m.id})::int`,
        })
        .where(eq(mailings.id, m.id));
    } else {
      await tx.execute(
        sql`update ${mailingRecipients} set status = 'PENDING', claimed_by = null where mailing_id = ${m.id} and status = 'CLAIMED'`,
      );
      await tx.execute(
        sql`update ${mailingRecipients} set status = 'UNCERTAIN', error = ${MAILING_MESSAGES.uncertain}
            where mailing_id = ${m.id} and status = 'SENDING'`,
      );
    }
    return m;
  });
  if (!mailing) return 'cancelled';

  const text = richTextToPlain(mailing.body);
  const mine = (userId: number) => sql`mailing_id = ${mailingId} and user_id = ${userId} and claimed_by = ${token}`;
  for (;;) {
    const [state] = await deps.db.select({ status: mailings.status }).from(mailings).where(eq(mailings.id, mailingId));
    if (state?.status === 'CANCELLED') return 'cancelled';
    const claimed = await queryRows<{ user_id: number; email: string }>(
      deps.db,
      sql`update ${mailingRecipients} set status = 'CLAIMED', claimed_by = ${token}
          where mailing_id = ${mailingId} and user_id in (
            select user_id from ${mailingRecipients} where mailing_id = ${mailingId} and status = 'PENDING'
            order by user_id limit ${BATCH} for update skip locked)
          returning user_id, email`,
    );
    if (claimed.length === 0) break;
    let temporary: unknown;
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      await Promise.all(
        claimed.slice(i, i + PARALLEL).map(async (r) => {
          const [sending] = await queryRows<{ attempts: number }>(
            deps.db,
            sql`update ${mailingRecipients} set status = 'SENDING', attempts = attempts + 1
                where ${mine(r.user_id)} and status = 'CLAIMED' returning attempts`,
          );
          if (!sending) return;
          try {
            await deps.smtp.send(mailingMail(deps, mailing, text, r));
            await deps.db.execute(
              sql`update ${mailingRecipients} set status = 'SENT', sent_at = now(), error = null
                  where ${mine(r.user_id)} and status in ('SENDING', 'UNCERTAIN')`,
            );
          } catch (err) {
            const retry = isTemporary(err) && sending.attempts < MAX_ATTEMPTS;
            if (retry) temporary = err;
            await deps.db.execute(
              sql`update ${mailingRecipients} set status = ${retry ? 'PENDING' : 'FAILED'}, claimed_by = null,
                  error = ${(err as Error).message.slice(0, 500)} where ${mine(r.user_id)} and status = 'SENDING'`,
            );
          }
        }),
      );
    }
    // The server refused for now: the rest waits for the job's next attempt (backoff), not a tight loop.
    if (temporary) {
      await deps.db.execute(
        sql`update ${mailingRecipients} set status = 'PENDING', claimed_by = null where mailing_id = ${mailingId} and claimed_by = ${token} and status = 'CLAIMED'`,
      );
      throw temporary;
    }
  }
  await deps.db.execute(
    sql`update ${mailings} set status = 'SENT', finished_at = now()
        where id = ${mailingId} and status = 'SENDING'
          and not exists (select 1 from ${mailingRecipients} r where r.mailing_id = ${mailingId} and r.status in ('PENDING', 'CLAIMED', 'SENDING'))`,
  );
  return 'done';
}
