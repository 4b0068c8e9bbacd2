import { paths } from '../../config/paths';

/**
 * The signed-in staff member's own account pages, in the menu under their name in the app bar
 * (AdminAccountMenu). Every role has them (they are in no area). One line per page.
 */
export const adminAccountLinks: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Moje sesje', to: paths.admin.account.sessions.path },
  { label: 'Logowanie dwuetapowe', to: paths.admin.account.security.path },
];
