import { MEMBER_STATUS_LABELS, ROLE_LABELS, ROLES, roleShortLabel, type UserStatus } from '@klub/contracts/constants';

/** Polish names of roles (glossary-pl.md); the server's PDFs use the same (contracts). */
export { ROLE_LABELS, roleShortLabel };

export const STATUS_LABELS: Record<UserStatus, string> = MEMBER_STATUS_LABELS;

/** Choices offered at registration (SELF_REGISTRATION_ROLES). */
export const REGISTRATION_ROLE_OPTIONS = [
  { value: ROLES.CONTRACTOR, label: 'Wykonawca — malarz, firma remontowa' },
  { value: ROLES.ARCHITECT, label: 'Architekt lub projektant' },
  { value: ROLES.USER, label: 'Inna działalność' },
] as const;
