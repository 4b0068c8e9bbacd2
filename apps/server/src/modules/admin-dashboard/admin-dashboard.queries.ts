import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_NEWEST, POINTS_ROLES } from '@klub/contracts';
import { contractorWebsites, csvImports, orders, pointsLedger, queryRows, users, type Database } from '@klub/db';

/** Members waiting for the club's confirmation: activated (ACTIVE), not deleted, of a points role. */
const memberWaits = and(eq(users.status, 'ACTIVE'), eq(users.isDeleted, false), inArray(users.role, [...POINTS_ROLES]));
const websiteWaits = eq(contractorWebsites.status, 'PENDING');
const orderWaits = eq(orders.status, 'NEW');
const importRuns = inArray(csvImports.status, ['QUEUED', 'RUNNING']);

export interface DashboardCounts {
  members: number;
  websites: number;
  orders: number;
  imports: number;
  this_week: number;
  last_week: number;
  last_week_so_far: number;
}

/**
 * Every count in one statement. Codes are counted by their ledger credits (one per code, written
 * with the code's redemption): `points_ledger_earned_idx` covers the time range, the codes table
 * has no index on `redeemed_at`.
 */
export async function dashboardCounts(db: Database, weeks: { thisWeek: SQL; lastWeek: SQL }): Promise<DashboardCounts> {
  const l = pointsLedger;
  // This moment of last week, in Polish wall-clock time (a week across a DST change is 167 or 169 hours).
  const weekAgo = sql`((now() at time zone 'Europe/Warsaw') - interval '7 days') at time zone 'Europe/Warsaw'`;
  const [row] = await queryRows<DashboardCounts>(
    db,
    sql`
    with credits as (
      select ${l.createdAt} as at from ${pointsLedger}
      where ${l.earns} and ${l.amount} > 0 and ${l.codeId} is not null and ${l.createdAt} >= ${weeks.lastWeek})
    select
      (select count(*) from ${users} where ${memberWaits})::int as members,
      (select count(*) from ${contractorWebsites} where ${websiteWaits})::int as websites,
      (select count(*) from ${orders} where ${orderWaits})::int as orders,
      (select count(*) from ${csvImports} where ${importRuns})::int as imports,
      (select count(*) from credits where at >= ${weeks.thisWeek})::int as this_week,
      (select count(*) from credits where at < ${weeks.thisWeek})::int as last_week,
      (select count(*) from credits where at < ${weekAgo})::int as last_week_so_far`,
  );
  return row!;
}

export function newestMembers(db: Database) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      companyName: users.companyName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(memberWaits)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DASHBOARD_NEWEST);
}

export function newestWebsites(db: Database) {
  return db
    .select({
      id: contractorWebsites.id,
      name: contractorWebsites.name,
      firstname: users.firstname,
      lastname: users.lastname,
      updatedAt: contractorWebsites.updatedAt,
    })
    .from(contractorWebsites)
    .innerJoin(users, eq(users.id, contractorWebsites.userId))
    .where(websiteWaits)
    .orderBy(desc(contractorWebsites.updatedAt), desc(contractorWebsites.id))
    .limit(DASHBOARD_NEWEST);
}

export function newestOrders(db: Database) {
  return db
    .select({
      id: orders.id,
      firstname: users.firstname,
      lastname: users.lastname,
      totalPoints: orders.totalPoints,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderWaits)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_NEWEST);
}

export function newestImports(db: Database) {
  return db
    .select({
      id: csvImports.id,
      kind: csvImports.kind,
      status: csvImports.status,
      fileName: csvImports.fileName,
      totalRows: csvImports.totalRows,
      processedRows: csvImports.processedRows,
      createdAt: csvImports.createdAt,
    })
    .from(csvImports)
    .where(importRuns)
    .orderBy(desc(csvImports.createdAt), desc(csvImports.id))
    .limit(DASHBOARD_NEWEST);
}
