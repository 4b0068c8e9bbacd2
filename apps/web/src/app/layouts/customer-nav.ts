import { href, paths, type RouteDef } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

const item = (def: RouteDef, label = def.title): NavItem => ({ to: def.path, label });

/** Main navigation for members who collect points. */
export const memberNav: NavItem[] = [
  item(paths.home),
  item(paths.myPoints),
  item(paths.myCodes),
  item(paths.myOrders),
  item(paths.points),
  item(paths.group),
  item(paths.ranking),
  { to: href(paths.messages, { page: null }), label: paths.messages.title },
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
