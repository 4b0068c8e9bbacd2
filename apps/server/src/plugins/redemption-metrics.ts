import { Counter, Gauge, type Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { heldCodes, queryRows, type Database } from '@klub/db';

/** What became of one code entry (codes/member-points.routes.ts). */
export type RedemptionOutcome = 'credited' | 'held' | 'already' | 'refused';

/**
 * The code-entry pipeline's metrics (docs/operations.md "Metrics"): code entries by outcome, the
 * campaigns' bonus points credited, the fraud guard's review decisions, and the review queue's
 * length (read from the database at scrape time, at most every PENDING_TTL_MS).
 */
export interface RedemptionMetrics {
  /** One code entry's outcome; `bonusPoints`: what campaigns credited with it now. */
  entry(outcome: RedemptionOutcome, bonusPoints?: number): void;
  /** Held codes approved or rejected by an admin (one per code). */
  reviewed(decision: 'approved' | 'rejected', codes: number): void;
}

export const PENDING_TTL_MS = 5_000;

export function registerRedemptionMetrics(registers: Registry[], db: Database, warn: (err: unknown) => void): RedemptionMetrics {
  const entries = new Counter({
    name: 'code_entries_total',
    help: 'Codes entered by members (or by an admin for them), by outcome: credited, held (the fraud guard keeps the points for review), already (the member’s own code again), refused (invalid, used, ended offer, blocked).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const outcomes = {
    credited: entries.labels('credited'),
    held: entries.labels('held'),
    already: entries.labels('already'),
    refused: entries.labels('refused'),
  };
  const bonus = new Counter({
    name: 'campaign_bonus_points_total',
    help: 'Bonus points the active campaigns credited with codes at entry (held codes’ bonuses count when approved: not here).',
    registers,
  });
  const decisions = new Counter({
    name: 'held_code_decisions_total',
    help: 'Held codes an admin approved (points credited) or rejected (code voided).',
    labelNames: ['decision'] as const,
    registers,
  });
  const approved = decisions.labels('approved');
  const rejected = decisions.labels('rejected');
  // Every series from the start (at 0): a rate over a series that appears late misses its first count.
  for (const c of [...Object.values(outcomes), approved, rejected]) c.inc(0);
  bonus.inc(0);

  let cached: { at: number; pending: Promise<{ codes: number; points: number } | undefined> } | undefined;
  const pending = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= PENDING_TTL_MS) {
      cached = {
        at: now,
        pending: queryRows<{ codes: number; points: number }>(
          db,
          sql`select count(*)::int as codes, coalesce(sum(${heldCodes.points}), 0)::int as points from ${heldCodes} where ${heldCodes.status} = 'PENDING'`,
        )
          .then((rows) => rows[0])
          .catch((err: unknown) => {
            warn(err);
            return undefined;
          }),
      };
    }
    return cached.pending;
  };
  new Gauge({
    name: 'held_codes_pending',
    help: 'Codes the fraud guard holds that wait for an admin’s review (/admin/codes/review).',
    registers,
    async collect() {
      const p = await pending();
      if (p) this.set(p.codes);
    },
  });
  new Gauge({
    name: 'held_points_pending',
    help: 'The codes’ own points held for review (their campaigns’ bonuses aside).',
    registers,
    async collect() {
      const p = await pending();
      if (p) this.set(p.points);
    },
  });

  return {
    entry(outcome, bonusPoints = 0) {
      outcomes[outcome].inc();
      if (bonusPoints > 0) bonus.inc(bonusPoints);
    },
    reviewed(decision, n) {
      if (n > 0) (decision === 'approved' ? approved : rejected).inc(n);
    },
  };
}
