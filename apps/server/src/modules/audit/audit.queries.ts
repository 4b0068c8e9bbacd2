import type { Readable } from 'node:stream';
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_CSV_COLUMNS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
  type JobLogPage,
  AuditQuery,
  JobLogQuery,
  STAFF_ROLES,
  type StaffRole,
} from '@klub/contracts';
import { auditLog, jobRuns, queryRows, users, type Database } from '@klub/db';
import { csvCell, csvDownload } from '../../lib/csv';
import { isoTime, warsawDay, warsawDayStartSql } from '../../lib/time';
import { cappedCountSql, cappedTotal, paged, pageOf } from '../../lib/paging';

/**
 * Reading the audit trail (written only by the `klub_audit` trigger and `recordJobAudit`) and the
 * job log. Newest first by id (the primary key's order); the count stops at COUNT_CAP (lib/paging.ts), so a filter
 * over millions of rows answers in the time of one index range.
 */
type Filters = z.output<typeof AuditQuery>;

/**
 * One settings save writes a row per changed key and the version row in one transaction (the same
 * `at`, the same actor). The trail answers a save as one entry — its newest row, `before` and
 * `after` holding each key's value — so pages and counts are
 * of saves, not of keys. Asked for one key (`entityId`), the rows come as they are.
 */
const sameSave = alias(auditLog, 'same_save');
/** The alias in a hand-written FROM (an alias interpolated alone renders as its name only). */
const SAME_SAVE_FROM = sql`${auditLog} as ${sql.identifier('same_save')}`;
const inSameSave = sql`${sameSave.entity} = 'settings' and ${sameSave.at} = ${auditLog.at} and ${sameSave.actorId} is not distinct from ${auditLog.actorId}`;
const isSettings = sql`${auditLog.entity} = 'settings'`;
/**
 * Leaves out a save's rows but its newest. A CASE, so the subquery runs for settings rows only (as
 * an anti-join it would read every settings row of the trail for each page and count).
 */
const lastOfSave = sql`case when ${isSettings} then not exists (select 1 from ${SAME_SAVE_FROM} where ${inSameSave} and ${sameSave.id} > ${auditLog.id}) else true end`;
/** Asked for one key, or for records of another kind, there are no saves to merge. */
const mergesSaves = (q: Pick<Filters, 'entityId' | 'entity'>) => !q.entityId && (!q.entity || q.entity === 'settings');
const saveSide = (side: 'before' | 'after') =>
  sql`(select jsonb_object_agg(${sameSave.entityId}, ${sameSave[side]} -> 'value' order by ${sameSave.id}) from ${SAME_SAVE_FROM} where ${inSameSave} and ${sameSave[side]} is not null)`;

function auditWhere(q: Omit<Filters, 'skip' | 'take'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (mergesSaves(q)) parts.push(lastOfSave);
  if (q.actorId) parts.push(sql`${auditLog.actorId} = ${q.actorId}`);
  if (q.entity) parts.push(sql`${auditLog.entity} = ${q.entity}`);
  if (q.entityId) parts.push(sql`${auditLog.entityId} = ${q.entityId}`);
  if (q.dateFrom) parts.push(sql`${auditLog.at} >= ${warsawDayStartSql(q.dateFrom)}`);
  if (q.dateTo) parts.push(sql`${auditLog.at} < ${warsawDayStartSql(q.dateTo)} + interval '1 day'`);
  return sql.join(parts, sql` and `);
}

const actorName = sql<string | null>`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`;

type Row = typeof auditLog.$inferSelect & { actorName: string | null };

/** "Ada Admin (Administrator)": the staff member and the role they acted in (rows before 0042 have no role). */
function actorWithRole(r: Pick<Row, 'actorName' | 'actorRole'>): string | null {
  const role = r.actorRole ? (STAFF_ROLES[r.actorRole as StaffRole] ?? r.actorRole) : null;
  return r.actorName && role ? `${r.actorName} (${role})` : r.actorName;
}

const toEntry = (r: Row): AuditEntry => ({
  ...r,
  actorName: actorWithRole(r),
  actorRole: (r.actorRole as StaffRole | null) ?? null,
  at: isoTime(r.at),
  action: r.action as AuditAction,
  before: r.before as AuditEntry['before'],
  after: r.after as AuditEntry['after'],
});

function selectEntries(db: Database, where: SQL, merge: boolean) {
  const merged = <T>(save: SQL, row: AnyPgColumn) =>
    merge ? sql<T>`case when ${isSettings} then ${save} else ${row} end` : sql<T>`${row}`;
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName,
      actorRole: auditLog.actorRole,
      ip: auditLog.ip,
      route: auditLog.route,
      action: merged<string>(sql`'UPDATE'`, auditLog.action),
      entity: auditLog.entity,
      entityId: merged<string | null>(sql`null`, auditLog.entityId),
      before: merged<unknown>(saveSide('before'), auditLog.before),
      after: merged<unknown>(saveSide('after'), auditLog.after),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id));
}

export async function listAudit(db: Database, q: Filters): Promise<AuditPage> {
  const where = auditWhere(q);
  const { total, data } = await paged(
    pageOf(selectEntries(db, where, mergesSaves(q)), q),
    queryRows<{ n: number }>(db, cappedCountSql(sql`${auditLog} where ${where}`)),
  );
  return { ...cappedTotal(total), data: data.map(toEntry) };
}

/** Admins who have made at least one recorded change (the filter's options). */
export async function auditActors(db: Database): Promise<AuditActor[]> {
  const name = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;
  return db
    .select({ id: users.id, name })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(eq(auditLog.actorId, users.id)),
      ),
    )
    .orderBy(name);
}

/** The filtered trail as CSV (`;`, BOM), streamed in keyset pages of 5 000. */
export function auditCsv(db: Database, q: Omit<Filters, 'skip' | 'take'>): { filename: string; stream: Readable } {
  async function* rows() {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const page = await selectEntries(db, and(auditWhere(q), sql`${auditLog.id} < ${before}`)!, mergesSaves(q)).limit(5000);
      if (page.length === 0) return;
      for (const r of page) {
        yield [
          r.id,
          isoTime(r.at),
          actorWithRole(r),
          r.ip,
          r.route,
          AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
          AUDIT_ENTITIES[r.entity as keyof typeof AUDIT_ENTITIES] ?? r.entity,
          r.entityId,
          r.before ? JSON.stringify(r.before) : '',
          r.after ? JSON.stringify(r.after) : '',
        ].map(csvCell);
      }
      before = page.at(-1)!.id;
    }
  }
  return { filename: `dziennik-zmian-${warsawDay()}.csv`, stream: csvDownload(rows(), Object.values(AUDIT_CSV_COLUMNS)) };
}

export async function listJobRuns(db: Database, q: z.output<typeof JobLogQuery>): Promise<JobLogPage> {
  const where = and(q.kind ? eq(jobRuns.kind, q.kind) : undefined, q.status ? eq(jobRuns.status, q.status) : undefined);
  const { total, data } = await paged(
    pageOf(db.select().from(jobRuns).where(where).orderBy(desc(jobRuns.id)), q),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobRuns)
      .where(where),
  );
  return {
    total,
    data: data.map((r) => ({
      id: r.id,
      kind: r.kind,
      date: isoTime(r.startedAt),
      status: r.status,
      finishedAt: isoTime(r.finishedAt),
      details: r.details as Record<string, unknown> | null,
    })),
  };
}
