import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import type { RouteAccess } from '../../plugins/access';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { runImports } from '../../import-kinds';
import { NOT_AUDITED, prepareWalk, SAMPLES } from './audit-walk.test-data';
import type { WalkContext } from './audit-walk.test-types';

/**
 * The audit walk: EVERY admin write route the app registers is called once, successfully, as an
 * admin, and must leave at least one audit_log row naming that route and that admin (a CSV upload:
 * the JOB row its import writes when the worker runs it). A route added later without a sample in
 * audit-walk.test-data.ts fails here, and so does a table added without the `audit` trigger.
 */
let t: TestApp;
let c: WalkContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await prepareWalk(t, await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true));
});
afterAll(() => t?.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes an admin-space token may call: admin routes and those open to either space (own password, upload). */
const isAdminWrite = (r: RouteAccess) => WRITES.has(r.method) && r.access !== 'public' && r.access.space !== 'customer';

/** Tables deliberately without the `audit` trigger (migration 0010), each with why. */
const UNAUDITED_TABLES: Record<string, string> = {
  sessions: 'sign-in bookkeeping (issued, revoked, last seen every minute), not club data; the person changes are on users',
  user_tokens: 'one-time activation and password-reset link hashes: secrets, used up by their owner',
  staff_recovery_codes:
    "hashes of a staff member's one-use recovery codes: secrets, used up by their owner; turning the second factor on, off or resetting it is the audited users row (totp_enabled_at)",
  rate_limits: 'throttling counters, rewritten on every attempt',
  regulation_acceptances: 'a member accepting the regulations: their own record (who, which version, when), not an admin change',
  post_reads: 'which member opened which news item or article (the "new" mark): reading, not a change of club data',
  file_chunks: 'parts of an audited file (an uploaded film): the files row is audited, its bytes are not',
  file_variants: 'derived: WebP copies of the audited uploaded photos, made from them at upload or at the first request',
  csv_imports: 'the import job queue: a finished import writes one JOB audit row instead of one per imported row',
  job_runs: 'the job and delivery log itself',
  mailing_recipients:
    "a mailing's delivery ledger (who, sent, failed, uncertain), written by the sending job; the mailing itself is audited",
  points_expiry_reminders:
    'the points-expiry reminders sent by the hourly job (which lot, to whom, when): a delivery log, like mailing_recipients',
  audit_log: 'the audit trail itself (append-only)',
  codes: 'up to 200 000 rows per batch; the batch (code_batches) and every credit of a code (points_ledger) are audited',
  ledger_allocations: 'derived: which credit lots a debit used up; the points_ledger rows themselves are audited',
  member_points: 'derived: each balance is the sum of the audited points_ledger rows, kept in step in the same transaction',
  ranking_snapshots: 'derived: daily ranking positions computed from the ledger by a job',
  premium_earned: "derived: each member's sum of the audited points_ledger credits inside the premium window",
  premium_window: 'derived: from when premium_earned counts, moved on every read of the premium lists',
  stats_ledger_queue: 'derived: copies of audited points_ledger rows waiting to be added to the statistics (emptied by each drain)',
  stats_member_days: "derived: each member's audited points_ledger rows summed per day by its triggers (statistics)",
  stats_member_package_days: "derived: each member's audited code credits summed per day and package by the ledger's triggers",
  stats_days: "derived: everyone's audited points_ledger rows summed per day (and shard) by the ledger's triggers",
  stats_package_days: "derived: everyone's audited code credits summed per day, package and source by the ledger's triggers",
  stats_expiry_months: 'derived: unspent points of the audited ledger credits by expiry month (ledger and allocation triggers)',
  stats_people_days: 'derived: the audited users (contractors) counted per joining day, region, status and deletion by their triggers',
  stats_active_periods: "derived: active members per day, week and month, counted from the member rollup by the ledger's triggers",
  stats_member_last: "derived: each member's last active day in the member rollup, kept by the ledger's triggers",
  stats_order_days: 'derived: the audited orders counted per day, shard and status by their triggers (statistics)',
  stats_member_orders: "derived: each member's audited orders counted and summed by the orders' triggers (top buyers)",
  stats_prize_days: "derived: the audited orders' live elements summed per day and prize by their triggers (prizes report)",
  stats_promotion_days: "derived: the audited extra-points ledger credits summed per day, source and reason by the ledger's triggers",
  stats_promotion_last: "derived: each member's last day of audited extra-points ledger credits, kept by the ledger's triggers",
  favourites: "a member's own choice; no admin route writes it",
  basket_items: "a member's own basket; no admin route writes it",
  campaign_credits: 'derived: which code and campaign version gave each audited points_ledger bonus row (written by a redemption)',
  campaign_member_bonus: "derived: each member's sum of a campaign's audited points_ledger bonus rows, against the campaign's cap",
  guard_member_counts: "the fraud guard's counters (a member's codes this hour, day, after registration), like rate_limits",
  guard_batch_members: "the fraud guard's throttling state: which members entered a batch's codes and when last",
  guard_ip_members: "the fraud guard's throttling state: which accounts entered codes from an address and when last",
  webhook_events:
    'the webhooks outbox: each event is written by the change it reports (audited where an admin makes it) and read by the delivery jobs',
  webhook_deliveries: "the webhooks' delivery log (every attempt, written by the delivery jobs), like mailing_recipients",
};

const lastAuditId = async () =>
  (await queryRows<{ id: number }>(t.db.db, sql`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;
const auditRowsAfter = (id: number) =>
  queryRows<{ route: string | null; action: string; entity: string; entity_id: string | null; actor_id: number | null }>(
    t.db.db,
    sql`select route, action, entity, entity_id, actor_id from audit_log where id > ${id} order by id`,
  );

describe('audit walk over every admin write route', () => {
  it('has a sample, or a written reason to leave no audit row, for every admin write route, and none for a route that is gone', () => {
    const routes = t.app.routeAccess.filter(isAdminWrite).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/regions', 'PUT /api/settings', 'POST /api/auth/change-password']));
    const missing = routes.filter((k) => !Object.hasOwn(SAMPLES, k) && !Object.hasOwn(NOT_AUDITED, k));
    expect(missing, 'admin write routes without an audit sample in audit-walk.test-data.ts').toEqual([]);
    const stale = [...Object.keys(SAMPLES), ...Object.keys(NOT_AUDITED)].filter((k) => !routes.includes(k));
    expect(stale, 'samples of routes that are gone or no longer admin writes').toEqual([]);
    expect(Object.keys(NOT_AUDITED).filter((k) => Object.hasOwn(SAMPLES, k))).toEqual([]);
    for (const [route, why] of Object.entries(NOT_AUDITED)) expect(why.trim().length, `reason of ${route}`).toBeGreaterThan(20);
  });

  it.each(Object.keys(SAMPLES))('%s leaves an audit row naming the route and the admin', async (key) => {
    const sample = SAMPLES[key]!;
    const method = key.slice(0, key.indexOf(' ')) as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const req = await sample.request(c);
    const before = await lastAuditId();
    const res = await t.app.inject({ method, url: req.url, headers: { ...bearer(c.admin), ...req.headers }, payload: req.payload });
    expect(Math.floor(res.statusCode / 100), `${method} ${req.url} answered ${res.statusCode}: ${res.body}`).toBe(2);
    if (typeof sample.made === 'string') c.ids[sample.made] = res.json().id;
    else sample.made?.(res.json(), c);

    if (sample.job) {
      // The upload only queues the job; its import, when the worker runs it, is the admin's change.
      const jobId = String(res.json().id);
      expect(await runImports(t.db.db)).toBe(1);
      const job = await t.app.inject({ method: 'GET', url: `/api/imports/${jobId}`, headers: bearer(c.admin) });
      const rows = (await auditRowsAfter(before)).filter((r) => r.action === 'JOB');
      expect(rows, `the import ended as ${job.body}`).toEqual([
        { route: null, action: 'JOB', entity: 'csv_imports', entity_id: jobId, actor_id: c.ids.admin },
      ]);
      return;
    }
    const rows = await auditRowsAfter(before);
    const mine = rows.filter((r) => r.route === key && r.actor_id === c.ids.admin);
    expect(mine.length, `no audit row of ${key} by the admin; rows written meanwhile: ${JSON.stringify(rows)}`).toBeGreaterThan(0);
  });

  it('every table has the audit trigger on insert, update and delete, or a written reason to have none', async () => {
    const tables = await queryRows<{ name: string; audited: boolean }>(
      t.db.db,
      sql`
      select t.table_name as name,
             (select count(distinct g.event_manipulation) from information_schema.triggers g
               where g.event_object_schema = 'public' and g.event_object_table = t.table_name and g.trigger_name = 'audit'
                 and g.action_timing = 'AFTER' and g.action_statement like '%klub_audit(%') = 3 as audited
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> '__drizzle_migrations'
      order by 1`,
    );
    expect(tables.filter((x) => x.audited).map((x) => x.name)).toEqual(expect.arrayContaining(['users', 'points_ledger', 'orders']));
    const unexplained = tables.filter((x) => !x.audited && !Object.hasOwn(UNAUDITED_TABLES, x.name)).map((x) => x.name);
    expect(unexplained, 'tables with neither the audit trigger nor a reason in UNAUDITED_TABLES').toEqual([]);
    const stale = Object.keys(UNAUDITED_TABLES).filter((name) => !tables.some((x) => x.name === name && !x.audited));
    expect(stale, 'UNAUDITED_TABLES names a table that is gone or audited now').toEqual([]);
    for (const [table, why] of Object.entries(UNAUDITED_TABLES)) expect(why.trim().length, `reason of ${table}`).toBeGreaterThan(20);
  });
});
