/** Business constants from spec §9; one place for server and web. */
export const APP_VERSION = '1.1.6';

export const ROLES = {
  ADMIN: 1,
  USER: 11,
  CONTRACTOR: 21,
  ARCHITECT: 31,
  DTH: 41,
  RDS: 61,
} as const;
export type RoleName = keyof typeof ROLES;
export type RoleCode = (typeof ROLES)[RoleName];
export const ROLE_CODES = Object.values(ROLES) as RoleCode[];

/** Roles that collect points, hold a basket, receive messages and appear in the ranking. */
export const POINTS_ROLES: readonly RoleCode[] = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT];
/** Provider's employees: created by an admin, see statistics, have no points. */
export const EMPLOYEE_ROLES: readonly RoleCode[] = [ROLES.DTH, ROLES.RDS];
/** Every role that signs in to the customer area. */
export const CUSTOMER_ROLES: readonly RoleCode[] = [...POINTS_ROLES, ...EMPLOYEE_ROLES];
/** Polish names of roles (glossary-pl.md): the screens and the server's PDFs. */
export const ROLE_LABELS: Record<RoleCode, string> = {
  [ROLES.ADMIN]: 'Administrator',
  [ROLES.USER]: 'Inna działalność',
  [ROLES.CONTRACTOR]: 'Wykonawca',
  [ROLES.ARCHITECT]: 'Architekt lub projektant',
  [ROLES.DTH]: 'DTH — Doradca Techniczno-Handlowy',
  [ROLES.RDS]: 'RDS — Regionalny Dyrektor Sprzedaży',
};
/** A role's name without its expansion ("DTH", not "DTH — Doradca…"): table cells and check boxes. */
export const roleShortLabel = (role: number): string => ROLE_LABELS[role as RoleCode]?.split(' — ')[0] ?? String(role);
/** Roles a person may choose when registering. */
export const SELF_REGISTRATION_ROLES = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT] as const;

export const USER_STATUSES = ['NOT_ACTIVE', 'ACTIVE', 'ACTIVE_CONFIRMED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** A member's status in words (glossary-pl.md): lists, exports, statistics. */
export const MEMBER_STATUS_LABELS: Record<UserStatus, string> = {
  NOT_ACTIVE: 'Nieaktywny',
  ACTIVE: 'Aktywny',
  ACTIVE_CONFIRMED: 'Aktywny — potwierdzony',
};
export const STATUS_FILTERS = ['ALL', ...USER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const POINT_SOURCES = {
  CLUB_ADMIN: 1,
  MOBILE_APP: 2,
  MANUALLY_ADDED_BY_ADMIN: 3,
  DELETED_ORDER: 4,
  DELETED_ORDER_ELEMENT: 5,
} as const;

export const PAGE_SIZES = {
  news: 24,
  articles: 24,
  prizes: 10000,
  favorites: 100,
  messages: 1000,
  homeNews: 10,
  trainings: 1000,
  ranking: 20,
  members: 10000,
  codes: 10000,
  adminArticles: 10000,
  distributors: 9999,
  orders: 99999,
  points: 99999,
  customerArticles: 9999,
} as const;

export const EXPIRING_SOON_DAYS = 60;
export const INACTIVITY_TIMEOUT_MS = 600_000;
export const INACTIVITY_CHECK_MS = 5_000;
export const TOAST_DURATION_MS = 6_000;
/** Below this width the customer area shows only the mobile-app promo page. */
export const MOBILE_PROMO_MAX_WIDTH = 768;
