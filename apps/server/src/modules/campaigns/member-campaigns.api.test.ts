import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@klub/contracts';
import { memberGroupMembers, memberGroups, regions, users } from '@klub/db';
import { eq } from 'drizzle-orm';
import { openAdminApp, adminRequests } from '../../testing/admin-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { addDays, warsawDay } from '../../lib/time';
import { campaignMaker, EVERYONE, warsawMidnight } from './campaigns.test-support';

/**
 * GET /api/campaigns/active (docs/domain.md "Akcje punktowe"): the campaigns a code the member
 * enters now would earn a bonus from — active, today (Polish) within the window, the member in the
 * audience, the budget not spent — with the cap left.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const { get, send } = adminRequests(() => ({ t, admin }));
const campaign = campaignMaker(() => ({ t, admin }));
const names = async (token: string) => {
  const res = await get('/api/campaigns/active', token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { name: string }[]).map((c) => c.name);
};

describe('a member’s active campaigns', () => {
  it('lists what each gives, on which packages and groups, and the cap left after a bonus', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Grunt Lista 5 l', groupName: 'Grunty Lista', points: 40 });
    const id = await campaign({
      name: 'Lista: podwójne na grunt',
      packageIds: [pkg.id],
      groupNames: ['Grunty Lista'],
      multiplier: 1.5,
      fixedBonus: 5,
      memberCap: 100,
      budget: 10_000,
    });
    const [member] = await makeMembers(t, 1, { prefix: 'lista' });
    const before = (await get('/api/campaigns/active', member!.token)).json().items;
    const mine = before.find((c: { id: number }) => c.id === id);
    expect(mine).toEqual({
      id,
      name: 'Lista: podwójne na grunt',
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
      multiplier: 1.5,
      fixedBonus: 5,
      packages: [{ id: pkg.id, name: 'Grunt Lista 5 l' }],
      groupNames: ['Grunty Lista'],
      memberCap: 100,
      capLeft: 100,
    });
    // A code: 40 points, bonus floor(40 × 1.5) − 40 + 5 = 25; 75 of the cap left.
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const redeemed = await send('POST', '/api/users/me/codes', { code: code! }, member!.token);
    expect(redeemed.json().bonuses).toEqual([{ campaign: 'Lista: podwójne na grunt', points: 25 }]);
    const after = (await get('/api/campaigns/active', member!.token)).json().items;
    expect(after.find((c: { id: number }) => c.id === id).capLeft).toBe(75);
  });

  it('only active campaigns whose audience includes the member, and not one whose budget is spent', async () => {
    const [region] = await t.db.db.insert(regions).values({ name: 'Region akcji' }).returning();
    const [group] = await t.db.db.insert(memberGroups).values({ name: 'Grupa akcji' }).returning();
    const [plain, regional, gold, grouped] = await Promise.all([
      makeMembers(t, 1, { prefix: 'zwykly' }),
      makeMembers(t, 1, { prefix: 'regionalny', regionId: region!.id }),
      makeMembers(t, 1, { prefix: 'zloty' }),
      makeMembers(t, 1, { prefix: 'grupowy' }),
    ]).then((lists) => lists.map((l) => l[0]!));
    await t.db.db.update(users).set({ isGold: true }).where(eq(users.id, gold!.id));
    await t.db.db.insert(memberGroupMembers).values({ groupId: group!.id, userId: grouped!.id });
    const [designer] = await makeMembers(t, 1, { prefix: 'architekt', role: ROLES.ARCHITECT });

    await campaign({ name: 'A: wszyscy', fixedBonus: 1 });
    await campaign({ name: 'A: region', fixedBonus: 1, audience: { ...EVERYONE, regions: [region!.id] } });
    await campaign({ name: 'A: złoci', fixedBonus: 1, audience: { ...EVERYONE, gold: true } });
    await campaign({ name: 'A: grupa', fixedBonus: 1, audience: { ...EVERYONE, groups: [group!.id] } });
    await campaign({ name: 'A: architekci', fixedBonus: 1, audience: { ...EVERYONE, roles: [ROLES.ARCHITECT] } });
    await campaign({ name: 'A: szkic', fixedBonus: 1 }, 'DRAFT');
    await campaign({ name: 'A: wstrzymana', fixedBonus: 1 }, 'PAUSED');
    await campaign({ name: 'A: zakończona', fixedBonus: 1 }, 'ENDED');
    await campaign({ name: 'A: minęła', fixedBonus: 1, startsOn: '2001-01-01', endsOn: '2001-01-31' });
    await campaign({ name: 'A: przyszła', fixedBonus: 1, startsOn: '2998-01-01', endsOn: '2998-01-31' });
    // A budget of 1 point, spent by one code: nothing more to give, so not listed.
    const pkg = await makePackage(t.db.db, { name: 'Farba Budżet Akcji', groupName: 'Budżet Akcji', points: 10 });
    await campaign({ name: 'A: budżet', packageIds: [pkg.id], fixedBonus: 1, budget: 1, audience: { ...EVERYONE, regions: [region!.id] } });
    expect((await names(regional!.token)).filter((n) => n.startsWith('A: '))).toEqual(['A: wszyscy', 'A: region', 'A: budżet']);
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    expect((await send('POST', '/api/users/me/codes', { code: code! }, regional!.token)).json().bonuses).toContainEqual({
      campaign: 'A: budżet',
      points: 1,
    });

    const ours = async (token: string) => (await names(token)).filter((n) => n.startsWith('A: '));
    expect(await ours(plain!.token)).toEqual(['A: wszyscy']);
    expect(await ours(regional!.token)).toEqual(['A: wszyscy', 'A: region']);
    expect(await ours(gold!.token)).toEqual(['A: wszyscy', 'A: złoci']);
    expect(await ours(grouped!.token)).toEqual(['A: wszyscy', 'A: grupa']);
    expect(await ours(designer!.token)).toEqual(['A: wszyscy', 'A: architekci']);
  });

  it("follows the current version's terms: a new version that moves the window away takes the campaign off the list", async () => {
    const terms = { name: 'Wersje: okno', fixedBonus: 2, packageIds: [], groupNames: [], audience: EVERYONE, multiplier: 1 };
    const id = await campaign(terms);
    const [member] = await makeMembers(t, 1, { prefix: 'wersje' });
    expect(await names(member!.token)).toContain('Wersje: okno');
    const changed = await send('PUT', `/api/campaigns/${id}`, {
      ...terms,
      name: 'Wersje: okno 2',
      startsOn: '2998-01-01',
      endsOn: '2998-12-31',
      memberCap: null,
      budget: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await names(member!.token)).filter((n) => n.startsWith('Wersje: '))).toEqual([]);
  });

  it('is for members who collect points: not for a staff token, nor without one', async () => {
    expect((await get('/api/campaigns/active')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/campaigns/active' })).statusCode).toBe(401);
  });
});

describe('the window at Polish midnight', () => {
  it('a campaign ending on day D is listed at 23:59 Polish time of D and not at 00:00 of D+1; one starting on D+1 the other way round', async () => {
    // Days within the tokens' week: tomorrow (Polish) is D.
    const day = addDays(warsawDay(new Date()), 1);
    const next = addDays(day, 1);
    await campaign({ name: 'Północ: kończy się D', fixedBonus: 1, startsOn: '2020-01-01', endsOn: day });
    await campaign({ name: 'Północ: od D+1', fixedBonus: 1, startsOn: next, endsOn: addDays(next, 30) });
    const [member] = await makeMembers(t, 1, { prefix: 'polnoc' });
    const ours = async () => (await names(member!.token)).filter((n) => n.startsWith('Północ: '));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(warsawMidnight(next).getTime() - 60_000)); // 23:59 of D
    expect(await ours()).toEqual(['Północ: kończy się D']);
    vi.setSystemTime(new Date(warsawMidnight(next).getTime() - 1)); // 23:59:59.999 of D
    expect(await ours()).toEqual(['Północ: kończy się D']);
    vi.setSystemTime(warsawMidnight(next)); // 00:00 of D+1
    expect(await ours()).toEqual(['Północ: od D+1']);
  });

  it('finds Polish midnight in winter and in summer time', () => {
    expect(warsawMidnight('2027-01-15').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(warsawMidnight('2027-07-15').toISOString()).toBe('2027-07-14T22:00:00.000Z');
  });
});
