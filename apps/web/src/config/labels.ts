import { MEMBER_STATUS_LABELS, ROLES, type RoleCode, type UserStatus } from '@klub/contracts/constants';

/** Polish names of roles and member statuses (glossary-pl.md). */
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

export const STATUS_LABELS: Record<UserStatus, string> = MEMBER_STATUS_LABELS;

/** Choices offered at registration (SELF_REGISTRATION_ROLES). */
export const REGISTRATION_ROLE_OPTIONS = [
  { value: ROLES.CONTRACTOR, label: 'Wykonawca — malarz, firma remontowa' },
  { value: ROLES.ARCHITECT, label: 'Architekt lub projektant' },
  { value: ROLES.USER, label: 'Inna działalność' },
] as const;
