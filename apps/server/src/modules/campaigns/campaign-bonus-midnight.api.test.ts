import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAdminApp, adminRequests } from '../../testing/admin-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { addDays, warsawDay } from '../../lib/time';
import { campaignMaker, warsawMidnight } from './campaigns.test-support';

/**
 * The bonus at redemption keeps the same Polish day as the member's list of active campaigns
 * (docs/domain.md "Akcje punktowe"): a campaign ending on day D gives its bonus to a code entered at
 * 23:59 Polish time of D, and none at 00:00 of D+1, when one starting on D+1 does.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const { send } = adminRequests(() => ({ t, admin }));
const campaign = campaignMaker(() => ({ t, admin }));

describe('campaign bonuses at Polish midnight', () => {
  it('a code at 23:59 of the last day earns the bonus; at 00:00 of the next day only the campaign starting then gives one', async () => {
    const day = addDays(warsawDay(new Date()), 1); // D: tomorrow, within the tokens' week
    const next = addDays(day, 1);
    const pkg = await makePackage(t.db.db, { name: 'Farba Północna', groupName: 'Północne', points: 20 });
    await campaign({ name: 'Do końca D', packageIds: [pkg.id], fixedBonus: 5, startsOn: '2020-01-01', endsOn: day });
    await campaign({ name: 'Od D+1', packageIds: [pkg.id], fixedBonus: 3, startsOn: next, endsOn: addDays(next, 30) });
    const [member] = await makeMembers(t, 1, { prefix: 'polnoc-bonus' });
    const [before, after] = await makeCodes(t.db.db, pkg.id, 2);
    const redeem = async (code: string) => {
      const res = await send('POST', '/api/users/me/codes', { code }, member!.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().bonuses;
    };

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(warsawMidnight(next).getTime() - 60_000)); // 23:59 of D
    expect(await redeem(before!)).toEqual([{ campaign: 'Do końca D', points: 5 }]);
    vi.setSystemTime(warsawMidnight(next)); // 00:00 of D+1
    expect(await redeem(after!)).toEqual([{ campaign: 'Od D+1', points: 3 }]);
  });
});
