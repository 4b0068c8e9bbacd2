import { z } from 'zod';
import { CurrentRegulation } from './content';
import { profileFields } from './common';
import { ROLE_CODES, USER_STATUSES } from './constants';
import { STAFF_ROLE_CODES } from './staff';

export const RoleCodeSchema = z.literal(ROLE_CODES);
export const UserStatusSchema = z.enum(USER_STATUSES);

/** The signed-in member's own data (GET /api/users/me). */
export const Me = z.object({
  id: z.number().int(),
  email: z.string(),
  type: RoleCodeSchema,
  status: UserStatusSchema,
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  street: z.string().nullable(),
  photo: z.string().nullable(),
  photoSmall: z.string().nullable(),
  isGold: z.boolean(),
  isPremium: z.boolean(),
  marketingConsent: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Me = z.infer<typeof Me>;

/** Compact profile the customer shell loads at start (GET /api/users/me-client). */
export const MeClient = z.object({
  id: z.number().int(),
  type: RoleCodeSchema,
  status: UserStatusSchema,
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  email: z.string(),
  isGold: z.boolean(),
  isPremium: z.boolean(),
  /** true for DTH and RDS: they see statistics, not points. */
  isEmployee: z.boolean(),
  /** true when the member may order prizes (ACTIVE_CONFIRMED and a points role). */
  canOrder: z.boolean(),
  /** A regulations version published since the member last accepted one: they must accept it (or sign out). */
  regulationsToAccept: CurrentRegulation.nullable(),
});
export type MeClient = z.infer<typeof MeClient>;

/** PATCH /api/users/me — what a member may change about themself. */
export const UpdateMeBody = z.strictObject({
  ...profileFields,
  marketingConsent: z.boolean(),
});
export type UpdateMeBody = z.input<typeof UpdateMeBody>;

/** The signed-in admin (GET /api/admin/me). */
export const AdminMe = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** The staff role (which areas the back office shows); null: none (no area at all). */
  staffRole: z.enum(STAFF_ROLE_CODES).nullable().optional(),
});
export type AdminMe = z.infer<typeof AdminMe>;

/** The name an erased (anonymised) account keeps, as lists and orders show it. */
export const ANONYMISED_NAME = { firstname: 'Konto', lastname: 'usunięte' } as const;
