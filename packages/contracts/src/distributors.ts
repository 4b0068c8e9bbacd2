import { z } from 'zod';
import { dbId, email, idNumber, optionalNip, optionalText, phone, postCode, searchText, text, orNone, Paging } from './common';

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A distributor (wholesaler). `isAuthorized` false = waiting for an admin to authorise it. */
export const Distributor = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  street: z.string().nullable(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  isAuthorized: z.boolean(),
  authorizedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Distributor = z.infer<typeof Distributor>;

/** The distributor's own fields, shared by the form and each CSV row. */
export const distributorFields = {
  name: text(200),
  nip: optionalNip,
  email: orNone(email),
  phone: orNone(phone),
  city: optionalText(80),
  postCode: orNone(postCode),
  street: optionalText(120),
};

/**
 * POST /api/distributors and PATCH /api/distributors/{id}. A distributor an admin adds by hand is
 * authorised unless `isAuthorized: false` is sent; PATCH leaves the authorisation as it is when
 * the field is missing.
 */
export const DistributorBody = z.strictObject({
  ...distributorFields,
  regionId: dbId.nullish().transform((v) => v ?? null),
  isAuthorized: z.boolean().optional(),
});
export type DistributorBody = z.input<typeof DistributorBody>;
/** PATCH /api/distributors/{id}/authorize: authorise the distributor, or take the authorisation back. */
export const DistributorAuthorizeBody = z.strictObject({ isAuthorized: z.boolean() });
export type DistributorAuthorizeBody = z.input<typeof DistributorAuthorizeBody>;

/** GET /api/distributors — the client asks for 9999 at once (spec §9). */
export const DistributorListQuery = Paging(9999, 50).extend({
  search: searchText(),
  isAuthorized: boolParam.optional(),
  regionId: idNumber.optional(),
});
export type DistributorListQuery = z.input<typeof DistributorListQuery>;

export const DistributorListResponse = z.object({ total: z.number().int(), data: z.array(Distributor) });
export type DistributorListResponse = z.infer<typeof DistributorListResponse>;

/** The distributors CSV import's columns: the label (as the template shows it) and other accepted names. */
export const DISTRIBUTOR_CSV_COLUMNS = {
  name: { label: 'nazwa', aliases: ['name'], required: true },
  nip: { label: 'NIP' },
  email: { label: 'e-mail', aliases: ['email', 'mail'] },
  phone: { label: 'telefon', aliases: ['phone', 'tel'] },
  city: { label: 'miasto', aliases: ['city', 'miejscowość'] },
  postCode: { label: 'kod pocztowy', aliases: ['kod', 'postcode', 'post code'] },
  street: { label: 'ulica', aliases: ['street', 'adres'] },
  region: { label: 'region', aliases: ['województwo', 'wojewodztwo'] },
} as const satisfies Record<string, { label: string; aliases?: readonly string[]; required?: boolean }>;
