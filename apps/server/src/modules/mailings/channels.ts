import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { MAILING_MESSAGES, SMS_MESSAGES, UNSUBSCRIBE_TEXTS, type MailingChannel, type MailingSegment } from '@klub/contracts';
import { mailingRecipients, names, users } from '@klub/db';
import type { Deps } from '../../deps';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../lib/mailer';
import { richTextToPlain } from '../../lib/rich-text';
import type { SettingsCache } from '../../lib/settings-cache';
import type { SmsGateway } from '../../lib/sms-gateway';
import type { notFound } from '../../errors';
import { smsSettings, smsToken } from '../settings/settings.service';
import { unsubscribeUrl } from './unsubscribe';

/**
 * The one sending flow — a segment's members (`segmentMembers`), a sending recorded once per request
 * key (`recordMailing`), the `mailing` job handing each message over exactly once with its ledger
 * (`mailing_recipients`, mailing-sending.ts), the list with progress, the cancel — goes out through
 * one of two channels. A channel is how one message goes out (`transport`) and what it records: who
 * gets one and who cannot (`recipients`), what an interrupted hand-over is called (`uncertain`), which
 * sendings are its own (`is`) and its Polish not-found and not-cancellable answers.
 */
export interface SendingChannel {
  /** The sendings of this channel: a condition on the `channels` column given. */
  is: (channels: SQL) => SQL;
  missing: Parameters<typeof notFound>[0];
  notCancellable: string;
  uncertain: string;
  /** Whether the sending also leaves a copy in each member's inbox. */
  inbox: (channels: string) => boolean;
  /** The ledger's rows of sending `m` for the members of `segment` (`members`, a subquery of ids). */
  recipients: (m: { id: number; channels: string }, segment: MailingSegment, members: SQL) => SQL;
  /** How one message of sending `m` is handed over (the settings it needs read once per run). */
  transport: (deps: SendingDeps, m: { id: number; subject: string; body: string; sender: string | null }) => Promise<Transport>;
}

export type SendingDeps = Pick<Deps, 'db' | 'log' | 'config'> & {
  settings: Pick<SettingsCache, 'read'>;
  smtp: Mailer;
  sms: SmsGateway;
  /** Where a stopping or refused run queues the mailing's next job; without it (tests) the run throws and the job is retried. */
  jobs?: Pick<JobQueue, 'send'>;
};

/** A recipient the run claimed. */
export type Claimed = { user_id: number; email: string | null; phone: string | null };
export type Transport = (r: Claimed) => Promise<{ gatewayId: string | null; parts: number | null }>;

const emailsOf = (channels: string) => channels === 'EMAIL' || channels === 'BOTH';

/** A mailing: e-mails to members with marketing consent, and/or a copy in every member's inbox (`channels`: MailingChannel). */
export const EMAIL: SendingChannel = {
  is: (channels) => sql`${channels} <> 'SMS'`,
  missing: 'mailing',
  notCancellable: MAILING_MESSAGES.notCancellable,
  uncertain: MAILING_MESSAGES.uncertain,
  inbox: (channels) => channels === 'INBOX' || channels === 'BOTH',
  recipients: (m, _segment, members) => sql`
        insert into ${mailingRecipients} (${names([mailingRecipients.mailingId, mailingRecipients.userId, mailingRecipients.email, mailingRecipients.status])})
        select ${m.id}, ${users.id}, ${users.email}, case when ${emailsOf(m.channels as MailingChannel)} and ${users.marketingConsent} then 'PENDING' else 'NO_EMAIL' end
        from ${users} where ${users.id} in (${members})
        on conflict do nothing`,
  transport: async (deps, m) => {
    const text = richTextToPlain(m.body);
    return async (r) => {
      await deps.smtp.send(mailingMail(deps, m, text, { user_id: r.user_id, email: r.email! }));
      return { gatewayId: null, parts: null };
    };
  },
};

/** An SMS sending: to members with a phone; to a segment only with marketing consent, to one chosen member (a direct message) without. */
export const SMS: SendingChannel = {
  is: (channels) => sql`${channels} = 'SMS'`,
  missing: 'sms',
  notCancellable: SMS_MESSAGES.notCancellable,
  uncertain: SMS_MESSAGES.uncertain,
  inbox: () => false,
  recipients: (m, segment, members) => sql`
        insert into ${mailingRecipients} (${names([mailingRecipients.mailingId, mailingRecipients.userId, mailingRecipients.phone, mailingRecipients.status])})
        select ${m.id}, ${users.id}, ${users.phone}, case when coalesce(${users.phone}, '') <> '' and ${segment.members.length > 0 ? sql`true` : sql`${users.marketingConsent}`} then 'PENDING' else 'NO_PHONE' end
        from ${users} where ${users.id} in (${members})
        on conflict do nothing`,
  transport: async (deps, m) => {
    const settings = { ...(await smsSettings(deps.settings)), token: await smsToken(deps.db, deps.config) };
    const notifyUrl = smsCallbackUrl(deps);
    return (r) => deps.sms.send({ to: r.phone!, text: m.body, sender: m.sender, idx: `${m.id}-${r.user_id}`, notifyUrl }, settings);
  },
};

/** The channel of a sending by its `channels` column. */
export const channelOf = (channels: string): SendingChannel => (channels === 'SMS' ? SMS : EMAIL);

/** Where the gateway reports an SMS's delivery (sms.routes.ts): signed, so nobody else can write the log. */
export const smsCallbackUrl = (deps: Pick<Deps, 'config'>) =>
  `${deps.config.publicUrl}/api/messages/sms/callback?t=${smsCallbackSignature(deps.config)}`;
export const smsCallbackSignature = (config: Deps['config']) =>
  createHmac('sha256', config.tokens.admin.secret).update('sms-callback').digest('base64url').slice(0, 32);

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
