import { z } from 'zod';
import { email, phone, safeString, searchText, orNone, Paging } from './common';
import { FIELD_MESSAGES } from './messages';

export const WEBSITE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];
export const WEBSITE_STATUS_LABELS: Record<WebsiteStatus, string> = {
  PENDING: 'Oczekuje na akceptację',
  APPROVED: 'Opublikowana',
  REJECTED: 'Odrzucona',
};
export const WEBSITE_MAX_PHOTOS = 10;

/** Refusals of the card's free text (the server keeps plain text only). `label` names the field. */
/** The card's field labels, as the form shows them and as server messages name them. */
export const WEBSITE_FIELD_LABELS = {
  name: 'Nazwa',
  services: 'Usługi',
  area: 'Obszar działania',
  description: 'Opis',
  reason: 'Powód odrzucenia',
} as const;

export const WEBSITE_MESSAGES = {
  onlyMarkup: (label: string) => `${label}: to pole nie może zawierać samych znaczników HTML`,
  markup: (label: string) => `${label}: usuń znaczniki HTML (np. <b>) — wizytówka przyjmuje zwykły tekst`,
  tooDeep: (label: string) => `${label}: tekst jest wielokrotnie zakodowany jako HTML — wpisz zwykły tekst`,
  reasonRequired: 'Podaj powód odrzucenia',
  photoMissing: (key: string) => `Nie ma takiego przesłanego zdjęcia (${key}) — prześlij je ponownie`,
  notPhoto: (key: string) => `Plik ${key} nie jest zdjęciem`,
  photoNotPublic: (key: string) => `Zdjęcie ${key} nie jest publiczne — prześlij je ponownie`,
} as const;

/** Multi-line plain text (the server strips any HTML before saving). */
const plain = (max: number) => safeString().trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.tooLong(max));
const optionalPlain = (max: number) =>
  safeString()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
/** A file key from POST /api/files/upload (an anchored pattern: no NUL byte passes). */
export const FileKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/, 'Nieprawidłowy identyfikator pliku');

/** PUT /api/users/me/website — the contractor's business card; any change sends it back for approval. */
export const WebsiteBody = z.strictObject({
  name: plain(120),
  services: plain(2000),
  area: plain(300),
  description: optionalPlain(5000),
  phone: orNone(phone),
  email: orNone(email),
  photos: z
    .array(FileKey)
    .max(WEBSITE_MAX_PHOTOS, `Maksymalnie ${WEBSITE_MAX_PHOTOS} zdjęć`)
    .optional()
    .default([])
    .refine((keys) => new Set(keys).size === keys.length, 'Zdjęcie powtarza się na liście'),
});
export type WebsiteBody = z.input<typeof WebsiteBody>;

/** A business card as its owner and the admins see it. Photos are file keys: `/api/files/download/{key}`. */
export const ContractorWebsite = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  name: z.string(),
  services: z.string(),
  area: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(WEBSITE_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractorWebsite = z.infer<typeof ContractorWebsite>;

/** GET /api/users/me/website — null while the contractor has not saved a card. */
export const MyWebsiteResponse = z.object({ website: ContractorWebsite.nullable() });
export type MyWebsiteResponse = z.infer<typeof MyWebsiteResponse>;

export const WebsiteListQuery = Paging(1000, 50).extend({ status: z.enum(WEBSITE_STATUSES).optional() });
export type WebsiteListQuery = z.input<typeof WebsiteListQuery>;
export const WebsiteListResponse = z.object({ total: z.number().int(), data: z.array(ContractorWebsite) });
export type WebsiteListResponse = z.infer<typeof WebsiteListResponse>;

export const RejectWebsiteBody = z.strictObject({ reason: plain(500) });
export type RejectWebsiteBody = z.input<typeof RejectWebsiteBody>;

/** GET /api/contractor-websites/public — approved cards only, without review data. */
export const PublicWebsite = ContractorWebsite.pick({
  id: true,
  name: true,
  services: true,
  area: true,
  description: true,
  phone: true,
  email: true,
  photos: true,
  updatedAt: true,
});
export type PublicWebsite = z.infer<typeof PublicWebsite>;
export const PublicWebsiteQuery = Paging(100, 24).extend({ search: searchText() });
export const PublicWebsiteListResponse = z.object({ total: z.number().int(), data: z.array(PublicWebsite) });
