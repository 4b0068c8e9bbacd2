import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_STATUSES } from './imports';

/**
 * GET /api/admin/dashboard — what waits for an admin today (the back office's start page): each
 * figure with its count and the newest few (`DASHBOARD_NEWEST`) of what it counts.
 */
export const DASHBOARD_NEWEST = 5;

/** A member who activated the account and waits for the club's confirmation (status ACTIVE). */
export const DashboardMember = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type DashboardMember = z.infer<typeof DashboardMember>;

/** A contractor's business card waiting for approval (PENDING), by its last change. */
export const DashboardWebsite = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type DashboardWebsite = z.infer<typeof DashboardWebsite>;

/** An order placed and not yet taken into realisation (NEW). */
export const DashboardOrder = z.object({
  id: z.number().int(),
  memberName: z.string(),
  totalPoints: z.number().int(),
  createdAt: z.string(),
});
export type DashboardOrder = z.infer<typeof DashboardOrder>;

/** A CSV import waiting for the worker or under way (QUEUED, RUNNING). */
export const DashboardImport = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdAt: z.string(),
});
export type DashboardImport = z.infer<typeof DashboardImport>;

const waiting = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), newest: z.array(item) });

export const AdminDashboard = z.object({
  membersToConfirm: waiting(DashboardMember),
  websitesToApprove: waiting(DashboardWebsite),
  ordersWaiting: waiting(DashboardOrder),
  importsRunning: waiting(DashboardImport),
  /** Codes redeemed (credited) from Monday 00:00 in Poland, against the week before. */
  codesRedeemed: z.object({
    /** Monday of this week (yyyy-MM-dd, Polish calendar). */
    weekStart: z.string(),
    thisWeek: z.number().int(),
    /** The whole previous week, Monday to Sunday. */
    lastWeek: z.number().int(),
    /** The previous week up to this moment of its week: the fair comparison for a week under way. */
    lastWeekSoFar: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
