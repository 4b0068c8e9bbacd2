/**
 * Issue 39: a rep's "Punkty zdobyte" by source (codes, admins, contests, campaigns), and the
 * contractors list as PDF beside its CSV — on the fixture of stats.test-helpers.ts plus points given
 * outside codes to the team's contractors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EARNED_SOURCE_LABELS, LEDGER_SOURCES, type LedgerSource } from '@klub/contracts';
import { credit } from '../ledger/ledger.service';
import { pdfText } from '../../testing/pdf-text';
import { openStatsFixture, PERIOD, type StatsFixture } from './stats.test-helpers';

let f: StatsFixture;

/** Points credited to a contractor at a moment, as an admin's grant, a contest's award or a campaign's bonus are. */
async function given(key: string, amount: number, source: LedgerSource, at: string) {
  const reason = `test ${source} ${at}`;
  const { id } = await credit(f.t.db.db, { userId: f.id[key]!, amount, source, reason, expiresAt: null, earns: true });
  await f.t.db.db.execute(sql`update points_ledger set created_at = ${at}::timestamptz where id = ${id}`);
}

beforeAll(async () => {
  f = await openStatsFixture();
  // c1 (DTH A1) earned 120 from codes in the period; c3 (DTH A2) 20.
  await given('c1', 300, LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN, '2026-03-05T09:00:00Z');
  await given('c1', 40, LEDGER_SOURCES.CONTEST_AWARD, '2026-03-06T09:00:00Z');
  await given('c1', 15, LEDGER_SOURCES.CAMPAIGN, '2026-03-07T09:00:00Z');
  await given('c3', 7, LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN, '2026-03-08T09:00:00Z');
  // outside the period (the day after it ends, in Poland) and outside the team
  await given('c1', 1000, LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN, '2026-03-15T23:30:00Z');
  await given('c4', 500, LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN, '2026-03-05T09:00:00Z');
});
afterAll(() => f?.t.close());
const get = (key: string, url: string) => f.get(key, url);

describe('GET /api/users/me/stats: points earned by source', () => {
  it('a DTH sees the admins’ points apart from the codes’, and the sources add up to "Punkty zdobyte"', async () => {
    const s = (await get('a1', `/api/users/me/stats?${PERIOD}`)).json();
    expect(s.pointsEarned).toBe(120 + 300 + 40 + 15);
    expect(s.earnedBySource).toEqual({ codes: 120, admins: 300, contests: 40, campaigns: 15, other: 0 });
    const parts = Object.values(s.earnedBySource as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(parts).toBe(s.pointsEarned);
  });

  it('an RDS: the whole team, narrowed by DTH and by contractor like the other figures', async () => {
    const all = (await get('rdsA', `/api/users/me/stats?${PERIOD}`)).json();
    expect(all.earnedBySource).toEqual({ codes: 140, admins: 307, contests: 40, campaigns: 15, other: 0 });
    expect(all.pointsEarned).toBe(140 + 307 + 40 + 15);
    const a2 = (await get('rdsA', `/api/users/me/stats?${PERIOD}&dth=${f.id.a2}`)).json();
    expect(a2.earnedBySource).toEqual({ codes: 20, admins: 7, contests: 0, campaigns: 0, other: 0 });
    const c1 = (await get('rdsA', `/api/users/me/stats?${PERIOD}&userId=${f.id.c1}`)).json();
    expect(c1.earnedBySource).toEqual({ codes: 120, admins: 300, contests: 40, campaigns: 15, other: 0 });
    // another RDS's contractor's 500 points are theirs alone
    expect((await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json().earnedBySource).toEqual({
      codes: 150,
      admins: 500,
      contests: 0,
      campaigns: 0,
      other: 0,
    });
  });
});

describe('GET /api/users/me/stats/pdf', () => {
  it('the same contractors as the CSV, with the totals and the points by source, as a PDF', async () => {
    const res = await get('a1', `/api/users/me/stats/pdf?${PERIOD}&sort=lastname`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('wykonawcy-2026-03-02-2026-03-15.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Statystyki — wykonawcy');
    expect(text).toContain('Okres: 02.03.2026 – 15.03.2026');
    expect(text).toContain('Wykonawcy: 2');
    expect(text).toContain('punkty zdobyte: 475');
    expect(text).toContain('Punkty zdobyte według źródła');
    for (const source of ['codes', 'admins', 'contests', 'campaigns'] as const) expect(text).toContain(EARNED_SOURCE_LABELS[source]);
    expect(text).not.toContain(EARNED_SOURCE_LABELS.other); // none
    expect(text).toMatch(/Od administratorów\s*300/);
    expect(text).toContain('Nazwisko-c1');
    expect(text).toContain('Nazwisko-c2');
    expect(text).not.toContain('Nazwisko-c3'); // DTH A2's
  });

  it('takes the list’s filters; refuses members, admins, another rep’s contractor and a reversed range', async () => {
    const one = await pdfText((await get('rdsA', `/api/users/me/stats/pdf?${PERIOD}&dth=${f.id.a2}`)).rawPayload);
    expect(one).toContain('Nazwisko-c3');
    expect(one).not.toContain('Nazwisko-c1');
    expect((await get('c1', `/api/users/me/stats/pdf?${PERIOD}`)).statusCode).toBe(403);
    expect((await get('admin', `/api/users/me/stats/pdf?${PERIOD}`)).statusCode).toBe(403);
    expect((await get('a2', `/api/users/me/stats/pdf?userId=${f.id.c1}`)).statusCode).toBe(404);
    const reversed = await get('a1', '/api/users/me/stats/pdf?from=2026-03-15&to=2026-03-02');
    expect(reversed.statusCode).toBe(400);
  });
});
