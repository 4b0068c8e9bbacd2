import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@klub/db';
import { warsawYear } from '../../lib/time';
import { rankedMembers } from './ranking.queries';

/** One region's ranked scores, highest first, and how many members hold each. */
interface Scores {
  year: number;
  at: number;
  /** Distinct scores, descending. */
  points: number[];
  /** above[i]: members with a score higher than points[i]. */
  above: number[];
  /** Members ranked. */
  total: number;
}

/**
 * A member's position without ranking every member on each read: position = 1 + the number of
 * ranked members whose score is higher than the member's own score, read now. The scores of the
 * others come from a per-instance copy of the score distribution (one row per distinct score, a
 * few thousand at most), read again at most every `refreshSeconds`: on a million members ranking
 * everyone took ~0.5 s per read. A member sees their own new points at once; someone else's within
 * `refreshSeconds`. A stale copy is answered from while a fresh one is read (one read at a time per
 * region). `refreshSeconds` 0 reads the distribution on every call (exact; tests, small clubs).
 */
export class RankingScores {
  private readonly regions = new Map<number, Scores>();
  private readonly reading = new Map<number, Promise<Scores>>();

  constructor(
    private readonly db: Database,
    private readonly refreshSeconds: number,
  ) {}

  /** 1 + members (of `regionId`, 0 = the country) with more than `points` earned this year. */
  async position(regionId: number, points: number): Promise<number> {
    return positionIn(await this.scores(regionId), points);
  }

  /** The positions of several scores, from one copy of the distribution, and how many are ranked. */
  async positions(regionId: number, points: number[]): Promise<{ positions: number[]; total: number }> {
    const s = await this.scores(regionId);
    return { positions: points.map((p) => positionIn(s, p)), total: s.total };
  }

  private async scores(regionId: number): Promise<Scores> {
    const year = warsawYear();
    const kept = this.regions.get(regionId);
    const fresh = kept && kept.year === year && Date.now() - kept.at < this.refreshSeconds * 1000;
    if (fresh) return kept;
    const reading = this.read(regionId, year);
    // A copy of this year, however old, answers while the new one is read.
    if (kept && kept.year === year && this.refreshSeconds > 0) {
      reading.catch(() => undefined);
      return kept;
    }
    return reading;
  }

  private read(regionId: number, year: number): Promise<Scores> {
    const pending = this.reading.get(regionId);
    if (pending && this.refreshSeconds > 0) return pending;
    const at = Date.now();
    const p = queryRows<{ points: number; n: number }>(
      this.db,
      sql`select points, count(*)::int as n from (${rankedMembers(regionId, year)}) r group by points order by points desc`,
    )
      .then((rows) => {
        const scores: Scores = { year, at, points: [], above: [], total: 0 };
        for (const r of rows) {
          scores.points.push(r.points);
          scores.above.push(scores.total);
          scores.total += r.n;
        }
        this.regions.set(regionId, scores);
        return scores;
      })
      .finally(() => {
        if (this.reading.get(regionId) === p) this.reading.delete(regionId);
      });
    this.reading.set(regionId, p);
    return p;
  }
}

/** 1 + how many in `s` scored more than `points` (a binary search over the distinct scores). */
function positionIn(s: Scores, points: number): number {
  let lo = 0;
  let hi = s.points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s.points[mid]! > points) lo = mid + 1;
    else hi = mid;
  }
  return 1 + (lo < s.points.length ? s.above[lo]! : s.total);
}
