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
const AREA_PREFIXES: ReadonlyArray<readonly [string, AdminArea, ...AdminArea[]]> = [
  ['/admin/settings/staff', 'staff'],
  ['/admin/settings', 'settings'],
  // The members' exports are also the Analyst's; the mailing export the Messages role's too (as the server reads them).
  ['/admin/club-members/export-csv', 'members', 'stats'],
  ['/admin/club-members/export-mailing', 'members', 'stats', 'messages'],
  ['/admin/club-members', 'members'],
  ['/admin/contractors', 'members'],
  ['/admin/distributors', 'program'],
  ['/admin/codes', 'program'],
  ['/admin/points', 'program'],
  ['/admin/campaigns', 'program'],
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

function areasOf(to: string): readonly AdminArea[] | null {
  const pathname = to.split(/[?#]/)[0] ?? to;
  for (const [prefix, ...areas] of AREA_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return areas;
  }
  return null;
}

/**
 * The area of a back-office path (query and hash ignored); null for pages every staff member has:
 * the dashboard, the sign-in pages, their own account (/admin/account/…).
 */
export const areaOfPath = (to: string): AdminArea | null => areasOf(to)?.[0] ?? null;

/**
 * Does the back office show the page at `to` to `role`: a page of no area, or one of its areas the
 * role sees? An unknown role (null) sees everything (features/admin-shell/staff-role.ts).
 */
export function roleSeesPath(role: StaffRole | null, to: string): boolean {
  if (role === null) return true;
  const areas = areasOf(to);
  return areas === null || areas.some((area) => staffSees(role, area));
}
