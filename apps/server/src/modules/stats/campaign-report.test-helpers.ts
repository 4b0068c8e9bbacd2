import { sql } from 'drizzle-orm';
import type { CampaignTermsInput } from '@klub/contracts';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { bearer, type TestApp } from '../../testing/test-app';

/**
 * The campaign report's data set (campaign-report.api.test.ts, e2e/admin/campaign-report.e2e.test.ts),
 * computed by hand. "Farba na wiosnę": +10 pkt on each code of Farba 10 l (50 pkt), budget 35 pkt,
 * window 2026-03-02 – 2026-03-08 (7 days); times in UTC, days in Poland.
 *
 *   before (one week, 02-23 – 03-01): m1 2 × Farba on 02-24, m2 1 × Farba on 02-28, m2 1 × Grunt (not the campaign's)
 *   03-03: m1 2 × Farba, m2 1 × Farba — +10 each: 3 codes, 2 members, 30 pkt (budget used 30)
 *   03-04: m2 1 × Grunt — no bonus
 *   03-05: m1 1 × Farba — +5 (what the budget had left); m2 1 × Farba at 23:30 UTC on 03-04 (00:30 on the 5th
 *          in Poland) — nothing left: 1 code with a bonus, 1 member, 5 pkt, 2 Farba codes
 *
 * Whole window: 4 codes with a bonus, 2 members, 35 pkt = 3,50 zł (10 pkt per zł), budget 35 of 35 (100%);
 * Farba codes per day: before 3 / 7 = 0,43, during 5 / 7 = 0,71 — 166,7%.
 */
export const CAMPAIGN_WINDOW = { startsOn: '2026-03-02', endsOn: '2026-03-08' };

/** Redeems a code of `packageId` as `token` now, then moves it and everything it credited (its bonuses too) to `at`. */
async function redeemAt(t: TestApp, token: string, packageId: number, at: string) {
  const [code] = await makeCodes(t.db.db, packageId, 1);
  const res = await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(token), payload: { code } });
  if (res.statusCode !== 200) throw new Error(`redeeming ${code} failed: ${res.statusCode} ${res.body}`);
  const id = sql`(select id from codes where code = ${code})`;
  await t.db.db.execute(sql`update codes set redeemed_at = ${at}::timestamptz where id = ${id}`);
  await t.db.db.execute(
    sql`update points_ledger set created_at = ${at}::timestamptz
        where code_id = ${id} or id in (select ledger_id from campaign_credits where code_id = ${id})`,
  );
  await t.db.db.execute(sql`update campaign_credits set created_at = ${at}::timestamptz where code_id = ${id}`);
}

/** Makes the packages, the two members, the campaign (active) and the codes above; answers the campaign's id. */
export async function seedCampaignReport(t: TestApp, adminToken: string): Promise<{ id: number; members: { id: number }[] }> {
  const farba = await makePackage(t.db.db, { name: 'Farba 10 l', groupName: 'Farby', points: 50 });
  const grunt = await makePackage(t.db.db, { name: 'Grunt 5 l', groupName: 'Grunty', points: 20 });
  const [m1, m2] = await makeMembers(t, 2, { prefix: 'akcja-raport' });
  const redeem = (m: { token: string }, packageId: number, at: string) => redeemAt(t, m.token, packageId, at);
  // Before the campaign exists: no bonus.
  await redeem(m1!, farba.id, '2026-02-24T09:00:00Z');
  await redeem(m1!, farba.id, '2026-02-24T10:00:00Z');
  await redeem(m2!, farba.id, '2026-02-28T09:00:00Z');
  await redeem(m2!, grunt.id, '2026-02-28T10:00:00Z');

  const terms: CampaignTermsInput = {
    name: 'Farba na wiosnę',
    // Bonuses are given only inside the window at redemption time: today's window, then moved (below).
    startsOn: '2000-01-01',
    endsOn: '2999-12-31',
    packageIds: [farba.id],
    groupNames: [],
    audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
    multiplier: 1,
    fixedBonus: 10,
    memberCap: null,
    budget: 35,
  };
  const made = await t.app.inject({ method: 'POST', url: '/api/campaigns', headers: bearer(adminToken), payload: terms });
  if (made.statusCode !== 201) throw new Error(`campaign: ${made.statusCode} ${made.body}`);
  const id = made.json().campaign.id as number;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/campaigns/${id}/status`,
    headers: bearer(adminToken),
    payload: { status: 'ACTIVE' },
  });
  if (started.statusCode !== 200) throw new Error(`campaign status: ${started.statusCode} ${started.body}`);

  await redeem(m1!, farba.id, '2026-03-03T09:00:00Z');
  await redeem(m1!, farba.id, '2026-03-03T10:00:00Z');
  await redeem(m2!, farba.id, '2026-03-03T11:00:00Z');
  await redeem(m2!, grunt.id, '2026-03-04T09:00:00Z');
  await redeem(m1!, farba.id, '2026-03-05T09:00:00Z');
  await redeem(m2!, farba.id, '2026-03-04T23:30:00Z');
  await t.db.db.execute(
    sql`update campaign_versions set starts_on = ${CAMPAIGN_WINDOW.startsOn}, ends_on = ${CAMPAIGN_WINDOW.endsOn} where campaign_id = ${id}`,
  );
  return { id, members: [m1!, m2!] };
}
