import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, NOT_FOUND_MESSAGES, type CampaignTermsInput } from '@klub/contracts';
import { pointsPackages } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let contractor = '';
let pkg: { id: number; groupName: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  contractor = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  [pkg] = (await t.db.db
    .insert(pointsPackages)
    .values({ name: 'Grunt 10 l', groupName: 'Grunty', points: 40 })
    .returning({ id: pointsPackages.id, groupName: pointsPackages.groupName })) as [typeof pkg];
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

const terms = (over: Partial<CampaignTermsInput> = {}): CampaignTermsInput => ({
  name: 'Podwójne punkty na grunty',
  startsOn: '2027-03-01',
  endsOn: '2027-03-31',
  packageIds: [pkg.id],
  groupNames: [],
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  multiplier: 2,
  fixedBonus: 0,
  memberCap: 500,
  budget: 10_000,
  ...over,
});

describe('bonus-point campaigns: terms, versions, statuses', () => {
  it('refuses terms that cannot work, each with its Polish message and nothing saved', async () => {
    const before = (await call('GET', '/api/campaigns')).json().items.length;
    const cases: [Partial<CampaignTermsInput>, string][] = [
      [{ endsOn: '2027-02-28' }, CAMPAIGN_MESSAGES.window],
      [{ multiplier: 1, fixedBonus: 0 }, CAMPAIGN_MESSAGES.reward],
      [{ multiplier: 1.005 }, CAMPAIGN_MESSAGES.multiplier],
      [{ multiplier: 11 }, CAMPAIGN_MESSAGES.multiplier],
      [{ packageIds: [999_999] }, CAMPAIGN_MESSAGES.unknownPackages],
      [{ groupNames: ['Nie ma takiej grupy'] }, CAMPAIGN_MESSAGES.unknownGroups],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/api/campaigns', terms(over));
      expect([res.statusCode, res.body], JSON.stringify(over)).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await call('GET', '/api/campaigns')).json().items).toHaveLength(before);
  });

  it("a draft changes in place; once active a change is a new version and the old one's terms stop at that moment", async () => {
    const made = await call('POST', '/api/campaigns', terms({ groupNames: [pkg.groupName] }));
    expect(made.statusCode, made.body).toBe(201);
    const { campaign, message } = made.json();
    expect(message).toBe(CAMPAIGN_MESSAGES.created);
    expect(campaign).toMatchObject({ status: 'DRAFT', version: 1, spent: 0, multiplier: 2, groupNames: [pkg.groupName], budget: 10_000 });

    const edited = (await call('PUT', `/api/campaigns/${campaign.id}`, terms({ fixedBonus: 50, multiplier: 1.5 }))).json();
    expect(edited.message).toBe(CAMPAIGN_MESSAGES.saved);
    expect(edited.campaign).toMatchObject({ version: 1, multiplier: 1.5, fixedBonus: 50, groupNames: [] });
    expect(edited.campaign.versions).toHaveLength(1);

    const active = await call('POST', `/api/campaigns/${campaign.id}/status`, { status: 'ACTIVE' });
    expect(active.json()).toMatchObject({ campaign: { status: 'ACTIVE' }, message: 'Status akcji: Aktywna' });

    const now = { startsOn: '2000-01-01', endsOn: '2999-12-31' };
    const v2 = (await call('PUT', `/api/campaigns/${campaign.id}`, terms({ name: 'Grunty x3', multiplier: 3, ...now }))).json();
    expect(v2.message).toBe(CAMPAIGN_MESSAGES.newVersion(2));
    expect(v2.campaign).toMatchObject({ name: 'Grunty x3', version: 2, multiplier: 3, status: 'ACTIVE' });
    const [current, first] = v2.campaign.versions;
    expect(current).toMatchObject({ version: 2, multiplier: 3, supersededAt: null });
    expect(first).toMatchObject({ version: 1, multiplier: 1.5, fixedBonus: 50 });
    expect(Date.parse(first.supersededAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));

    // Three codes of the package: 3 × (40 × 3 − 40) = 240 bonus points credited, which bound the budget of a next version.
    const [member] = await makeMembers(t, 1, { prefix: 'wersje' });
    for (const code of await makeCodes(t.db.db, pkg.id, 3))
      expect((await call('POST', '/api/users/me/codes', { code }, member!.token)).json().bonuses).toEqual([
        { campaign: 'Grunty x3', points: 80 },
      ]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`)).json().spent).toBe(240);
    const below = await call('PUT', `/api/campaigns/${campaign.id}`, terms({ budget: 200, ...now }));
    expect([below.statusCode, below.json().message]).toEqual([400, CAMPAIGN_MESSAGES.budgetBelowSpent(240)]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`)).json()).toMatchObject({ version: 2, budget: 10_000 });
    // A budget from version 3 on starts from what was credited: 60 points are left of 300.
    expect(
      (await call('PUT', `/api/campaigns/${campaign.id}`, terms({ budget: 300, multiplier: 3, ...now }))).json().campaign.version,
    ).toBe(3);
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    expect((await call('POST', '/api/users/me/codes', { code }, member!.token)).json().bonuses).toEqual([
      { campaign: 'Podwójne punkty na grunty', points: 60 },
    ]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`)).json().spent).toBe(300);
  });

  it('moves only along draft → active ⇄ paused → ended; an ended campaign is frozen; only a draft is deleted', async () => {
    const { campaign } = (await call('POST', '/api/campaigns', terms({ name: 'Statusy' }))).json();
    const to = (status: string) => call('POST', `/api/campaigns/${campaign.id}/status`, { status });
    const refused = await to('PAUSED');
    expect([refused.statusCode, refused.json().message]).toEqual([409, CAMPAIGN_MESSAGES.transition('Szkic', 'Wstrzymana')]);
    for (const status of ['ACTIVE', 'PAUSED', 'ACTIVE', 'ENDED']) expect((await to(status)).json().campaign.status).toBe(status);
    expect((await to('ACTIVE')).statusCode).toBe(409);
    const frozen = await call('PUT', `/api/campaigns/${campaign.id}`, terms());
    expect([frozen.statusCode, frozen.json().message]).toEqual([409, CAMPAIGN_MESSAGES.endedFrozen]);
    const kept = await call('DELETE', `/api/campaigns/${campaign.id}`);
    expect([kept.statusCode, kept.json().message]).toEqual([409, CAMPAIGN_MESSAGES.onlyDraftDeleted]);

    const { campaign: draft } = (await call('POST', '/api/campaigns', terms({ name: 'Do usunięcia' }))).json();
    expect((await call('DELETE', `/api/campaigns/${draft.id}`)).json().message).toBe(CAMPAIGN_MESSAGES.deleted);
    const gone = await call('GET', `/api/campaigns/${draft.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, NOT_FOUND_MESSAGES.campaign]);
  });

  it('two admins changing an active campaign at once make two versions, one after the other, and one current', async () => {
    const { campaign } = (await call('POST', '/api/campaigns', terms({ name: 'Równolegle' }))).json();
    await call('POST', `/api/campaigns/${campaign.id}/status`, { status: 'ACTIVE' });
    const answers = await Promise.all([2, 3, 4, 5].map((m) => call('PUT', `/api/campaigns/${campaign.id}`, terms({ multiplier: m }))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const { versions } = (await call('GET', `/api/campaigns/${campaign.id}`)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(versions.filter((v: { supersededAt: string | null }) => v.supersededAt === null)).toHaveLength(1);
  });

  it('is the back office’s: a member is refused', async () => {
    expect((await call('GET', '/api/campaigns', undefined, contractor)).statusCode).toBe(403);
    expect((await call('POST', '/api/campaigns', terms(), contractor)).statusCode).toBe(403);
  });
});
