import { z } from 'zod';
import { dbId, idNumber, isoDay, MessageResponse, Paging, safeString, searchText, text } from './common';
import { FIELD_MESSAGES } from './messages';

/** Ledger sources: spec §9 (1–5) plus ours above 100 (docs/domain.md). */
export const LEDGER_SOURCES = {
  CLUB_ADMIN: 1,
  MOBILE_APP: 2,
  MANUALLY_ADDED_BY_ADMIN: 3,
  DELETED_ORDER: 4,
  DELETED_ORDER_ELEMENT: 5,
  TRANSFER: 101,
  EXPIRED: 102,
  ORDER: 103,
  CONTEST_AWARD: 104,
  /** A bonus-point campaign's bonus on a code (docs/domain.md "Akcje punktowe"). */
  CAMPAIGN: 105,
} as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[keyof typeof LEDGER_SOURCES];

/** Human-readable Polish names of ledger sources, for history lists. */
export const LEDGER_SOURCE_LABELS: Record<number, string> = {
  1: 'Kod wpisany na stronie',
  2: 'Kod wpisany w aplikacji mobilnej',
  3: 'Punkty przyznane przez administratora',
  4: 'Zwrot za anulowane zamówienie',
  5: 'Zwrot za usunięty element zamówienia',
  101: 'Przeniesienie punktów',
  102: 'Wygaśnięcie punktów',
  103: 'Zamówienie nagród',
  104: 'Nagroda w konkursie',
  105: 'Akcja punktowa',
};

export const CODE_BLOCK = { maxFailures: 10, windowSeconds: 3600 } as const;
export const MAX_CODES_PER_PASTE = 50;
export const MAX_BATCH_SIZE = 200_000;

/** Group names match packages to groups with quotes stripped and whitespace trimmed (spec §3). */
export function normalizeGroupName(name: string): string {
  return name.replace(/["'„”“«»]/g, '').trim();
}

const nonNegativeInt = (max: number) =>
  z.number().int('Podaj liczbę całkowitą').min(0, 'Wartość nie może być ujemna').max(max, `Maksymalnie ${max}`);

// ---- points table (product catalogue) ----

export const PointsGroup = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type PointsGroup = z.infer<typeof PointsGroup>;
export const PointsGroupBody = z.strictObject({ name: text(120), isActive: z.boolean().optional().default(true) });
export type PointsGroupBody = z.input<typeof PointsGroupBody>;

/** A points package (spec "points entry"). */
export const PointsEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  points: z.number().int(),
  orderPoints: z.number().int(),
  expiresAt: z.string().nullable(),
  isNotActual: z.boolean(),
  pos: z.number().int(),
  codesCount: z.number().int().optional(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;
export const PointsEntryBody = z.strictObject({
  name: text(160),
  groupName: text(120),
  points: nonNegativeInt(1_000_000),
  orderPoints: nonNegativeInt(1_000_000).optional().default(0),
  expiresAt: isoDay.nullish().transform((v) => v ?? null),
  isNotActual: z.boolean().optional().default(false),
  pos: z.number().int().min(0).max(1_000_000).optional().default(0),
});
export type PointsEntryBody = z.input<typeof PointsEntryBody>;

// ---- codes ----

export const CodeInput = safeString().trim().min(1, FIELD_MESSAGES.required).max(40, 'Kod jest za długi');
export const RedeemBody = z.strictObject({ code: CodeInput });
export type RedeemBody = z.input<typeof RedeemBody>;
export const RedeemManyBody = z.strictObject({
  codes: z
    .array(CodeInput)
    .min(1, 'Wpisz co najmniej jeden kod')
    .max(MAX_CODES_PER_PASTE, `Naraz możesz wpisać najwyżej ${MAX_CODES_PER_PASTE} kodów`),
});
export type RedeemManyBody = z.input<typeof RedeemManyBody>;

/** A bonus-point campaign's bonus credited with a code ("+N pkt — Akcja …"; docs/domain.md "Akcje punktowe"). */
export const CodeBonus = z.object({ campaign: z.string(), points: z.number().int() });
export type CodeBonus = z.infer<typeof CodeBonus>;

export const RedeemResult = z.object({
  code: z.string(),
  /** Points credited by THIS request: the code's points, or 0 when the code was already the member's. */
  points: z.number().int(),
  /** The code's own points (its package's), also when nothing was credited now. */
  codePoints: z.number().int(),
  /**
   * True when the code was already on this member's account (a retry, or entered before): the same 200,
   * nothing credited (`points: 0`), `message` "Ten kod jest już na Twoim koncie".
   */
  alreadyRedeemed: z.boolean(),
  packageName: z.string(),
  balance: z.number().int(),
  message: z.string(),
  /** Bonus-point campaigns' bonuses credited with the code by this request ("+N pkt — Akcja …"); none: empty. */
  bonuses: z.array(CodeBonus).optional(),
  /** The fraud guard held the code's points (and its campaigns' bonuses) for review: `points` 0, `message` "… Punkty czekają na weryfikację". */
  held: z.object({ points: z.number().int() }).optional(),
});
export type RedeemResult = z.infer<typeof RedeemResult>;
export const RedeemManyResult = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      /** Accepted: credited now, or already the member's (`alreadyRedeemed`); false: refused, `message` says why. */
      ok: z.boolean(),
      /** Points credited now (0 for an already-own or refused code). */
      points: z.number().int(),
      alreadyRedeemed: z.boolean(),
      message: z.string(),
      /** Campaigns' bonuses credited with this code (as in RedeemResult). */
      bonuses: z.array(CodeBonus).optional(),
      /** Held for review (as in RedeemResult): accepted, nothing credited now. */
      held: z.object({ points: z.number().int() }).optional(),
    }),
  ),
  /** Points credited by this request, campaigns' bonuses included: codes already on the account do not count. */
  credited: z.number().int(),
  /** Codes credited by this request. */
  creditedCodes: z.number().int(),
  balance: z.number().int(),
});
export type RedeemManyResult = z.infer<typeof RedeemManyResult>;

/** A code as its member sees it (GET /api/users/me/codes). */
export const MemberCode = z.object({
  id: z.number().int(),
  code: z.string(),
  points: z.number().int(),
  packageName: z.string(),
  groupName: z.string(),
  redeemedAt: z.string(),
  source: z.number().int(),
  isNotActual: z.boolean(),
  /** The fraud guard holds its points (PENDING) or voided it (REJECTED); absent or null: credited as usual. */
  review: z.enum(['PENDING', 'REJECTED']).nullable().optional(),
});
export const CodesResponse = z.object({ total: z.number().int(), allNotActual: z.boolean(), data: z.array(MemberCode) });
export type CodesResponse = z.infer<typeof CodesResponse>;
/** GET /api/users/me/codes: a page of my codes. */
export const MyCodesQuery = Paging(10_000, 20);
export type MyCodesQuery = z.input<typeof MyCodesQuery>;
/** GET /api/users/{id}/codes: a page of one member's codes (admin). */
export const MemberCodesQuery = Paging(10_000, 50);
export type MemberCodesQuery = z.input<typeof MemberCodesQuery>;

export const CODE_STATUSES = ['NEW', 'USED'] as const;
export const CodeSearchQuery = Paging(10_000, 50).extend({
  code: searchText(40),
  userId: idNumber.optional(),
  packageId: idNumber.optional(),
  batchId: idNumber.optional(),
  status: z.enum(CODE_STATUSES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export const AdminCode = z.object({
  id: z.number().int(),
  code: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  points: z.number().int(),
  batchId: z.number().int().nullable(),
  status: z.enum(CODE_STATUSES),
  redeemedAt: z.string().nullable(),
  source: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminCode = z.infer<typeof AdminCode>;
export const AdminCodesResponse = z.object({ total: z.number().int(), data: z.array(AdminCode) });
export type AdminCodesResponse = z.infer<typeof AdminCodesResponse>;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const CodeEvent = z.object({ at: z.string(), event: z.string(), actor: z.string().nullable() });
export const AdminCodeDetails = AdminCode.extend({ history: z.array(CodeEvent) });
export type AdminCodeDetails = z.infer<typeof AdminCodeDetails>;

export const GenerateBatchBody = z.strictObject({
  packageId: dbId,
  count: z.number().int().min(1, 'Co najmniej 1 kod').max(MAX_BATCH_SIZE, `Najwyżej ${MAX_BATCH_SIZE} kodów w jednej partii`),
  note: searchText(200),
});
export type GenerateBatchBody = z.input<typeof GenerateBatchBody>;
export const CodeBatch = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  count: z.number().int(),
  usedCount: z.number().int(),
  origin: z.enum(['GENERATED', 'IMPORTED']),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type CodeBatch = z.infer<typeof CodeBatch>;
// ---- ledger ----

export const AddPointsBody = z.strictObject({
  userId: dbId,
  points: z.number().int().min(1, 'Podaj dodatnią liczbę punktów').max(1_000_000),
  reason: text(300),
});
export type AddPointsBody = z.input<typeof AddPointsBody>;
/** POST /api/codes/add-points: a Polish message and the member's balance after it. */
export const PointsAdded = MessageResponse.extend({ balance: z.number().int() });
export type PointsAdded = z.infer<typeof PointsAdded>;
export const MovePointsBody = z.strictObject({
  fromUserId: dbId,
  toUserId: dbId,
  points: z.number().int().min(1, 'Podaj dodatnią liczbę punktów').max(1_000_000),
  reason: text(300),
});
export type MovePointsBody = z.input<typeof MovePointsBody>;

export const LedgerEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  source: z.number().int(),
  sourceLabel: z.string(),
  reason: z.string(),
  code: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  actor: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const HistoryResponse = z.object({ total: z.number().int(), data: z.array(LedgerEntry) });
export type HistoryResponse = z.infer<typeof HistoryResponse>;
/** GET /api/users/me/points/history: a page of my points history. */
export const MyHistoryQuery = Paging(10_000, 20);
export type MyHistoryQuery = z.input<typeof MyHistoryQuery>;
/** GET /api/codes/history: a page of one member's points history (admin). */
export const MemberHistoryQuery = Paging(10_000, 50).extend({ userId: idNumber });
export type MemberHistoryQuery = z.input<typeof MemberHistoryQuery>;

export const TRENDS = ['up', 'down', 'same'] as const;
export type Trend = (typeof TRENDS)[number];

/** GET /api/users/me/points and /api/users/{id}/points: lots in the points-entry shape, plus totals. */
export const MemberPoints = z.object({
  points: z.array(PointsEntry.omit({ codesCount: true })),
  ranking: z.number().int().nullable(),
  trend: z.enum(TRENDS),
  balance: z.number().int(),
  earnedThisYear: z.number().int(),
  expiringSoon: z.array(z.object({ date: z.string(), points: z.number().int() })),
  expiringSoonTotal: z.number().int(),
});
export type MemberPoints = z.infer<typeof MemberPoints>;

// ---- ranking ----

export const RankingQuery = Paging(1000, 20);
export const RankingRow = z.object({
  position: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  points: z.number().int(),
  isMe: z.boolean(),
});
export const RankingResponse = z.object({
  total: z.number().int(),
  data: z.array(RankingRow),
  me: z.object({ position: z.number().int().nullable(), points: z.number().int(), trend: z.enum(TRENDS) }).nullable(),
});
export type RankingResponse = z.infer<typeof RankingResponse>;

export const Region = z.object({ id: z.number().int(), name: z.string() });
export type Region = z.infer<typeof Region>;

// ---- admin member lookup (extended by the members issue) ----
export const MemberSearchQuery = Paging(10_000, 20).extend({ search: searchText() });
export const MemberSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  type: z.number().int(),
  status: z.string(),
  balance: z.number().int(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;
export const MemberSearchResponse = z.object({ total: z.number().int(), data: z.array(MemberSummary) });
export type MemberSearchResponse = z.infer<typeof MemberSearchResponse>;
