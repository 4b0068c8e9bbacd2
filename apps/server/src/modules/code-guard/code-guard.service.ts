import { GUARD_MESSAGES, LEDGER_SOURCES, type GuardRule, type LedgerSource, type HeldCodeList, type HeldPoints } from '@klub/contracts';
import type { Database } from '@klub/db';
import type { z } from 'zod';
import type { HeldCodesQuery as Query } from '@klub/contracts';
import type { SettingsCache } from '../../lib/settings-cache';
import { isoTime } from '../../lib/time';
import { credit } from '../ledger/ledger.service';
import { insertMessage } from '../messages/messages.queries';
import { formatCode } from '../codes/code-format';
import { fraudGuardSettings } from './guard-settings';
import {
  decideHeld,
  heldCount,
  heldPage,
  insertCampaignCredit,
  memberHeldList,
  memberHeldTotals,
  releaseBonus,
  setHeldLedger,
} from './code-guard.queries';

/**
 * The fraud guard's review (docs/domain.md "Fraud guard"): held codes listed for admins, approved
 * (credited as at redemption: the code's points with its stored reason, source, group and expiry,
 * then each held campaign bonus as its own ledger row with its campaign_credits row) or rejected (the
 * code stays claimed and is void; the bonuses give back the cap and budget they reserved; the member
 * gets an inbox message). Each request is one transaction (an admin's write: the audited request
 * transaction); a code decided meanwhile is skipped, so a code is credited once whatever happens.
 */

export async function reviewQueue(db: Database, q: z.output<typeof Query>): Promise<HeldCodeList> {
  const [rows, [total]] = await Promise.all([heldPage(db, q.status, q.skip, q.take), heldCount(db, q.status)]);
  return {
    total: total?.n ?? 0,
    data: rows.map((r) => ({
      codeId: r.codeId,
      code: formatCode(r.code),
      packageName: r.packageName,
      member: { id: r.memberId, fullName: r.memberName, email: r.memberEmail },
      rules: r.rules as GuardRule[],
      points: r.points,
      bonuses: r.bonuses.map((b) => ({ campaign: b.campaign, points: b.points })),
      ip: r.ip,
      heldAt: isoTime(r.heldAt),
      status: r.status,
      decidedAt: isoTime(r.decidedAt),
      decidedBy: r.decidedBy,
    })),
  };
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

export async function approveHeld(db: Database, adminId: number, ids: readonly number[]) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const decided = await decideHeld(tx, ids, 'APPROVED', adminId);
    for (const row of decided) {
      // A code of a 0-point package has nothing to credit (the ledger refuses a 0 row): approved all the same.
      if (row.points > 0) {
        const entry = await credit(tx, {
          userId: row.user_id,
          amount: row.points,
          source: row.source as LedgerSource,
          reason: row.reason,
          actorId: row.actor_id,
          codeId: row.code_id,
          groupName: row.group_name,
          expiresAt: asDate(row.expires_at),
          earns: true,
        });
        await setHeldLedger(tx, row.code_id, entry.id);
      }
      for (const b of row.bonuses) {
        const bonus = await credit(tx, {
          userId: row.user_id,
          amount: b.points,
          source: LEDGER_SOURCES.CAMPAIGN,
          reason: b.reason,
          actorId: row.actor_id,
          groupName: row.group_name,
          expiresAt: asDate(row.expires_at),
          earns: true,
        });
        await insertCampaignCredit(tx, {
          campaignId: b.campaignId,
          codeId: row.code_id,
          versionId: b.versionId,
          userId: row.user_id,
          ledgerId: bonus.id,
          points: b.points,
        });
      }
    }
    return { message: GUARD_MESSAGES.approved(decided.length), decided: decided.length, skipped: ids.length - decided.length };
  });
}

export async function rejectHeld(db: Database, adminId: number, ids: readonly number[]) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const decided = await decideHeld(tx, ids, 'REJECTED', adminId);
    for (const row of decided) {
      for (const b of row.bonuses) await releaseBonus(tx, row.user_id, b);
      await insertMessage(tx, {
        direction: 'TO_MEMBER',
        userId: row.user_id,
        adminId,
        topic: GUARD_MESSAGES.rejectedTopic,
        body: GUARD_MESSAGES.rejectedBody(formatCode(row.code)),
        replyToId: null,
        attachmentFileId: null,
      });
    }
    return { message: GUARD_MESSAGES.rejected(decided.length), decided: decided.length, skipped: ids.length - decided.length };
  });
}

/** A member's held points: their own page (`flagged` always false there) or the admin's member details. */
export async function heldPointsOf(db: Database, settings: SettingsCache, userId: number, forAdmin: boolean): Promise<HeldPoints> {
  const [[totals], list, guard] = await Promise.all([
    memberHeldTotals(db, userId),
    memberHeldList(db, userId, 20),
    fraudGuardSettings(settings),
  ]);
  const points = totals?.points ?? 0;
  return {
    points,
    codes: totals?.codes ?? 0,
    flagged: forAdmin && points > guard.flagHeldPoints,
    threshold: guard.flagHeldPoints,
    list: list.map((r) => ({
      code: formatCode(r.code),
      packageName: r.packageName,
      points: r.points,
      heldAt: isoTime(r.heldAt),
      status: r.status,
    })),
  };
}
