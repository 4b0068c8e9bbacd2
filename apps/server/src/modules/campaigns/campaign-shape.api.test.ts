import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { generateCodes } from '../codes/code-format';
import { openAdminApp } from '../../testing/admin-app';
import { campaignMaker } from './campaigns.test-support';

/**
 * The redemption runs in a plain shape, without the campaigns' and the guard's steps, while the last
 * redemption found no campaign active today (codes/redeem.service.ts). A campaign started meanwhile —
 * here, or on another instance, or behind the app's back — must still get its bonus on the very next
 * code, and the plain attempt that meets it must leave nothing behind (no counted failure, no claim).
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const campaign = campaignMaker(() => ({ t, admin }));
const redeem = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(token), payload: { code } });
const failures = async (userId: number) =>
  (await queryRows<{ hits: number }>(t.db.db, sql`select hits from rate_limits where key = ${`codes:fail:${userId}`}`))[0]?.hits ?? 0;

describe('the redemption without campaigns, and a campaign started meanwhile', () => {
  it('credits the bonus on the first code after a campaign starts, and none after it is paused', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Farba Kształtu 3 l', groupName: 'Kształty', points: 20 });
    const [member] = await makeMembers(t, 1, { prefix: 'ksztalt' });
    const [a, b, c, d] = await makeCodes(t.db.db, pkg.id, 4);

    // No campaign: two codes, the second one in the plain shape.
    for (const code of [a!, b!]) expect((await redeem(member!.token, code)).json()).toMatchObject({ points: 20, bonuses: [] });

    const id = await campaign({ name: 'Nagle +5', fixedBonus: 5 });
    const during = (await redeem(member!.token, c!)).json();
    expect(during).toMatchObject({ points: 20, balance: 20 + 20 + 25, bonuses: [{ campaign: 'Nagle +5', points: 5 }] });

    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'PAUSED' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await redeem(member!.token, d!)).json()).toMatchObject({ points: 20, balance: 85, bonuses: [] });
  });

  it('a campaign switched on behind the app’s back gets its bonus too, and a wrong code then counts once', async () => {
    const pkg = await makePackage(t.db.db, { name: 'Grunt Kształtu 1 l', groupName: 'Kształty', points: 10 });
    const [member] = await makeMembers(t, 1, { prefix: 'ksztalt-sql' });
    const [a, b, c] = await makeCodes(t.db.db, pkg.id, 3);
    const [unknown] = generateCodes(1); // our shape, never issued: a failure that counts
    const setStatus = (id: number, status: string) => t.db.db.execute(sql`update campaigns set status = ${status} where id = ${id}`);
    const id = await campaign({ name: 'Po cichu +3', fixedBonus: 3 }, 'PAUSED');
    expect((await redeem(member!.token, a!)).json()).toMatchObject({ bonuses: [] }); // plain from now on

    // Turned on in SQL: no API, no notification to any instance.
    await setStatus(id, 'ACTIVE');
    expect((await redeem(member!.token, b!)).json()).toMatchObject({ points: 10, bonuses: [{ campaign: 'Po cichu +3', points: 3 }] });

    await setStatus(id, 'PAUSED');
    expect((await redeem(member!.token, c!)).json()).toMatchObject({ points: 10, bonuses: [] }); // plain again from here
    await setStatus(id, 'ACTIVE');
    const wrong = await redeem(member!.token, unknown!);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ERROR_CODES.CODE_INVALID.message);
    expect(await failures(member!.id)).toBe(1);
    await setStatus(id, 'PAUSED');
  });
});
