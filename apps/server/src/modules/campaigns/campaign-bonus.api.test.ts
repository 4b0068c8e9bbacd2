import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { ledgerSum, makeCodes, makeMembers, makePackage, storedBalance } from '../../testing/fixtures';
import { campaignMaker, EVERYONE } from './campaigns.test-support';
import { openAdminApp } from '../../testing/admin-app';

/**
 * Campaigns at redemption (docs/domain.md "Akcje punktowe"): the bonus is credited by the
 * redemption's own statement, once per code and campaign, within the member's cap and the budget.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const campaign = campaignMaker(() => ({ t, admin }));

const redeem = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(token), payload: { code } });

const spentOf = async (id: number) =>
  (
    await queryRows<{ spent: number; credited: number }>(
      t.db.db,
      sql`select c.spent, (select coalesce(sum(points), 0)::int from campaign_credits where campaign_id = c.id) as credited from campaigns c where c.id = ${id}`,
    )
  )[0]!;

describe('campaign bonuses at redemption', () => {
  it('credits each matching active campaign as its own ledger row beside the code, and says so in the answer', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Grunt Akcyjny 5 l', groupName: 'Grunty Akcyjne', points: 45 });
    const other = await makePackage(t.db.db, { name: 'Inna Farba', groupName: 'Inne Akcyjne', points: 30 });
    const double = await campaign({ name: 'Podwójne na grunty', packageIds: [pkg.id], multiplier: 2 });
    await campaign({ name: 'Grupa +7', groupNames: ['Grunty Akcyjne'], fixedBonus: 7 });
    await campaign({ name: 'Wstrzymana', fixedBonus: 1000 }, 'PAUSED');
    await campaign({ name: 'Szkic', fixedBonus: 1000 }, 'DRAFT');
    await campaign({ name: 'Minęła', startsOn: '2000-01-01', endsOn: '2000-01-02', fixedBonus: 1000 });
    await campaign({ name: 'Tylko gold', audience: { ...EVERYONE, gold: true }, fixedBonus: 1000 });
    const [member] = await makeMembers(t, 1, { prefix: 'akcja' });
    const [code, otherCode] = [...(await makeCodes(t.db.db, pkg.id, 1)), ...(await makeCodes(t.db.db, other.id, 1))];

    const res = await redeem(member!.token, code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      points: 45,
      balance: 45 + 45 + 7,
      bonuses: [
        { campaign: 'Podwójne na grunty', points: 45 },
        { campaign: 'Grupa +7', points: 7 },
      ],
    });
    const rows = await queryRows<{ amount: number; source: number; reason: string; code_id: number | null; earns: boolean }>(
      t.db.db,
      sql`select amount, source, reason, code_id, earns from points_ledger where user_id = ${member!.id} order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ amount: 45, code_id: expect.any(Number) }),
      {
        amount: 45,
        source: LEDGER_SOURCES.CAMPAIGN,
        reason: expect.stringMatching(/^Akcja „Podwójne na grunty” — kod /),
        code_id: null,
        earns: true,
      },
      {
        amount: 7,
        source: LEDGER_SOURCES.CAMPAIGN,
        reason: expect.stringMatching(/^Akcja „Grupa \+7” — kod /),
        code_id: null,
        earns: true,
      },
    ]);
    expect(await storedBalance(t.db.db, member!.id)).toBe(await ledgerSum(t.db.db, member!.id));
    expect((await spentOf(double)).credited).toBe(45);

    // The same code again: already theirs, nothing more from any campaign.
    const again = (await redeem(member!.token, code!)).json();
    expect(again).toMatchObject({ alreadyRedeemed: true, points: 0, bonuses: [], balance: 97 });
    // A code of a package no campaign names: its own points only.
    expect((await redeem(member!.token, otherCode!)).json()).toMatchObject({ points: 30, bonuses: [], balance: 127 });
  });

  it('50 parallel redemptions by five members: each within the cap, all within the budget, every bonus once', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Farba Budżetowa', groupName: 'Budżet', points: 20 });
    const id = await campaign({ name: 'Budżet 230', packageIds: [pkg.id], fixedBonus: 10, memberCap: 40, budget: 230 });
    const members = await makeMembers(t, 5, { prefix: 'budzet' });
    const list = await makeCodes(t.db.db, pkg.id, 50);
    const answers = await Promise.all(list.map((code, i) => redeem(members[i % 5]!.token, code)));
    expect(answers.map((a) => a.statusCode)).toEqual(list.map(() => 200));

    const perMember = await queryRows<{ user_id: number; bonus: number; credits: number }>(
      t.db.db,
      sql`select user_id, sum(points)::int as bonus, count(*)::int as credits from campaign_credits where campaign_id = ${id} group by user_id`,
    );
    for (const m of perMember) expect(m.bonus).toBeLessThanOrEqual(40);
    const { spent, credited } = await spentOf(id);
    expect(spent).toBe(credited);
    expect(credited).toBeLessThanOrEqual(230);
    // 5 members × cap 40 = 200 < budget 230: every member reaches the cap exactly.
    expect(perMember.map((m) => m.bonus)).toEqual([40, 40, 40, 40, 40]);
    const bonusRows = await queryRows<{ n: number; s: number }>(
      t.db.db,
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as s from points_ledger where source = ${LEDGER_SOURCES.CAMPAIGN} and reason like ${'Akcja „Budżet 230”%'}`,
    );
    expect(bonusRows[0]).toEqual({ n: perMember.reduce((a, m) => a + m.credits, 0), s: credited });
    const answered = answers.reduce((sum, a) => sum + (a.json().bonuses as { points: number }[]).reduce((s, b) => s + b.points, 0), 0);
    expect(answered).toBe(credited);
    for (const m of members) expect(await storedBalance(t.db.db, m.id)).toBe(await ledgerSum(t.db.db, m.id));
  });

  it('a budget smaller than the members want is spent to the point, never past it', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Farba Mały Budżet', groupName: 'Mały budżet', points: 20 });
    const id = await campaign({ name: 'Budżet 95', packageIds: [pkg.id], fixedBonus: 10, budget: 95 });
    const members = await makeMembers(t, 5, { prefix: 'maly' });
    const list = await makeCodes(t.db.db, pkg.id, 30);
    await Promise.all(list.map((code, i) => redeem(members[i % 5]!.token, code)));
    expect(await spentOf(id)).toEqual({ spent: 95, credited: 95 });
  });
});

describe('campaign bonuses in a batch of codes', () => {
  it("counts each code's bonuses in what the batch credited", async () => {
    const pkg = await makePackage(t.db.db, { name: 'Farba Wsadowa', groupName: 'Wsad', points: 10 });
    await campaign({ name: 'Wsad +5', packageIds: [pkg.id], fixedBonus: 5 });
    const [member] = await makeMembers(t, 1, { prefix: 'wsad' });
    const codes = await makeCodes(t.db.db, pkg.id, 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes/batch',
      headers: bearer(member!.token),
      payload: { codes },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 45, creditedCodes: 3, balance: 45 });
    expect(res.json().results.map((r: { bonuses: unknown }) => r.bonuses)).toEqual(codes.map(() => [{ campaign: 'Wsad +5', points: 5 }]));
  });
});
