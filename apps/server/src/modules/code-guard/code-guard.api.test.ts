import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, FRAUD_GUARD_DEFAULTS, GUARD_MESSAGES, type FraudGuardSettings } from '@klub/contracts';
import { codeBatches, codes, queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { ledgerSum, makeCodes, makeMembers, makePackage, storedBalance } from '../../testing/fixtures';
import { generateCodes } from '../codes/code-format';
import { endOfYearWarsaw, warsawYear } from '../../lib/time';

/**
 * The fraud guard (docs/domain.md "Fraud guard"): each rule holds the codes beyond its limit (claimed,
 * not credited), the review queue approves (credited once, as at redemption) or rejects (void, the
 * member told), and the demo's normal activity trips nothing with every rule on.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

type Guard = { [K in keyof FraudGuardSettings]?: Partial<FraudGuardSettings[K]> | number };
/** Saves the guard's rules through the settings (every rule off but those given). */
async function setGuard(over: Guard) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json();
  const fraudGuard = Object.fromEntries(
    Object.entries(FRAUD_GUARD_DEFAULTS).map(([k, v]) => [
      k,
      typeof v === 'number' ? (over[k as keyof Guard] ?? v) : { ...v, ...(over[k as keyof Guard] as object | undefined) },
    ]),
  );
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...current, fraudGuard } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().fraudGuard).toEqual(fraudGuard);
}

const redeem = (token: string, code: string, ip = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(token), payload: { code }, remoteAddress: ip });

async function redeemAll(token: string, list: string[], ip?: string) {
  const out: { held: boolean; points: number }[] = [];
  for (const code of list) {
    const res = await redeem(token, code, ip);
    expect(res.statusCode, res.body).toBe(200);
    out.push({ held: res.json().held !== undefined, points: res.json().points });
  }
  return out;
}
const heldOf = (answers: { held: boolean }[]) => answers.filter((a) => a.held).length;

/** Makes `n` codes of the package in one batch (as a generated batch is). */
async function makeBatch(packageId: number, n: number): Promise<string[]> {
  const [batch] = await t.db.db.insert(codeBatches).values({ packageId, count: n, origin: 'GENERATED' }).returning({ id: codeBatches.id });
  const list = generateCodes(n);
  await t.db.db.insert(codes).values(list.map((code) => ({ code, packageId, batchId: batch!.id })));
  return list;
}

const registeredAgo = (ids: number[], days: number) =>
  t.db.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}) where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );

const pendingIds = async (userId: number) =>
  (
    await queryRows<{ code_id: number }>(
      t.db.db,
      sql`select code_id from held_codes where user_id = ${userId} and status = 'PENDING' order by code_id`,
    )
  ).map((r) => Number(r.code_id));

describe('fraud guard settings', () => {
  it('are all off by default, saved with the other settings, and refuse a threshold of 0 in Polish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) });
    expect(res.json().fraudGuard).toEqual(FRAUD_GUARD_DEFAULTS);
    const current = res.json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...current, fraudGuard: { ...FRAUD_GUARD_DEFAULTS, memberHour: { on: true, codes: 0 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([`fraudGuard.memberHour.codes: ${FIELD_MESSAGES.numberRange(1, 10_000)}`]);
    await setGuard({ memberHour: { on: true, codes: 7 } });
    await setGuard({});
  });
});

describe('each rule holds the codes beyond its limit', () => {
  it('a member over the hourly limit: the codes beyond it are claimed, held, not in the balance', async () => {
    await setGuard({ memberHour: { on: true, codes: 3 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba Godzinna', points: 10 });
    const [m] = await makeMembers(t, 1, { prefix: 'godzina' });
    const list = await makeCodes(t.db.db, pkg.id, 5);
    const answers = [];
    for (const code of list) answers.push((await redeem(m!.token, code)).json());
    expect(answers.map((a) => a.held?.points ?? null)).toEqual([null, null, null, 10, 10]);
    expect(answers[3]).toMatchObject({ points: 0, alreadyRedeemed: false, balance: 30 });
    expect(answers[3].message).toContain('Punkty czekają na weryfikację');
    expect(await storedBalance(t.db.db, m!.id)).toBe(30);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(30);
    // Claimed: nobody else can use a held code; the member entering it again is told it waits.
    const [other] = await makeMembers(t, 1, { prefix: 'inny' });
    expect((await redeem(other!.token, list[4]!)).statusCode).toBe(400);
    const again = (await redeem(m!.token, list[4]!)).json();
    expect(again).toMatchObject({ alreadyRedeemed: true, points: 0, held: { points: 10 } });
    // The member's own page: held points apart from the balance.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/users/me/points/held', headers: bearer(m!.token) })).json();
    expect(mine).toMatchObject({ points: 20, codes: 2, flagged: false });
    expect(mine.list).toHaveLength(2);
    const points = (await t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(m!.token) })).json();
    expect(points.balance).toBe(30);
    // The member's codes list says which wait.
    const myCodes = (await t.app.inject({ method: 'GET', url: '/api/users/me/codes', headers: bearer(m!.token) })).json();
    expect(myCodes.data.map((c: { review?: string | null }) => c.review ?? null).sort()).toEqual(['PENDING', 'PENDING', null, null, null]);
    await setGuard({});
  });

  it('a member over the daily limit (24 hours from the first code), not over the hourly one', async () => {
    await setGuard({ memberDay: { on: true, codes: 2 }, memberHour: { on: true, codes: 2 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba Dobowa', points: 5 });
    const [m] = await makeMembers(t, 1, { prefix: 'doba' });
    const list = await makeCodes(t.db.db, pkg.id, 4);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const held: boolean[] = [];
    for (const [i, code] of list.entries()) {
      vi.setSystemTime(start + i * 2 * 3_600_000); // every two hours: never two in an hour
      held.push((await redeem(m!.token, code)).json().held !== undefined);
    }
    expect(held).toEqual([false, false, true, true]);
    const rules = await queryRows<{ rules: string[] }>(t.db.db, sql`select rules from held_codes where user_id = ${m!.id}`);
    expect(rules.map((r) => r.rules)).toEqual([['MEMBER_DAY'], ['MEMBER_DAY']]);
    vi.useRealTimers();
    await setGuard({});
  });

  it('a burst of codes right after registration; an older account may enter as many', async () => {
    await setGuard({ newAccountBurst: { on: true, codes: 2, minutes: 60 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba Nowego Konta', points: 8 });
    const [fresh, old] = await makeMembers(t, 2, { prefix: 'seria' });
    await registeredAgo([old!.id], 30);
    expect(heldOf(await redeemAll(fresh!.token, await makeCodes(t.db.db, pkg.id, 4)))).toBe(2);
    expect(heldOf(await redeemAll(old!.token, await makeCodes(t.db.db, pkg.id, 4)))).toBe(0);
    await setGuard({});
  });

  it('one batch entered by more members than the limit: the later members are held', async () => {
    await setGuard({ batchMembers: { on: true, members: 3, hours: 24 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba z Partii', points: 12 });
    const list = await makeBatch(pkg.id, 8);
    const members = await makeMembers(t, 6, { prefix: 'partia' });
    const held = [];
    for (const [i, m] of members.entries()) held.push(heldOf(await redeemAll(m.token, [list[i]!], `198.51.100.${i + 1}`)));
    expect(held).toEqual([0, 0, 0, 1, 1, 1]);
    // Once the batch has more members than the limit, its further codes are held, the first members' too.
    expect(heldOf(await redeemAll(members[0]!.token, [list[6]!], '198.51.100.1'))).toBe(1);
    // Codes outside any batch are not counted.
    expect(heldOf(await redeemAll(members[5]!.token, await makeCodes(t.db.db, pkg.id, 1), '198.51.100.6'))).toBe(0);
    await setGuard({});
  });

  it('many accounts from one address: the accounts beyond the limit are held, another address is not', async () => {
    await setGuard({ ipAccounts: { on: true, accounts: 2, hours: 24 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba z Adresu', points: 6 });
    const members = await makeMembers(t, 5, { prefix: 'adres' });
    const held = [];
    for (const m of members) held.push(heldOf(await redeemAll(m.token, await makeCodes(t.db.db, pkg.id, 1), '203.0.113.9')));
    expect(held).toEqual([0, 0, 1, 1, 1]);
    const [elsewhere] = await makeMembers(t, 1, { prefix: 'gdzieindziej' });
    expect(heldOf(await redeemAll(elsewhere!.token, await makeCodes(t.db.db, pkg.id, 1), '203.0.113.10'))).toBe(0);
    await setGuard({});
  });

  it('an admin entering a code on the member`s behalf is not checked', async () => {
    await setGuard({ memberHour: { on: true, codes: 1 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba od Admina', points: 4 });
    const [m] = await makeMembers(t, 1, { prefix: 'zaadmina' });
    for (const code of await makeCodes(t.db.db, pkg.id, 3)) {
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${m!.id}/codes`, headers: bearer(admin), payload: { code } });
      expect(res.json().held).toBeUndefined();
    }
    expect(await storedBalance(t.db.db, m!.id)).toBe(12);
    await setGuard({});
  });
});

describe('the review queue', () => {
  const approve = (ids: number[]) =>
    t.app.inject({ method: 'POST', url: '/api/codes/review/approve', headers: bearer(admin), payload: { codeIds: ids } });
  const reject = (ids: number[]) =>
    t.app.inject({ method: 'POST', url: '/api/codes/review/reject', headers: bearer(admin), payload: { codeIds: ids } });

  it('lists held codes; approve credits as at redemption (bonuses too), reject voids and tells the member; audited', async () => {
    await setGuard({ memberHour: { on: true, codes: 1 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba do Weryfikacji', groupName: 'Weryfikacja', points: 40 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(admin),
      payload: {
        name: 'Bonus weryfikacji',
        startsOn: '2000-01-01',
        endsOn: '2999-12-31',
        packageIds: [pkg.id],
        groupNames: [],
        audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
        multiplier: 1,
        fixedBonus: 5,
        memberCap: 100,
        budget: 1000,
      },
    });
    const campaignId = made.json().campaign.id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/status`,
      headers: bearer(admin),
      payload: { status: 'ACTIVE' },
    });
    const [m] = await makeMembers(t, 1, { prefix: 'weryfikacja' });
    const answers = await redeemAll(m!.token, await makeCodes(t.db.db, pkg.id, 3));
    expect(answers.map((a) => a.held)).toEqual([false, true, true]);
    expect(await storedBalance(t.db.db, m!.id)).toBe(45);
    const spent = async () =>
      (await queryRows<{ spent: number }>(t.db.db, sql`select spent from campaigns where id = ${campaignId}`))[0]!.spent;
    expect(await spent()).toBe(15); // the held bonuses are reserved under the budget

    const queue = (await t.app.inject({ method: 'GET', url: '/api/codes/review', headers: bearer(admin) })).json();
    const mine = queue.data.filter((r: { member: { id: number } }) => r.member.id === m!.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      rules: ['MEMBER_HOUR'],
      points: 40,
      bonuses: [{ campaign: 'Bonus weryfikacji', points: 5 }],
      status: 'PENDING',
    });
    const [first, second] = await pendingIds(m!.id);

    const before = (await queryRows<{ id: number }>(t.db.db, sql`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;
    const ok = await approve([first!]);
    expect(ok.json()).toMatchObject({ decided: 1, skipped: 0, message: GUARD_MESSAGES.approved(1) });
    expect(await storedBalance(t.db.db, m!.id)).toBe(90);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(90);
    const credited = await queryRows<{ amount: number; expires_at: Date; code_id: number | null; source: number }>(
      t.db.db,
      sql`select amount, expires_at, code_id, source from points_ledger where user_id = ${m!.id} order by id desc limit 2`,
    );
    const expiry = endOfYearWarsaw(warsawYear() + 1).getTime();
    expect(credited.map((r) => [r.amount, new Date(r.expires_at).getTime()])).toEqual([
      [5, expiry],
      [40, expiry],
    ]);
    const audited = await queryRows<{ entity: string; route: string }>(
      t.db.db,
      sql`select entity, route from audit_log where id > ${before} order by id`,
    );
    expect(audited).toEqual(
      expect.arrayContaining([
        { entity: 'held_codes', route: 'POST /api/codes/review/approve' },
        { entity: 'points_ledger', route: 'POST /api/codes/review/approve' },
      ]),
    );

    // Approving again: nothing more.
    expect((await approve([first!])).json()).toMatchObject({ decided: 0, skipped: 1 });
    expect(await storedBalance(t.db.db, m!.id)).toBe(90);

    const no = await reject([second!]);
    expect(no.json()).toMatchObject({ decided: 1, message: GUARD_MESSAGES.rejected(1) });
    expect(await storedBalance(t.db.db, m!.id)).toBe(90);
    expect(await spent()).toBe(10); // the rejected code's bonus went back to the budget
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: bearer(m!.token) })).json();
    expect(JSON.stringify(inbox)).toContain(GUARD_MESSAGES.rejectedTopic);
    const rejected = (await t.app.inject({ method: 'GET', url: '/api/codes/review?status=REJECTED', headers: bearer(admin) })).json();
    expect(rejected.data.some((r: { codeId: number; decidedBy: string }) => r.codeId === second && r.decidedBy)).toBe(true);
    await setGuard({});
  });

  it('approving the same codes in parallel credits each once', async () => {
    await setGuard({ memberHour: { on: true, codes: 1 } });
    const pkg = await makePackage(t.db.db, { name: 'Farba Równoległa', points: 30 });
    const [m] = await makeMembers(t, 1, { prefix: 'rownolegle' });
    await redeemAll(m!.token, await makeCodes(t.db.db, pkg.id, 4));
    const ids = await pendingIds(m!.id);
    expect(ids).toHaveLength(3);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(i % 2 ? ids : [...ids].reverse())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.reduce((s, a) => s + (a.json().decided as number), 0)).toBe(3);
    expect(await storedBalance(t.db.db, m!.id)).toBe(120);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(120);
    await setGuard({});
  });

  it('flags a member whose held points exceed the threshold on their details', async () => {
    await setGuard({ memberHour: { on: true, codes: 1 }, flagHeldPoints: 50 });
    const pkg = await makePackage(t.db.db, { name: 'Farba Flagi', points: 30 });
    const [m] = await makeMembers(t, 1, { prefix: 'flaga' });
    await redeemAll(m!.token, await makeCodes(t.db.db, pkg.id, 2));
    const below = (await t.app.inject({ method: 'GET', url: `/api/users/${m!.id}/points/held`, headers: bearer(admin) })).json();
    expect(below).toMatchObject({ points: 30, flagged: false, threshold: 50 });
    await redeemAll(m!.token, await makeCodes(t.db.db, pkg.id, 1));
    const above = (await t.app.inject({ method: 'GET', url: `/api/users/${m!.id}/points/held`, headers: bearer(admin) })).json();
    expect(above).toMatchObject({ points: 60, codes: 2, flagged: true });
    await setGuard({});
  });
});

describe('the abuse data set and the demo`s normal activity, every rule on at its defaults', () => {
  const ALL_ON: Guard = {
    memberHour: { on: true },
    memberDay: { on: true },
    newAccountBurst: { on: true },
    batchMembers: { on: true },
    ipAccounts: { on: true },
  };

  it('catches the ring, the harvested batch, the burst and the hourly abuser', async () => {
    await setGuard(ALL_ON);
    const pkg = await makePackage(t.db.db, { name: 'Farba Nadużyć', points: 20 });
    const counts: Record<string, { codes: number; held: number; accounts: number; caught: number }> = {};
    const tally = (name: string, perAccount: { held: boolean }[][]) => {
      counts[name] = {
        codes: perAccount.flat().length,
        held: heldOf(perAccount.flat()),
        accounts: perAccount.length,
        caught: perAccount.filter((a) => heldOf(a) > 0).length,
      };
    };
    // A ring: 8 accounts entering 3 codes each from one address.
    const ring = await makeMembers(t, 8, { prefix: 'pierscien' });
    const ringAnswers = [];
    for (const m of ring) ringAnswers.push(await redeemAll(m.token, await makeCodes(t.db.db, pkg.id, 3), '203.0.113.66'));
    tally('ring', ringAnswers);
    // A harvested batch: 15 codes of one batch entered by 15 members, each from their own address.
    const harvested = await makeBatch(pkg.id, 15);
    const pickers = await makeMembers(t, 15, { prefix: 'partia-zbiorcza' });
    const batchAnswers = [];
    for (const [i, m] of pickers.entries()) batchAnswers.push(await redeemAll(m.token, [harvested[i]!], `198.18.0.${i + 1}`));
    tally('batch', batchAnswers);
    // A burst: a new account entering 15 codes at once.
    const [burst] = await makeMembers(t, 1, { prefix: 'seria-nowa' });
    tally('burst', [await redeemAll(burst!.token, await makeCodes(t.db.db, pkg.id, 15), '198.19.0.1')]);
    // An old account entering 25 codes within the hour.
    const [hourly] = await makeMembers(t, 1, { prefix: 'hurtownik' });
    await registeredAgo([hourly!.id], 400);
    tally('hourly', [await redeemAll(hourly!.token, await makeCodes(t.db.db, pkg.id, 25), '198.19.0.2')]);

    console.info('[fraud guard] abuse data set, rules on at their defaults:', JSON.stringify(counts));
    expect(counts).toEqual({
      ring: { codes: 24, held: 9, accounts: 8, caught: 3 },
      batch: { codes: 15, held: 5, accounts: 15, caught: 5 },
      burst: { codes: 15, held: 5, accounts: 1, caught: 1 },
      hourly: { codes: 25, held: 5, accounts: 1, caught: 1 },
    });
    await setGuard({});
  });

  it('holds nothing of the demo`s normal activity (false positives: 0)', async () => {
    await setGuard(ALL_ON);
    // The demo's walk (seed-activity.ts): 12 contractors registered 200…68 days ago, each entering
    // 4…(13+2i) codes over the last 120 days, replayed in time order at the times they were entered,
    // each from their own address, the codes in one batch per package (as printed codes are).
    const packages = await Promise.all(
      [60, 80, 25, 40, 30].map((points, i) => makePackage(t.db.db, { name: `Demo ${i}`, groupName: 'Demo', points })),
    );
    const batches = await Promise.all(packages.map((p) => makeBatch(p.id, 200)));
    const used = packages.map(() => 0);
    const members = await makeMembers(t, 12, { prefix: 'demo-ruch' });
    const now = Date.now();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const events: { at: number; member: number; code: string }[] = [];
    for (const [i, m] of members.entries()) {
      await t.db.db.execute(sql`update users set created_at = ${new Date(now - (200 - i * 12) * 86_400_000)} where id = ${m.id}`);
      const n = 4 + next(10 + i * 2);
      for (let k = 0; k < n; k++) {
        const p = next(packages.length);
        const daysAgo = next(120);
        events.push({ at: now - daysAgo * 86_400_000 - next(10) * 3_600_000, member: i, code: batches[p]![used[p]!++]! });
      }
    }
    events.sort((a, b) => a.at - b.at);
    vi.useFakeTimers({ toFake: ['Date'] });
    let held = 0;
    for (const e of events) {
      vi.setSystemTime(e.at);
      const res = await redeem(members[e.member]!.token, e.code, `10.20.${e.member}.1`);
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().held) held += 1;
    }
    vi.useRealTimers();
    console.info(`[fraud guard] demo activity replayed: ${events.length} codes of ${members.length} members, held ${held}`);
    expect(events.length).toBeGreaterThan(100);
    expect(held).toBe(0);
    await setGuard({});
  });
});
