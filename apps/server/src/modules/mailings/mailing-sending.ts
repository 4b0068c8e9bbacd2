import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MailingSegment, MAILING_MESSAGES, SMS_MESSAGES, UNSUBSCRIBE_TEXTS, type MailingChannel } from '@klub/contracts';
import { mailingRecipients, mailings, queryRows, users } from '@klub/db';
import { richTextToPlain } from '../../lib/rich-text';
import type { Deps } from '../../deps';
import type { Mailer } from '../../lib/mailer';
import type { SettingsCache } from '../../lib/settings-cache';
import { SmsGatewayError, type SmsGateway } from '../../lib/sms-gateway';
import { smsSettings, smsToken } from '../settings/settings.service';
import { unsubscribeUrl } from './unsubscribe';
import { segmentMembers } from './mailings.service';

/**
 * The sending of a mailing or SMS sending: the `mailing` job (docs/domain.md "Mailingi", "SMS"),
 * each message handed over exactly once or marked uncertain (mailing_recipients is its ledger).
 */

const emailsOf = (channels: MailingChannel | 'SMS') => channels === 'EMAIL' || channels === 'BOTH';
const inboxOf = (channels: MailingChannel | 'SMS') => channels === 'INBOX' || channels === 'BOTH';

const BATCH = 50;
const PARALLEL = 5;
const MAX_ATTEMPTS = 5;
/** A temporary SMTP refusal (4xx), a connection problem, or what the SMS gateway says is temporary: worth another attempt later. */
const isTemporary = (err: unknown) => {
  if (err instanceof SmsGatewayError) return err.temporary;
  const code = (err as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
};

export type SendingDeps = Pick<Deps, 'db' | 'log' | 'config'> & { settings: Pick<SettingsCache, 'read'>; smtp: Mailer; sms: SmsGateway };

/** Where the gateway reports an SMS's delivery (sms.routes.ts): signed, so nobody else can write the log. */
export const smsCallbackUrl = (deps: Pick<Deps, 'config'>) =>
  `${deps.config.publicUrl}/api/messages/sms/callback?t=${smsCallbackSignature(deps.config)}`;
export const smsCallbackSignature = (config: Deps['config']) =>
  createHmac('sha256', config.tokens.admin.secret).update('sms-callback').digest('base64url').slice(0, 32);

type Claimed = { user_id: number; email: string | null; phone: string | null };
type Transport = (r: Claimed) => Promise<{ gatewayId: string | null; parts: number | null }>;

/** How a sending hands one message over: an e-mail to the SMTP server, an SMS to the gateway. */
async function transportOf(
  deps: SendingDeps,
  m: { id: number; channels: string; subject: string; body: string; sender: string | null },
): Promise<Transport> {
  if (m.channels === 'SMS') {
    const settings = { ...(await smsSettings(deps.settings)), token: await smsToken(deps.db, deps.config) };
    const notifyUrl = smsCallbackUrl(deps);
    return (r) => deps.sms.send({ to: r.phone!, text: m.body, sender: m.sender, idx: `${m.id}-${r.user_id}`, notifyUrl }, settings);
  }
  const text = richTextToPlain(m.body);
  return async (r) => {
    await deps.smtp.send(mailingMail(deps, m, text, { user_id: r.user_id, email: r.email! }));
    return { gatewayId: null, parts: null };
  };
}

/** A mailing's e-mail to one member: the message, and the way out of marketing mail (footer and List-Unsubscribe). */
export function mailingMail(
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
      const channels = m.channels as MailingChannel | 'SMS';
      // Parsed: a mailing stored before a criterion existed gets its default.
      const segment = MailingSegment.parse(m.segment);
      // An SMS to one chosen member is a direct message; to a segment, marketing (consent).
      const smsConsent = segment.members.length > 0 ? sql`true` : sql`u.marketing_consent`;
      await tx.execute(
        channels === 'SMS'
          ? sql`
        insert into ${mailingRecipients} (mailing_id, user_id, phone, status)
        select ${m.id}, u.id, u.phone, case when coalesce(u.phone, '') <> '' and ${smsConsent} then 'PENDING' else 'NO_PHONE' end
        from ${users} u where u.id in (${segmentMembers(segment)})
        on conflict do nothing`
          : sql`
        insert into ${mailingRecipients} (mailing_id, user_id, email, status)
        select ${m.id}, u.id, u.email, case when ${emailsOf(channels)} and u.marketing_consent then 'PENDING' else 'NO_EMAIL' end
        from ${users} u where u.id in (${segmentMembers(segment)})
        on conflict do nothing`,
      );
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
        sql`update ${mailingRecipients} set status = 'UNCERTAIN', error = ${m.channels === 'SMS' ? SMS_MESSAGES.uncertain : MAILING_MESSAGES.uncertain}
            where mailing_id = ${m.id} and status = 'SENDING'`,
      );
    }
    return m;
  });
  if (!mailing) return 'cancelled';

  const send = await transportOf(deps, mailing);
  const mine = (userId: number) => sql`mailing_id = ${mailingId} and user_id = ${userId} and claimed_by = ${token}`;
  for (;;) {
    const [state] = await deps.db.select({ status: mailings.status }).from(mailings).where(eq(mailings.id, mailingId));
    if (state?.status === 'CANCELLED') return 'cancelled';
    const claimed = await queryRows<Claimed>(
      deps.db,
      sql`update ${mailingRecipients} set status = 'CLAIMED', claimed_by = ${token}
          where mailing_id = ${mailingId} and user_id in (
            select user_id from ${mailingRecipients} where mailing_id = ${mailingId} and status = 'PENDING'
            order by user_id limit ${BATCH} for update skip locked)
          returning user_id, email, phone`,
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
            const handed = await send(r);
            // A delivery report may have come first and named the message already: coalesce.
            await deps.db.execute(
              sql`update ${mailingRecipients} set status = 'SENT', sent_at = now(), error = null,
                    gateway_id = coalesce(gateway_id, ${handed.gatewayId}), parts = ${handed.parts}
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
