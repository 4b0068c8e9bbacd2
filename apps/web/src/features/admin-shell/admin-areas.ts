import { staffSees, type AdminArea, type StaffRole } from '@klub/contracts';

/** Does the back office show `area` to `role`? An unknown role (null) sees everything (see useStaffRole). */
export const roleSees = (role: StaffRole | null, area: AdminArea | null): boolean =>
  area === null || role === null || staffSees(role, area);

/**
 * Which area each back-office path belongs to, longest prefix first. The sidebar's entries, the
 * dashboard's tiles and the "Brak dostępu" page all read it, so a screen is hidden exactly where
 * it would be refused. It follows the server's area of the calls each screen makes
 * (STAFF_ROLE_DESCRIPTIONS says which area holds what).
 */
const AREA_PREFIXES: ReadonlyArray<readonly [string, AdminArea]> = [
  ['/admin/settings/staff', 'staff'],
  ['/admin/settings', 'settings'],
  ['/admin/club-members/export-csv', 'stats'],
  ['/admin/club-members/export-mailing', 'stats'],
  ['/admin/club-members', 'members'],
  ['/admin/contractors', 'members'],
  ['/admin/distributors', 'program'],
  ['/admin/codes', 'program'],
  ['/admin/points', 'program'],
  ['/admin/premium-group', 'program'],
  ['/admin/gold-group', 'program'],
  ['/admin/regions', 'program'],
  ['/admin/orders', 'orders'],
  ['/admin/prizes', 'orders'],
  ['/admin/stats', 'stats'],
  ['/admin/statistics', 'stats'],
  ['/admin/articles', 'content'],
  ['/admin/faq', 'content'],
  ['/admin/texts', 'content'],
  ['/admin/trainings', 'content'],
  ['/admin/list', 'content'],
  ['/admin/banners', 'content'],
  ['/admin/contests', 'content'],
  ['/admin/news', 'content'],
  ['/admin/page', 'content'],
  ['/admin/regulations-files', 'content'],
  ['/admin/messages', 'messages'],
];

/**
 * The area of a back-office path (query and hash ignored); null for pages every staff member has:
 * the dashboard, the sign-in pages, their own account (/admin/account/…).
 */
export function areaOfPath(to: string): AdminArea | null {
  const pathname = to.split(/[?#]/)[0] ?? to;
  for (const [prefix, area] of AREA_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return area;
  }
  return null;
}
