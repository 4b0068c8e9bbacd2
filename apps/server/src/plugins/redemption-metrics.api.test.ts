import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAUD_GUARD_DEFAULTS } from '@klub/contracts';
import { bearer, type TestApp } from '../testing/test-app';
import { openAdminApp } from '../testing/admin-app';
import { makeCodes, makeMembers, makePackage } from '../testing/fixtures';
import { generateCodes } from '../modules/codes/code-format';
import { campaignMaker } from '../modules/campaigns/campaigns.test-support';

/**
 * The code-entry pipeline's metrics (plugins/redemption-metrics.ts): what operations watch when a
 * campaign runs or the fraud guard starts holding codes — entries by outcome, bonus points, review
 * decisions and the review queue.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
const campaign = campaignMaker(() => ({ t, admin }));

const redeem = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(token), payload: { code } });

async function sample(name: string, labels = ''): Promise<number | undefined> {
  const text = await t.app.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('code-entry metrics', () => {
  it('count entries by outcome, campaign bonuses, review decisions and the codes waiting for review', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json();
    const guard = { ...FRAUD_GUARD_DEFAULTS, memberHour: { on: true, codes: 1 } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...current, fraudGuard: guard },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await campaign({ name: 'Metryki +5', fixedBonus: 5 });
    const pkg = await makePackage(t.db.db, { name: 'Farba Metryczna 1 l', groupName: 'Metryki', points: 10 });
    const [member] = await makeMembers(t, 1, { prefix: 'metryki' });
    const [first, second, third] = await makeCodes(t.db.db, pkg.id, 3);

    expect((await redeem(member!.token, first!)).json()).toMatchObject({ points: 10, bonuses: [{ points: 5 }] });
    expect((await redeem(member!.token, first!)).json()).toMatchObject({ alreadyRedeemed: true });
    expect((await redeem(member!.token, second!)).json()).toMatchObject({ held: { points: 15 } });
    expect((await redeem(member!.token, third!)).json()).toMatchObject({ held: { points: 15 } });
    expect((await redeem(member!.token, generateCodes(1)[0]!)).statusCode).toBe(400);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/codes/review', headers: bearer(admin) })).json();
    const ids = (queue.data as { codeId: number; member: { id: number } }[]).filter((h) => h.member.id === member!.id).map((h) => h.codeId);
    expect(ids).toHaveLength(2);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/codes/review/approve',
      headers: bearer(admin),
      payload: { codeIds: [ids[0]] },
    });
    expect(approved.json()).toMatchObject({ decided: 1 });

    expect(await sample('code_entries_total', '{outcome="credited"}')).toBe(1);
    expect(await sample('code_entries_total', '{outcome="already"}')).toBe(1);
    expect(await sample('code_entries_total', '{outcome="held"}')).toBe(2);
    expect(await sample('code_entries_total', '{outcome="refused"}')).toBe(1);
    // Credited at entry only: the approved code's bonus went to the ledger at approval.
    expect(await sample('campaign_bonus_points_total')).toBe(5);
    expect(await sample('held_code_decisions_total', '{decision="approved"}')).toBe(1);
    expect(await sample('held_code_decisions_total', '{decision="rejected"}')).toBe(0);
    expect(await sample('held_codes_pending')).toBe(1);
    expect(await sample('held_points_pending')).toBe(10);
  });
});
