import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES } from '@klub/contracts';
import type { Database } from '@klub/db';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { credit } from '../ledger/ledger.service';
import { snapshotRanking } from './ranking.service';
import { RankingScores } from './ranking-scores';
import { addDays, warsawDay } from '../../lib/time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const give = (userId: number, amount: number, earns = true) =>
  t.db.db.transaction((tx) =>
    credit(tx as unknown as Database, {
      userId,
      amount,
      source: earns ? LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN : LEDGER_SOURCES.TRANSFER,
      reason: 'x',
      expiresAt: null,
      earns,
    }),
  );

describe('ranking', () => {
  it('orders by points earned this year, ties share a position, refunds and transfers do not count', async () => {
    const mazowieckie = 7;
    const [a, b, c, d] = await makeMembers(t, 4, { regionId: mazowieckie });
    const [e] = await makeMembers(t, 1, { regionId: 1 });
    await give(a!.id, 100);
    await give(b!.id, 300);
    await give(c!.id, 100);
    await give(d!.id, 500, false);
    await give(e!.id, 1000);
    const country = (await t.app.inject({ method: 'GET', url: '/api/ranking/0', headers: bearer(a!.token) })).json();
    expect(country.data.map((r: { userId: number; position: number }) => [r.userId, r.position])).toEqual([
      [e!.id, 1],
      [b!.id, 2],
      [a!.id, 3],
      [c!.id, 3],
    ]);
    expect(country.total).toBe(4);
    expect(country.me).toEqual({ position: 3, points: 100, trend: 'same' });
    expect(country.data.find((r: { isMe: boolean }) => r.isMe).name).toBe('Imię0 N.');

    const region = (await t.app.inject({ method: 'GET', url: `/api/ranking/${mazowieckie}?take=2`, headers: bearer(a!.token) })).json();
    expect(region.data.map((r: { userId: number }) => r.userId)).toEqual([b!.id, a!.id]);
    expect(region.total).toBe(3);
    expect(region.me.position).toBe(2);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(c!.token) })).json();
    expect(mine).toMatchObject({ ranking: 3, trend: 'same', earnedThisYear: 100 });
  });

  it('trend compares with the position seven days ago', async () => {
    const [x] = await makeMembers(t, 1);
    await give(x!.id, 5000);
    await snapshotRanking(t.db.db);
    await t.db.db.execute(
      sql`update ranking_snapshots set day = ${addDays(warsawDay(), -7)}::date, position = 4 where user_id = ${x!.id} and region_id = 0`,
    );
    const res = (await t.app.inject({ method: 'GET', url: '/api/ranking/0', headers: bearer(x!.token) })).json();
    expect(res.me).toEqual({ position: 1, points: 5000, trend: 'up' });
  });

  it('a kept score distribution: own points count at once, other members’ points after the refresh', async () => {
    const [p, q] = await makeMembers(t, 2, { regionId: 3 });
    await give(p!.id, 100);
    await give(q!.id, 200);
    const scores = new RankingScores(t.db.db, 60);
    expect(await scores.position(3, 100)).toBe(2);
    const [r] = await makeMembers(t, 1, { regionId: 3 });
    await give(r!.id, 300);
    // Within the minute: the copy read above answers (r is not counted yet)…
    expect(await scores.position(3, 100)).toBe(2);
    // …but a member's own new score is placed against it at once (p at 250 passes q).
    expect(await scores.position(3, 250)).toBe(1);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      // A stale copy answers while the new one is read; then r counts.
      await vi.waitFor(async () => expect(await scores.position(3, 100)).toBe(3));
      expect(await scores.positions(3, [300, 200, 100, 0])).toEqual({ positions: [1, 2, 3, 4], total: 3 });
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses bad paging in Polish', async () => {
    const [m] = await makeMembers(t, 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/ranking/0?take=100000', headers: bearer(m!.token) });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/ranking/abc', headers: bearer(m!.token) })).statusCode).toBe(400);
  });
});
