import { z } from 'zod';
import { dbId, idNumber, optionalText, searchText, text, Paging } from './common';

// ---- files (/api/files) ----

/**
 * Who may download a file: PUBLIC (anyone), GOLD (gold members and admins), ADMIN (admins), PRIVATE
 * (admins and the one who uploaded it: a member's attachment to /contact).
 */
export const FILE_VISIBILITIES = ['PUBLIC', 'GOLD', 'ADMIN', 'PRIVATE'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];
/** What `/api/files/upload` may be asked for; PRIVATE files come only from their own routes (`/api/messages/contact/attachment`). */
export const UPLOAD_VISIBILITIES = ['PUBLIC', 'GOLD', 'ADMIN'] as const;

/** Largest accepted upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Largest film an admin may upload (`POST /api/files/upload-video`, MP4). Kept in the database in parts
 * of 1 MiB, so it streams and serves byte ranges without ever being whole in memory.
 */
export const MAX_VIDEO_BYTES = 300 * 1024 * 1024;
/** For `<input type="file" accept>` of a film. */
export const VIDEO_ACCEPT = '.mp4,video/mp4';

/** A download key: a generated name and a 3–4 character extension; anything else is refused before the database. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]+\.[a-z0-9]{3,4}$/;

/** Kinds accepted by content (magic bytes), by MIME type → extension of the stored key. */
export const UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type UploadMimeType = keyof typeof UPLOAD_TYPES;
/** For `<input type="file" accept>`; the server decides by content anyway. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.docx,.xlsx';

export const FILE_MESSAGES = {
  noFile: 'Nie wybrano pliku (pole „file”)',
  notMultipart: 'Wyślij plik jako formularz multipart/form-data (pole „file”)',
  badType: 'Nieobsługiwany rodzaj pliku. Dozwolone: obrazy JPG, PNG, WEBP, GIF oraz dokumenty PDF, DOCX, XLSX',
  tooLarge: 'Plik jest za duży (maksymalnie 10 MB)',
  empty: 'Plik jest pusty',
  badKey: 'Nieprawidłowa nazwa pliku',
  notFound: 'Nie ma takiego pliku',
  visibilityAdminOnly: 'Tylko administrator może dodać plik o ograniczonym dostępie',
  goldOnly: 'Ten plik jest dostępny tylko dla członków grupy Gold',
  adminOnly: 'Ten plik jest dostępny tylko dla administratorów',
  privateOnly: 'Ten plik jest dostępny tylko dla osoby, która go przesłała, i dla administratorów',
  badVisibility: 'Nieprawidłowa widoczność pliku (PUBLIC, GOLD lub ADMIN)',
  tooManyParts: 'Za dużo pól lub plików w formularzu (jeden plik naraz)',
  badForm: 'Nieprawidłowy formularz z plikiem',
  badWidth: 'Nieprawidłowa szerokość zdjęcia (dozwolone: 320, 640, 1280)',
  videoType: 'Film musi być plikiem MP4',
  videoTooLarge: `Film jest za duży (maksymalnie ${MAX_VIDEO_BYTES / 1024 / 1024} MB)`,
} as const;

export const UploadQuery = z.strictObject({ visibility: z.enum(UPLOAD_VISIBILITIES).optional() });

/** Answer of POST /api/files/upload. */
export const UploadedFile = z.object({
  key: z.string(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** An anchored pattern (no NUL byte can pass it), so a bad key gets the file's own message. */
export const FileKeyParam = z.strictObject({ key: z.string().max(80).regex(FILE_KEY_PATTERN, FILE_MESSAGES.badKey) });

export const fileUrl = (key: string) => `/api/files/download/${key}`;

/** A key of an uploaded file in a JSON body (`/api/files/upload`'s answer). */
export const fileKey = z.string().max(80, FILE_MESSAGES.badKey).regex(FILE_KEY_PATTERN, FILE_MESSAGES.badKey);
/** An optional picture of a record: a file key, or none (null). */
export const optionalFileKey = fileKey.nullish().transform((v) => v ?? null);

/**
 * The widths (px) of the WebP copies kept of every uploaded JPG, PNG or WEBP photo
 * (`/api/files/download/{key}?w=640`). A GIF (maybe animated) and documents have none.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const RESIZABLE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;

export const DownloadQuery = z.object({
  w: z.coerce
    .number({ error: FILE_MESSAGES.badWidth })
    .int(FILE_MESSAGES.badWidth)
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), FILE_MESSAGES.badWidth)
    .optional(),
});

const OWN_PHOTO = /^\/api\/files\/download\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/;

/**
 * `srcset` for a photo of ours (one of its WebP widths per candidate), so the browser fetches the
 * smallest copy that fills the place; undefined for any other address (a GIF, an outside link).
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !OWN_PHOTO.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

// ---- gold group (/api/gold-groups, /api/gold-docs) ----

export const GOLD_MESSAGES = {
  notGold: 'Dokumenty grupy Gold są dostępne tylko dla członków grupy Gold',
  subgroupMissing: 'Nie ma takiej podgrupy',
  subgroupTaken: 'Podgrupa o tej nazwie już istnieje',
  memberNotGold: 'Ta osoba nie należy do grupy Gold',
  docMissing: 'Nie ma takiego dokumentu',
  fileMissing: 'Nie ma takiego pliku — prześlij go ponownie',
  subgroupInUse: (members: number, docs: number) =>
    `Podgrupa jest używana (członkowie: ${members}, dokumenty: ${docs}) — najpierw przenieś członków i usuń lub przenieś dokumenty`,
} as const;

export const GoldSubgroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  documentCount: z.number().int(),
  createdAt: z.string(),
});
export type GoldSubgroup = z.infer<typeof GoldSubgroup>;

export const GoldSubgroupBody = z.strictObject({ name: text(120), description: optionalText(1000) });
export type GoldSubgroupBody = z.input<typeof GoldSubgroupBody>;

/** `subgroupId`: a subgroup, or `none` for gold members outside every subgroup. */
export const GoldMemberQuery = Paging(1000, 50).extend({
  search: searchText(),
  subgroupId: z.union([z.literal('none'), idNumber]).optional(),
});
export type GoldMemberQuery = z.input<typeof GoldMemberQuery>;

/** A person in the gold and premium group lists. */
const GroupPerson = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  type: z.number().int(),
});

export const GoldMember = GroupPerson.extend({
  subgroupId: z.number().int().nullable(),
  subgroupName: z.string().nullable(),
});
export type GoldMember = z.infer<typeof GoldMember>;
export const GoldMemberList = z.object({ total: z.number().int(), data: z.array(GoldMember) });
export type GoldMemberList = z.infer<typeof GoldMemberList>;

export const GroupUserParam = z.strictObject({ userId: idNumber });
export const GoldMemberAssignBody = z.strictObject({ subgroupId: dbId.nullable() });
export type GoldMemberAssignBody = z.input<typeof GoldMemberAssignBody>;

export const GoldDoc = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  subgroupId: z.number().int().nullable(),
  subgroupName: z.string().nullable(),
  fileKey: z.string(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type GoldDoc = z.infer<typeof GoldDoc>;
/** GET /api/gold-docs: every document, or one subgroup's (`none`: those outside every subgroup). */
export const GoldDocQuery = z.strictObject({ subgroupId: z.union([z.literal('none'), idNumber]).optional() });
export type GoldDocQuery = z.input<typeof GoldDocQuery>;

/** POST /api/gold-docs — the file is uploaded first (`/api/files/upload?visibility=GOLD`). */
export const GoldDocBody = z.strictObject({
  title: text(200),
  description: optionalText(2000),
  fileKey: z.string().max(80).regex(FILE_KEY_PATTERN, FILE_MESSAGES.badKey),
  subgroupId: dbId.nullish().transform((v) => v ?? null),
});
export type GoldDocBody = z.input<typeof GoldDocBody>;

// ---- premium group (/api/premium-group) ----

export const PREMIUM_DEFAULTS = { points: 5000, months: 12 } as const;

/** The threshold: points earned in the last `months` months. */
export const PremiumSettings = z.strictObject({
  points: z
    .number({ error: 'Podaj liczbę punktów' })
    .int('Podaj liczbę całkowitą')
    .min(1, 'Próg musi wynosić co najmniej 1 punkt')
    .max(10_000_000, 'Próg może wynosić najwyżej 10 000 000 punktów'),
  months: z
    .number({ error: 'Podaj liczbę miesięcy' })
    .int('Podaj liczbę całkowitą')
    .min(1, 'Okres musi wynosić co najmniej 1 miesiąc')
    .max(120, 'Okres może wynosić najwyżej 120 miesięcy'),
});
export type PremiumSettings = z.infer<typeof PremiumSettings>;

export const PremiumQuery = Paging(1000, 50).extend({ search: searchText() });
export type PremiumQuery = z.input<typeof PremiumQuery>;

export const PremiumRow = GroupPerson.extend({
  isPremium: z.boolean(),
  /** Points earned in the settings' window. */
  earned: z.number().int(),
});
export type PremiumRow = z.infer<typeof PremiumRow>;
export const PremiumList = z.object({ total: z.number().int(), settings: PremiumSettings, data: z.array(PremiumRow) });
export type PremiumList = z.infer<typeof PremiumList>;
