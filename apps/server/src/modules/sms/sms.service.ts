import { sql } from 'drizzle-orm';
import {
  MailingSegment,
  SMS_MESSAGES,
  smsParts,
  type CreateSmsBody as CreateSmsSchema,
  type SmsCount,
  type SmsCountBody,
  type SmsLogList,
  type SmsLogQuery,
  type SmsSending,
  type SmsSendingList,
  type SmsTarget,
} from '@klub/contracts';
import { users, type Database } from '@klub/db';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { FINAL_DELIVERY, deliveryOf } from '../../lib/sms-gateway';
import type { PageQuery } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import type { Deps } from '../../deps';
import { SMS } from '../mailings/channels';
import {
  mailingOfKey,
  recordMailing,
  segmentMembers,
  sendingById,
  sendingPage,
  sendingTimes,
  type MailingRow,
} from '../mailings/mailings.service';
import { smsSettings } from '../settings/settings.service';
import { applyDelivery, reachOf, smsLogPage, smsOf } from './sms.queries';

/**
 * SMS (docs/domain.md "SMS"): a sending is a mailing of channel SMS (mailings.service.ts), so the
 * same job and ledger send each SMS exactly once or mark it uncertain; this module orders them,
 * estimates their cost, lists them (sms-list), and keeps the gateway's delivery reports (sms-log).
 */

/** The members a target covers: one member (a direct message: no consent needed), or a segment. */
const segmentOf = (target: SmsTarget): MailingSegment =>
  target.kind === 'MEMBER'
    ? MailingSegment.parse({ roles: [], regions: [], gold: false, premium: false, groups: [], members: [target.userId] })
    : target.segment;

/** Members covered, and those the SMS goes to (a phone; in a segment also marketing consent). */
async function reach(db: Database, target: SmsTarget): Promise<{ members: number; phones: number }> {
  const consent = target.kind === 'MEMBER' ? sql`true` : sql`${users.marketingConsent}`;
  return reachOf(db, segmentMembers(segmentOf(target)), consent);
}

/** POST /api/messages/sms/count: recipients, the text's parts, and what the sending will cost. */
export async function countSms(deps: Pick<Deps, 'db' | 'settings'>, body: z.output<typeof SmsCountBody>): Promise<SmsCount> {
  const [{ members, phones }, settings] = await Promise.all([reach(deps.db, body.target), smsSettings(deps.settings)]);
  const { encoding, parts } = smsParts(body.text);
  const cost = Math.round(phones * parts * settings.pricePerPart * 100) / 100;
  return { members, phones, encoding, parts, pricePerPart: settings.pricePerPart, cost };
}

/** POST /api/messages/sms: checks somebody gets it, then orders it (the same requestKey: the same sending). */
export async function createSms(
  deps: Deps,
  adminId: number,
  body: z.output<typeof CreateSmsSchema>,
): Promise<{ id: number; created: boolean }> {
  const existing = await mailingOfKey(deps.db, body.requestKey);
  if (existing !== undefined) return { id: existing, created: false };
  const { members, phones } = await reach(deps.db, body.target);
  if (body.target.kind === 'MEMBER') {
    if (members === 0) throw notFound('recipient');
    if (phones === 0) throw badRequest(SMS_MESSAGES.noPhone);
  } else if (phones === 0) throw badRequest(SMS_MESSAGES.noRecipients);
  const settings = await smsSettings(deps.settings);
  return recordMailing(deps, adminId, {
    requestKey: body.requestKey,
    subject: '',
    body: body.text,
    channels: 'SMS',
    sender: settings.sender,
    segment: segmentOf(body.target),
    scheduledAt: body.scheduledAt,
  });
}

const view = (r: MailingRow): SmsSending => {
  const { encoding, parts } = smsParts(r.body);
  return {
    id: r.id,
    text: r.body,
    sender: r.sender,
    status: r.status,
    ...sendingTimes(r),
    member: r.member_id === null ? null : { id: r.member_id, fullName: r.member_name ?? '' },
    recipients: r.recipients,
    encoding,
    parts,
    messages: {
      total: r.total ?? 0,
      pending: r.pending ?? 0,
      sent: r.sent ?? 0,
      failed: r.failed ?? 0,
      uncertain: r.uncertain ?? 0,
      delivered: r.delivered ?? 0,
      undelivered: r.undelivered ?? 0,
    },
  };
};

export async function listSms(db: Database, q: PageQuery): Promise<SmsSendingList> {
  const { total, data } = await sendingPage(db, SMS, q);
  return { data: data.map(view), total };
}

export const getSms = async (db: Database, id: number): Promise<SmsSending> => view(await sendingById(db, SMS, id));

/** GET /api/settings/sms-logs: every SMS to one member, newest sending first. */
export async function smsLog(db: Database, q: z.output<typeof SmsLogQuery>): Promise<SmsLogList> {
  const { total, data } = await smsLogPage(db, q);
  return {
    data: data.map(({ sentAt, deliveredAt, ...r }) => ({
      ...r,
      status: r.status as SmsLogList['data'][number]['status'],
      delivery: r.delivery as SmsLogList['data'][number]['delivery'],
      sentAt: isoTime(sentAt),
      deliveredAt: isoTime(deliveredAt),
    })),
    total,
  };
}

/**
 * The gateway's delivery reports (one callback may carry several, comma-separated). Each names our
 * SMS by its idx (`{sending}-{member}`), so a report that arrives before our own "handed over"
 * write still lands; the gateway's id is kept as well. A final report is never overwritten by a
 * late intermediate one. Returns how many SMS it updated.
 */
export async function applyDeliveryReports(
  db: Database,
  q: { MsgId: string; status?: string; status_name?: string; idx?: string; donedate?: string },
): Promise<number> {
  const ids = q.MsgId.split(',');
  const statuses = (q.status ?? '').split(',');
  const names = (q.status_name ?? '').split(',');
  const idxs = (q.idx ?? '').split(',');
  const dones = (q.donedate ?? '').split(',');
  let updated = 0;
  for (let i = 0; i < ids.length; i++) {
    const gatewayId = ids[i]!.trim();
    if (!gatewayId) continue;
    const delivery = deliveryOf(statuses[i]?.trim(), names[i]?.trim());
    const final = FINAL_DELIVERY.includes(delivery);
    const idx = /^(\d{1,9})-(\d{1,9})$/.exec(idxs[i]?.trim() ?? '');
    const done = Number(dones[i]);
    const at = final ? (Number.isFinite(done) && done > 0 ? sql`to_timestamp(${done})` : sql`now()`) : sql`null`;
    const which = smsOf(idx ? { mailingId: Number(idx[1]), userId: Number(idx[2]) } : null, gatewayId);
    const rows = await applyDelivery(db, which, gatewayId, delivery, at, final);
    updated += rows.length;
  }
  return updated;
}
