import { z } from 'zod';
import { dbId, email, idNumber, optionalText, phone, profileFields, searchText, text, Paging } from './common';
import { ROLE_CODES, ROLES, STATUS_FILTERS, USER_STATUSES } from './constants';
import { FIELD_MESSAGES } from './messages';
import { MEMBER_MESSAGES } from './api-messages';

/** How many distributors a member may name. */
export const MAX_MEMBER_DISTRIBUTORS = 20;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
export const MEMBER_SORTS = ['lastname', 'email', 'createdAt', 'lastLoginAt', 'balance', 'companyName', 'city'] as const;

/** GET /api/users — server-side paging, sorting and filtering of people (admin). */
export const MemberListQuery = Paging(10_000, 20).extend({
  search: searchText(),
  status: z.enum(STATUS_FILTERS).optional().default('ALL'),
  role: z
    .enum(ROLE_CODES.map(String) as [string, ...string[]], { error: 'Nieznany rodzaj konta' })
    .transform(Number)
    .optional(),
  regionId: idNumber.optional(),
  dthId: idNumber.optional(),
  /** true: employees only (DTH and RDS, the back office's "Pracownicy"); false: everyone but them. */
  employees: boolParam.optional(),
  isGold: boolParam.optional(),
  isPremium: boolParam.optional(),
  sort: z.enum(MEMBER_SORTS).optional().default('lastname'),
  order: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type MemberListQuery = z.input<typeof MemberListQuery>;

export const MemberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  nip: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(USER_STATUSES),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  dthId: z.number().int().nullable(),
  dthName: z.string().nullable(),
  isGold: z.boolean(),
  isPremium: z.boolean(),
  balance: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof MemberRow>;
export const MemberListResponse = z.object({
  total: z.number().int(),
  /** true when more than `total` match (counting stops at 100 000; narrow the filters to page further). */
  totalCapped: z.boolean().optional(),
  data: z.array(MemberRow),
});
export type MemberListResponse = z.infer<typeof MemberListResponse>;

export const MemberDetails = MemberRow.extend({
  postCode: z.string().nullable(),
  street: z.string().nullable(),
  rdsId: z.number().int().nullable(),
  rdsName: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  regulationsAcceptedAt: z.string().nullable(),
  /** The distributors the member buys from (the contractor-distributor report). */
  distributors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MemberDetails = z.infer<typeof MemberDetails>;

const memberFields = {
  ...profileFields,
  regionId: dbId.nullish().transform((v) => v ?? null),
  marketingConsent: z.boolean().optional().default(false),
};

/** POST /api/users — an admin adds a member; they get an e-mail link to set their password. */
export const MemberCreateBody = z.strictObject({
  email,
  type: z.literal([ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT], { error: FIELD_MESSAGES.role }),
  status: z.enum(USER_STATUSES).optional().default('ACTIVE'),
  dthId: dbId.nullish().transform((v) => v ?? null),
  /** The distributors the member buys from; left as they are when absent. */
  distributorIds: z.array(dbId).max(MAX_MEMBER_DISTRIBUTORS, MEMBER_MESSAGES.tooManyDistributors(MAX_MEMBER_DISTRIBUTORS)).optional(),
  ...memberFields,
});
export type MemberCreateBody = z.input<typeof MemberCreateBody>;

/** PATCH /api/users/{id} — an admin edits a member (status changes included: confirm → ACTIVE_CONFIRMED). */
export const MemberUpdateBody = MemberCreateBody;
export type MemberUpdateBody = z.input<typeof MemberUpdateBody>;

/** PATCH /api/users/{id}/status — confirm (ACTIVE_CONFIRMED), activate or deactivate, for members and employees. */
export const StatusBody = z.strictObject({ status: z.enum(USER_STATUSES) });
export type StatusBody = z.input<typeof StatusBody>;

export const GoldBody = z.strictObject({ isGold: z.boolean() });
export const PremiumBody = z.strictObject({ isPremium: z.boolean() });

/** POST /api/users/employee (and PATCH with `id`) — DTH and RDS accounts. A DTH reports to one RDS. */
export const EmployeeBody = z.strictObject({
  email,
  type: z.literal([ROLES.DTH, ROLES.RDS], { error: 'Wybierz: DTH lub RDS' }),
  firstname: text(60),
  lastname: text(80),
  phone,
  city: optionalText(80),
  regionId: dbId.nullish().transform((v) => v ?? null),
  rdsId: dbId.nullish().transform((v) => v ?? null),
});
export type EmployeeBody = z.input<typeof EmployeeBody>;
export const EmployeeUpdateBody = EmployeeBody.extend({ id: dbId });
export type EmployeeUpdateBody = z.input<typeof EmployeeUpdateBody>;

export const PersonRef = z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), phone: z.string().nullable() });
export type PersonRef = z.infer<typeof PersonRef>;

export const RegionBody = z.strictObject({ name: text(80) });
export const District = z.object({ id: z.number().int(), name: z.string(), regionId: z.number().int(), regionName: z.string() });
export type District = z.infer<typeof District>;
/** GET /api/districts: every district, or one region's. */
export const DistrictQuery = z.strictObject({ regionId: idNumber.optional() });
export type DistrictQuery = z.input<typeof DistrictQuery>;
export const DistrictBody = z.strictObject({ name: text(80), regionId: dbId });
export type DistrictBody = z.input<typeof DistrictBody>;
