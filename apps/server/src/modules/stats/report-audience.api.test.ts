/**
 * The admin reports of an audience (docs/domain.md "Statystyki według odbiorców") on the fixture of
 * stats.test-helpers.ts plus: c1 in Małopolskie (joined 03-05, their order placed 03-12), c4 in Pomorskie; the group "Akcja" = c1 and c3;
 * extra points c1 30 and c4 20 on 03-06; distributor Alfa ← c1 and c4.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { CONTENT_MESSAGES, type Audience, type RoleCode } from '@klub/contracts';
import { distributors, memberDistributors, memberGroupMembers, memberGroups, queryRows, regions, users } from '@klub/db';
import { audienceMembers, audienceMembersByRule } from '../../lib/publication';
import { bearer } from '../../testing/test-app';
import { openStatsFixture, PERIOD, type StatsFixture } from './stats.test-helpers';

let f: StatsFixture;
const ids_: Record<string, number> = {};
beforeAll(async () => {
  f = await openStatsFixture();
  const db = f.t.db.db;
  const [malopolskie, pomorskie] = await db
    .insert(regions)
    .values([{ name: 'Małopolskie' }, { name: 'Pomorskie' }])
    .returning();
  ids_.malopolskie = malopolskie!.id;
  ids_.pomorskie = pomorskie!.id;
  await db.execute(sql`update ${users} set region_id = ${malopolskie!.id}, created_at = '2026-03-05T09:00:00Z' where id = ${f.id.c1}`);
  await db.execute(sql`update ${users} set region_id = ${pomorskie!.id} where id = ${f.id.c4}`);
  await db.execute(sql`update orders set created_at = '2026-03-12T09:00:00Z' where user_id = ${f.id.c1}`);
  const [group] = await db.insert(memberGroups).values({ name: 'Akcja' }).returning();
  ids_.group = group!.id;
  await db.insert(memberGroupMembers).values([
    { groupId: group!.id, userId: f.id.c1! },
    { groupId: group!.id, userId: f.id.c3! },
  ]);
  for (const [key, points] of [
    ['c1', 30],
    ['c4', 20],
  ] as const) {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      headers: bearer(f.tok.admin!),
      payload: { userId: f.id[key], points, reason: 'Promocja wiosenna' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await db.execute(sql`update points_ledger set created_at = '2026-03-06T09:00:00Z' where user_id = ${f.id[key]} and source = 3`);
  }
  const [alfa] = await db.insert(distributors).values({ name: 'Hurtownia Alfa', city: 'Kraków', isAuthorized: true }).returning();
  await db.insert(memberDistributors).values([
    { userId: f.id.c1!, distributorId: alfa!.id },
    { userId: f.id.c4!, distributorId: alfa!.id },
  ]);
});
afterAll(() => f?.t.close());
const get = (url: string) => f.get('admin', url);
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

const PERIOD_REPORTS = [
  '/api/stats/codes',
  '/api/stats/executors/points',
  '/api/stats/contractors',
  '/api/stats/executors/orders',
  '/api/stats/prizes',
  '/api/stats/contractors/promotions',
  '/api/stats/executors-table',
];
/** Every role of the customer area: an audience holding every member who has points, orders or a connection here. */
const EVERY_ROLE = 'role=11&role=21&role=31&role=41&role=61';

describe('GET /api/stats/*: an audience narrows every report to its members', () => {
  it('an audience of every role gives the very figures of everyone (its subqueries derive each rollup as the rollup does)', async () => {
    const periods = [
      PERIOD,
      `${PERIOD}&interval=week`,
      'from=2026-02-01&to=2026-04-30&interval=month',
      // Ends today: the active contractors and the promotions' members come from the last-day tables.
      '',
      // Holds every order there is: everyone's buyers come from the all-time totals.
      'from=2025-01-01',
    ];
    for (const period of periods) {
      for (const path of PERIOD_REPORTS) {
        const everyone = await json(`${path}?${period}`);
        expect(await json(`${path}?${period}&${EVERY_ROLE}`), `${path}?${period}`).toEqual(everyone);
      }
    }
    const connections = await json('/api/stats/connections');
    expect(connections.total).toBe(2);
    expect(await json(`/api/stats/connections?${EVERY_ROLE}`)).toEqual(connections);
  });

  it('a group counts only its members: codes, points, orders, prizes, people, the table and the connections', async () => {
    const q = `${PERIOD}&group=${ids_.group}`;
    const codes = await json(`/api/stats/codes?${q}`);
    // c1: 2 × Farba (50) and a Grunt (20); c3: the Grunt of 23:30 in Poland on the 15th.
    expect([codes.codes, codes.points]).toEqual([4, 140]);
    expect(codes.packages.map((p: { name: string; codes: number }) => [p.name, p.codes])).toEqual([
      ['Farba 10 l', 2],
      ['Grunt 5 l', 2],
    ]);
    const points = await json(`/api/stats/executors/points?${q}`);
    expect([points.earned, points.spent]).toEqual([170, 100]);
    // Unspent now: c1 150 − 100, c3 two Grunts (the later one is after the period, still held).
    expect(points.liability.points).toBe(90);
    const orders = await json(`/api/stats/executors/orders?${q}`);
    expect([orders.orders, orders.points, orders.buyers]).toEqual([1, 100, 1]);
    expect(orders.buyersTop.map((b: { userId: number }) => b.userId)).toEqual([f.id.c1]);
    const prizes = await json(`/api/stats/prizes?${q}`);
    expect([prizes.quantity, prizes.points]).toEqual([1, 100]);
    const people = await json(`/api/stats/contractors?${q}`);
    expect([people.newMembers, people.members, people.active]).toEqual([1, 2, 2]);
    const promotions = await json(`/api/stats/contractors/promotions?${q}`);
    expect([promotions.points, promotions.awards, promotions.members]).toEqual([30, 1, 1]);
    const table = await json(`/api/stats/executors-table?${q}`);
    expect(table.total).toBe(2);
    expect(table.data.map((r: { userId: number }) => r.userId).sort()).toEqual([f.id.c1, f.id.c3].sort());
    const connections = await json(`/api/stats/connections?group=${ids_.group}`);
    expect(connections.data.map((r: { userId: number }) => r.userId)).toEqual([f.id.c1]);
  });

  it('the parts combine as in content: regions, roles and the groups ticked; gold with nobody gold counts nobody', async () => {
    const pomorskie = await json(`/api/stats/codes?${PERIOD}&region=${ids_.pomorskie}`);
    expect([pomorskie.codes, pomorskie.points]).toEqual([3, 150]);
    const both = await json(`/api/stats/codes?${PERIOD}&region=${ids_.pomorskie}&region=${ids_.malopolskie}`);
    expect(both.codes).toBe(6);
    // c3 is the only one of role 11 (Inna działalność); in the group with c1.
    const role = await json(`/api/stats/codes?${PERIOD}&group=${ids_.group}&role=11`);
    expect(role.codes).toBe(1);
    const gold = await json(`/api/stats/executors/points?${PERIOD}&gold=true`);
    expect([gold.earned, gold.balances.reduce((s: number, b: { members: number }) => s + b.members, 0)]).toEqual([0, 0]);
    await f.t.db.db.execute(sql`update ${users} set is_gold = true where id = ${f.id.c4}`);
    const goldOrGroup = await json(`/api/stats/codes?${PERIOD}&gold=true&group=${ids_.group}`);
    expect(goldOrGroup.codes).toBe(7);
    await f.t.db.db.execute(sql`update ${users} set is_gold = false where id = ${f.id.c4}`);
  });

  it('the reports’ member set is the content rule: the same people for every combination of the parts', async () => {
    const db = f.t.db.db;
    await db.execute(sql`update ${users} set is_gold = true where id = ${f.id.c4}`);
    await db.execute(sql`update ${users} set is_premium = true where id = ${f.id.c2}`);
    const ids = async (q: ReturnType<typeof audienceMembers>) =>
      (await queryRows<{ id: number }>(db, sql`select id from (${q}) x(id) order by 1`)).map((r) => r.id);
    let nonEmpty = 0;
    for (const roles of [[], [21], [11, 21]] as RoleCode[][])
      for (const regions of [[], [ids_.malopolskie!], [ids_.malopolskie!, ids_.pomorskie!]])
        for (const [gold, premium] of [
          [false, false],
          [true, false],
          [false, true],
          [true, true],
        ])
          for (const groups of [[], [ids_.group!]]) {
            const audience: Audience = { roles, regions, gold: gold!, premium: premium!, groups };
            const expected = await ids(audienceMembersByRule(audience));
            expect(await ids(audienceMembers(audience)), JSON.stringify(audience)).toEqual(expected);
            if (expected.length > 0) nonEmpty++;
          }
    // The combinations reach real people, not only empty sets.
    expect(nonEmpty).toBeGreaterThan(20);
    await db.execute(sql`update ${users} set is_gold = false, is_premium = false`);
  });

  it('the files say whom they count, regions and groups by name', async () => {
    const q = `${PERIOD}&group=${ids_.group}&region=${ids_.malopolskie}&role=21`;
    const pdf = await get(`/api/stats/codes/pdf?${q}`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Uczestnicy: Wykonawca; Małopolskie; Akcja');
    expect(text).toContain('Zarejestrowane kody: 3 (120 pkt)');
    const csv = (await get(`/api/stats/executors-table/csv?${q}`)).body.split(/\r?\n/);
    expect(csv[0]).toBe('\uFEFF"Uczestnicy: Wykonawca; Małopolskie; Akcja"');
    const everyone = (await get(`/api/stats/codes/csv?${PERIOD}`)).body;
    expect(everyone).not.toContain('Uczestnicy');
  });

  it('a bad audience is a Polish 400; an unknown region or group counts nobody', async () => {
    for (const [query, message] of [
      ['role=1', CONTENT_MESSAGES.audienceRole],
      ['region=abc', null],
      ['gold=yes', 'Podaj true albo false'],
    ] as const) {
      const res = await get(`/api/stats/codes?${query}`);
      expect(res.statusCode, query).toBe(400);
      if (message) expect([res.json().message].flat().join(' '), query).toContain(message);
    }
    const nobody = await json(`/api/stats/contractors?${PERIOD}&region=999999`);
    expect([nobody.members, nobody.newMembers, nobody.active]).toEqual([0, 0, 0]);
  });
});
