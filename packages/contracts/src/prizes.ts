import { z } from 'zod';
import { idNumber, INT4_MAX, optionalText, safeString, searchText, text, Paging } from './common';
import { FILE_KEY_PATTERN } from './files';

/** Prize catalogue: groups (a tree), prizes, variants, thresholds, converter, favourites, partner shops. */

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const whole = (min: number, max: number) =>
  z.number({ error: 'Podaj liczbę' }).int('Podaj liczbę całkowitą').min(min, `Najmniej ${min}`).max(max, `Najwięcej ${max}`);

/** A stored file's key (from POST /api/files/upload); an anchored pattern, so no NUL byte passes. */
const fileKey = z.string().max(200, 'Nieprawidłowy klucz pliku').regex(FILE_KEY_PATTERN, 'Nieprawidłowy klucz pliku');

/** Most favourites a member keeps (spec §9: favourites page size 100). */
export const MAX_FAVOURITES = 100;
export const CONVERTER_DEFAULT = 10;

// ---- groups ----

export interface PrizeGroup {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  image: string | null;
  pos: number;
  isActive: boolean;
  /** Prizes directly in this group (customers: visible ones only). */
  prizesCount: number;
  subRows: PrizeGroup[];
}
/**
 * The API schema of a group node. `subRows` holds nodes of the same shape; it is not declared
 * recursively because the OpenAPI generator cannot reference an unnamed recursive schema.
 */
export const PrizeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  image: z.string().nullable(),
  pos: z.number().int(),
  isActive: z.boolean(),
  prizesCount: z.number().int(),
  subRows: z.array(z.unknown()).describe('Podgrupy: węzły o tym samym kształcie'),
});

export const PrizeGroupBody = z.strictObject({
  name: text(120),
  description: optionalText(2000),
  parentId: idNumber.nullish().transform((v) => v ?? null),
  image: fileKey.nullish().transform((v) => v ?? null),
  pos: whole(0, 1_000_000).optional().default(0),
  isActive: z.boolean().optional().default(true),
});
export type PrizeGroupBody = z.input<typeof PrizeGroupBody>;
export const PrizeGroupPatch = z.strictObject({
  name: text(120).optional(),
  description: optionalText(2000).optional(),
  parentId: idNumber.nullish(),
  image: fileKey.nullish(),
  pos: whole(0, 1_000_000).optional(),
  isActive: z.boolean().optional(),
});
export type PrizeGroupPatch = z.input<typeof PrizeGroupPatch>;
export const PrizeGroupTreeQuery = z.strictObject({ all: boolParam.optional() });

// ---- prizes ----

export const PrizeCharacteristic = z.object({
  id: z.number().int(),
  prizeId: z.number().int(),
  name: z.string(),
  value: z.string(),
  pos: z.number().int(),
});
export type PrizeCharacteristic = z.infer<typeof PrizeCharacteristic>;

export const PrizeRow = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  images: z.array(z.string()),
  pointsPrice: z.number().int(),
  plnPrice: z.number().nullable(),
  stock: z.number().int(),
  isActive: z.boolean(),
  shopNumber: z.number().int().nullable(),
  pos: z.number().int(),
  characteristicsCount: z.number().int(),
  isFavorite: z.boolean(),
});
export type PrizeRow = z.infer<typeof PrizeRow>;
export const PrizeListResponse = z.object({ total: z.number().int(), data: z.array(PrizeRow) });
export type PrizeListResponse = z.infer<typeof PrizeListResponse>;

export const PrizeDetails = PrizeRow.extend({ description: z.string(), characteristics: z.array(PrizeCharacteristic) });
export type PrizeDetails = z.infer<typeof PrizeDetails>;

export const PrizeListQuery = Paging(10_000, 10_000)
  .extend({
    groupId: idNumber.optional(),
    thresholdId: idNumber.optional(),
    minPoints: z.coerce.number().int().min(0).max(100_000_000).optional(),
    maxPoints: z.coerce.number().int().min(0).max(100_000_000).optional(),
    search: searchText(),
    shopNumber: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
    /** Admins only: filter by the active flag (customers always see active prizes only). */
    isActive: boolParam.optional(),
  })
  .strict();
export type PrizeListQuery = z.input<typeof PrizeListQuery>;

const plnPrice = z
  .number({ error: 'Podaj cenę' })
  .positive('Cena musi być większa od zera')
  .max(10_000_000, 'Najwięcej 10 000 000 zł')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Najwyżej dwa miejsca po przecinku');

const prizeFields = {
  groupId: idNumber.nullish(),
  name: text(200),
  /** Rich text (HTML); the server sanitises it. */
  description: safeString().max(50_000, 'Maksymalnie 50000 znaków').optional(),
  images: z.array(fileKey).max(20, 'Najwyżej 20 zdjęć').optional(),
  pointsPrice: whole(1, 100_000_000).optional(),
  plnPrice: plnPrice.nullish(),
  stock: whole(0, 10_000_000).optional(),
  isActive: z.boolean().optional(),
  shopNumber: z.number().int().min(1).max(INT4_MAX).nullish(),
  pos: whole(0, 1_000_000).optional(),
};
/** Without `pointsPrice` the points price is computed from `plnPrice` and the converter. */
export const PrizeBody = z
  .strictObject(prizeFields)
  .refine((b) => b.pointsPrice !== undefined || (b.plnPrice !== undefined && b.plnPrice !== null), {
    message: 'Podaj cenę w punktach lub cenę w złotych',
    path: ['pointsPrice'],
  });
export type PrizeBody = z.input<typeof PrizeBody>;
export const PrizePatch = z.strictObject({ ...prizeFields, name: text(200).optional() });
export type PrizePatch = z.input<typeof PrizePatch>;

export const CharacteristicBody = z.strictObject({
  prizeId: idNumber,
  name: text(60),
  value: text(120),
  pos: whole(0, 1_000_000).optional().default(0),
});
export type CharacteristicBody = z.input<typeof CharacteristicBody>;
export const CharacteristicPatch = z.strictObject({
  name: text(60).optional(),
  value: text(120).optional(),
  pos: whole(0, 1_000_000).optional(),
});
export type CharacteristicPatch = z.input<typeof CharacteristicPatch>;

export const AssignCategoryBody = z.strictObject({
  prizeIds: z.array(idNumber).min(1, 'Wybierz co najmniej jedną nagrodę').max(10_000, 'Najwyżej 10000 nagród naraz'),
  groupId: idNumber,
});
export type AssignCategoryBody = z.input<typeof AssignCategoryBody>;
export const UpdatedResponse = z.object({ updated: z.number().int(), message: z.string() });
export type UpdatedResponse = z.infer<typeof UpdatedResponse>;

// ---- converter ----

export const Converter = z.object({ pointsPerPln: z.number() });
export type Converter = z.infer<typeof Converter>;
export const ConverterBody = z.strictObject({
  pointsPerPln: z
    .number({ error: 'Podaj liczbę punktów za 1 zł' })
    .positive('Przelicznik musi być większy od zera')
    .max(100_000, 'Najwięcej 100000'),
});
export type ConverterBody = z.input<typeof ConverterBody>;

/** Points price of a PLN price under the converter (same rule as `convert-prizes`): rounded up, at least 1. */
export function pointsForPln(pln: number, pointsPerPln: number): number {
  // Round to 1e-6 first so that 19.99 × 10 is 200, not 199.9000000002 → 200 (ceil of float noise).
  return Math.max(1, Math.ceil(Math.round(pln * pointsPerPln * 1e6) / 1e6));
}

// ---- thresholds ----

export const PrizeThreshold = z.object({
  id: z.number().int(),
  name: z.string(),
  minPoints: z.number().int(),
  maxPoints: z.number().int().nullable(),
  pos: z.number().int(),
});
export type PrizeThreshold = z.infer<typeof PrizeThreshold>;
export const PrizeThresholdBody = z
  .strictObject({
    name: text(80),
    minPoints: whole(0, 100_000_000),
    maxPoints: whole(0, 100_000_000)
      .nullish()
      .transform((v) => v ?? null),
    pos: whole(0, 1_000_000).optional().default(0),
  })
  .refine((b) => b.maxPoints === null || b.maxPoints >= b.minPoints, {
    message: 'Górna granica nie może być mniejsza od dolnej',
    path: ['maxPoints'],
  });
export type PrizeThresholdBody = z.input<typeof PrizeThresholdBody>;

// ---- favourites ----

export const FavoriteBody = z.strictObject({ prizeId: idNumber });
export type FavoriteBody = z.input<typeof FavoriteBody>;

// ---- partner shops ----

export const PartnerShop = z.object({
  id: z.number().int(),
  shopNumber: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  prizesCount: z.number().int(),
});
export type PartnerShop = z.infer<typeof PartnerShop>;
export const PartnerShopBody = z.strictObject({
  shopNumber: whole(1, INT4_MAX),
  name: text(160),
  email: safeString()
    .trim()
    .max(254, 'Maksymalnie 254 znaków')
    .pipe(z.union([z.literal(''), z.email('Podaj poprawny adres e-mail')]))
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  url: safeString()
    .trim()
    .max(500, 'Maksymalnie 500 znaków')
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Podaj adres strony zaczynający się od http:// lub https://' })]))
    .nullish()
    .transform((v) => v || null),
});
export type PartnerShopBody = z.input<typeof PartnerShopBody>;
