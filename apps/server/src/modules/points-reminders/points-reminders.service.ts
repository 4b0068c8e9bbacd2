import { eq } from 'drizzle-orm';
import { POINTS_REMINDER_TEXTS, type ExpiringPoints } from '@klub/contracts';
import { settings, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { createSmsGateway, type SmsGateway, type SmsGatewaySettings } from '../../lib/sms-gateway';
import type { SettingsCache } from '../../lib/settings-cache';
import { warsawDay } from '../../lib/time';
import { smsCallbackUrl } from '../mailings/channels';
import { pointsReminderDays, smsSettings, smsToken } from '../settings/settings.service';
import { claimLots, membersToRemind, type ClaimedLot } from './points-reminders.queries';

/** The settings read straight from the table: the periodic jobs have no settings cache (and run once an hour). */
const storedSettings = (db: Database): Pick<SettingsCache, 'read'> => ({
  read: async (key) => (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1))[0]?.value,
});

/** Members claimed and written to at a time. */
const CHUNK = 500;
/**
 * At most this many members per pass: every lot of a year expires on the same 31 December, so the
 * first pass of December finds everyone at once. The rest waits for the next hours' passes (the
 * window is days long), and the pass stays well within its hour.
 */
export const MEMBERS_PER_PASS = 20_000;
/** SMS handed to the gateway at once (as a mailing sends them). */
const SMS_AT_ONCE = 5;

export interface ReminderRun {
  /** The window in days (the setting; 0: reminders off, nothing done). */
  days: number;
  /** Members written to, and the lots and points their messages named. */
  members: number;
  lots: number;
  points: number;
  /** Lots recorded without a message: their expiry day had been announced to the member before. */
  quietLots: number;
  mails: number;
  sms: number;
  /** Messages that could not be queued or handed to the gateway (in the server's log; not retried). */
  failed: number;
}

/** One member's part of a claim: their newly claimed lots that need a message, by expiry day. */
interface Reminder {
  userId: number;
  firstname: string;
  email: string;
  /** Set only with a phone and marketing consent. */
  phone: string | null;
  balance: number;
  creditIds: number[];
  expiring: ExpiringPoints[];
}

function byMember(lots: ClaimedLot[]): Reminder[] {
  const out = new Map<number, Reminder>();
  for (const lot of lots) {
    if (!lot.notified) continue;
    let r = out.get(lot.user_id);
    if (!r) {
      const phone = lot.phone?.trim() && lot.marketing_consent ? lot.phone.trim() : null;
      r = { userId: lot.user_id, firstname: lot.firstname, email: lot.email, phone, balance: lot.balance, creditIds: [], expiring: [] };
      out.set(lot.user_id, r);
    }
    r.creditIds.push(lot.credit_id);
    const day = warsawDay(lot.expires_at);
    const same = r.expiring.find((e) => e.day === day);
    if (same) same.points += lot.points;
    else r.expiring.push({ day, points: lot.points });
  }
  return [...out.values()];
}

/**
 * The points-expiry reminders (docs/domain.md "Ledger", issue 39), a part of the hourly pass: every
 * lot of an active member that expires within the setting's days and still holds points is claimed
 * (points-reminders.queries.ts: the table's primary key makes each lot's claim happen once across
 * instances), then its member gets ONE e-mail listing the points per expiry day, and an SMS when they
 * have a phone and marketing consent. Claimed first, sent after: a crash between the two loses that
 * reminder rather than sending it twice.
 */
export async function sendPointsReminders(
  deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'log'>,
  opts: { now?: Date; sms?: SmsGateway; membersPerPass?: number } = {},
): Promise<ReminderRun> {
  const now = opts.now ?? new Date();
  const stored = storedSettings(deps.db);
  const days = await pointsReminderDays(stored);
  const run: ReminderRun = { days, members: 0, lots: 0, points: 0, quietLots: 0, mails: 0, sms: 0, failed: 0 };
  if (days === 0) return run;
  const limit = opts.membersPerPass ?? MEMBERS_PER_PASS;
  const catalogue = `${deps.config.publicUrl}/group`;
  let gateway: { sms: SmsGateway; settings: SmsGatewaySettings } | undefined;
  let after = 0;
  let seen = 0;
  while (seen < limit) {
    const members = await membersToRemind(deps.db, now, days, after, Math.min(CHUNK, limit - seen));
    if (members.length === 0) break;
    seen += members.length;
    after = members[members.length - 1]!;
    const claimed = await claimLots(deps.db, now, days, members);
    run.quietLots += claimed.filter((c) => !c.notified).length;
    const reminders = byMember(claimed);
    for (const r of reminders) {
      run.members++;
      run.lots += r.creditIds.length;
      run.points += r.expiring.reduce((sum, e) => sum + e.points, 0);
      try {
        await deps.mailer.send({ to: r.email, ...POINTS_REMINDER_TEXTS.mail(r.firstname, r.expiring, r.balance, catalogue) });
        run.mails++;
      } catch (err) {
        run.failed++;
        deps.log.error({ err, userId: r.userId }, 'points-expiry reminder mail failed');
      }
    }
    const texts = reminders.filter((r) => r.phone);
    if (texts.length > 0 && !gateway) {
      gateway = {
        sms: opts.sms ?? createSmsGateway(deps.config, deps.log),
        settings: { ...(await smsSettings(stored)), token: await smsToken(deps.db, deps.config) },
      };
    }
    for (let i = 0; i < texts.length; i += SMS_AT_ONCE) {
      await Promise.all(
        texts.slice(i, i + SMS_AT_ONCE).map(async (r) => {
          try {
            // The idx is the gateway's duplicate check: the lot claimed first names this reminder for good.
            const message = { to: r.phone!, text: POINTS_REMINDER_TEXTS.sms(r.expiring, catalogue), sender: gateway!.settings.sender };
            await gateway!.sms.send({ ...message, idx: `pexp${r.creditIds[0]}`, notifyUrl: smsCallbackUrl(deps) }, gateway!.settings);
            run.sms++;
          } catch (err) {
            run.failed++;
            deps.log.error({ err, userId: r.userId }, 'points-expiry reminder SMS failed');
          }
        }),
      );
    }
  }
  return run;
}
