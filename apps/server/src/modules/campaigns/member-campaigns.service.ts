import type { MemberCampaignList } from '@klub/contracts';
import type { Database } from '@klub/db';
import { warsawDay } from '../../lib/time';
import * as q from './member-campaigns.queries';

/**
 * A member's active bonus-point campaigns (docs/domain.md "Akcje punktowe"), for /home and /points:
 * what each gives, on which packages or groups, until when, and what is left of the member's cap.
 * Today is the Polish day of the app's clock (`now`), as at redemption.
 */
export async function activeCampaigns(db: Database, userId: number, now = new Date()): Promise<MemberCampaignList> {
  const rows = await q.activeCampaignsOf(db, userId, warsawDay(now));
  const ids = [...new Set(rows.flatMap((r) => r.packageIds))];
  const names = new Map(ids.length > 0 ? (await q.packageNames(db, ids)).map((p) => [p.id, p.name]) : []);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      multiplier: Number(r.multiplier),
      fixedBonus: r.fixedBonus,
      packages: r.packageIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
      groupNames: r.groupNames,
      memberCap: r.memberCap,
      capLeft: r.memberCap === null ? null : Math.max(0, r.memberCap - r.had),
    })),
  };
}
