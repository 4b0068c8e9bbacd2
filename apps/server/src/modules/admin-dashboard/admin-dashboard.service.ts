import type { AdminDashboard } from '@klub/contracts';
import type { Database } from '@klub/db';
import { addDays, isoTime, warsawDay, warsawDayStartSql } from '../../lib/time';
import * as q from './admin-dashboard.queries';

/** Monday (yyyy-MM-dd) of the Polish calendar week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const name = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`;

/**
 * What waits for an admin: members to confirm, business cards to approve, orders not yet in
 * realisation, imports under way, and the codes redeemed this week against the last. A read only;
 * the statements run one after another on the one handle.
 */
export async function adminDashboard(db: Database, now: Date = new Date()): Promise<AdminDashboard> {
  const weekStart = mondayOf(warsawDay(now));
  const counts = await q.dashboardCounts(db, {
    thisWeek: warsawDayStartSql(weekStart),
    lastWeek: warsawDayStartSql(addDays(weekStart, -7)),
  });
  const members = await q.newestMembers(db);
  const websites = await q.newestWebsites(db);
  const orders = await q.newestOrders(db);
  const imports = await q.newestImports(db);
  return {
    membersToConfirm: {
      count: counts.members,
      newest: members.map((m) => ({
        id: m.id,
        fullName: name(m),
        email: m.email,
        companyName: m.companyName,
        createdAt: isoTime(m.createdAt),
      })),
    },
    websitesToApprove: {
      count: counts.websites,
      newest: websites.map((w) => ({ id: w.id, name: w.name, ownerName: name(w), updatedAt: isoTime(w.updatedAt) })),
    },
    ordersWaiting: {
      count: counts.orders,
      newest: orders.map((o) => ({ id: o.id, memberName: name(o), totalPoints: o.totalPoints, createdAt: isoTime(o.createdAt) })),
    },
    importsRunning: {
      count: counts.imports,
      newest: imports.map((i) => ({ ...i, createdAt: isoTime(i.createdAt) })),
    },
    codesRedeemed: {
      weekStart,
      thisWeek: counts.this_week,
      lastWeek: counts.last_week,
      lastWeekSoFar: counts.last_week_so_far,
    },
  };
}
