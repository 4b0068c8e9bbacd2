import { href, paths, type RouteDef } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

const item = (def: RouteDef, label = def.title): NavItem => ({ to: def.path, label });

/**
 * Main navigation for members who collect points: what they do every week in the bar (the code,
 * the balance, prizes, orders), reading and reference behind "Więcej", so the bar is one row from
 * 1 081 px (it wrapped to two rows even at 1 920 px with all 12 entries in it).
 */
export const memberNav: NavItem[] = [
  item(paths.home),
  item(paths.myCodes),
  item(paths.myPoints),
  item(paths.group),
  item(paths.myOrders),
  item(paths.ranking),
  { to: href(paths.messages, { page: null }), label: paths.messages.title },
];

/** Members' "Więcej" menu. */
export const memberMoreNav: NavItem[] = [
  item(paths.points),
  item(paths.additionalPoints),
  item(paths.news),
  item(paths.trainings),
  item(paths.forCustomers),
  item(paths.faq, 'FAQ'),
];

/** Main navigation for RDS and DTH (statistics, no points). */
export const employeeNav: NavItem[] = [
  item(paths.home),
  item(paths.stats),
  item(paths.news),
  item(paths.trainings),
  item(paths.forCustomers),
  item(paths.faq, 'FAQ'),
];

/** While the profile loads: only what every signed-in role has (no points items for RDS/DTH to flash). */
export const commonNav: NavItem[] = [
  item(paths.home),
  item(paths.news),
  item(paths.trainings),
  item(paths.forCustomers),
  item(paths.faq, 'FAQ'),
];

/** Footer links, for everyone. */
export const footerNav: NavItem[] = [item(paths.aboutProgram), item(paths.contact)];
