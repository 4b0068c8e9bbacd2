import { z } from 'zod';
import { dbId, Paging, wholeNumber } from './common';

/**
 * The fraud guard ("Weryfikacja kodów"; docs/domain.md "Fraud guard"): rules an admin turns on and
 * tunes in the settings, checked by the redemption statement. A code that trips a rule is still
 * claimed (no one else can use it), but its points are held until an admin approves or rejects them
 * (`/admin/codes/review`, `/api/codes/review`).
 */

/** The rules, as the review queue names them. */
export const GUARD_RULES = ['MEMBER_HOUR', 'MEMBER_DAY', 'NEW_ACCOUNT_BURST', 'BATCH_MEMBERS', 'IP_ACCOUNTS'] as const;
export type GuardRule = (typeof GUARD_RULES)[number];
export const GUARD_RULE_LABELS: Record<GuardRule, string> = {
  MEMBER_HOUR: 'Za dużo kodów w godzinę',
  MEMBER_DAY: 'Za dużo kodów w dobę',
  NEW_ACCOUNT_BURST: 'Seria kodów tuż po rejestracji',
  BATCH_MEMBERS: 'Partia kodów u wielu uczestników',
  IP_ACCOUNTS: 'Wiele kont z jednego adresu IP',
};

const count = (max: number) => wholeNumber(1, max);
const on = z.boolean({ error: 'Zaznacz albo odznacz regułę' });

/** The guard's settings: each rule on or off with its thresholds; all off until an admin turns them on. */
export const FraudGuardSettings = z.strictObject({
  /** More than `codes` codes of one member within an hour (from the first code of the hour) are held. */
  memberHour: z.strictObject({ on, codes: count(10_000) }),
  /** More than `codes` codes of one member within 24 hours (from the first code of the day) are held. */
  memberDay: z.strictObject({ on, codes: count(100_000) }),
  /** More than `codes` codes within `minutes` of the account's registration are held. */
  newAccountBurst: z.strictObject({ on, codes: count(10_000), minutes: count(10_080) }),
  /** Codes of one batch entered by more than `members` members within `hours`: the later members' codes are held. */
  batchMembers: z.strictObject({ on, members: count(100_000), hours: count(8_760) }),
  /** Codes entered by more than `accounts` accounts from one IP address within `hours`: the later accounts' codes are held. */
  ipAccounts: z.strictObject({ on, accounts: count(100_000), hours: count(8_760) }),
  /** A member holding more points than this awaiting review is flagged on their details page. */
  flagHeldPoints: count(100_000_000),
});
export type FraudGuardSettings = z.infer<typeof FraudGuardSettings>;

/** The defaults (docs/domain.md): every rule off; the thresholds an admin starts from when turning one on. */
export const FRAUD_GUARD_DEFAULTS: FraudGuardSettings = {
  memberHour: { on: false, codes: 20 },
  memberDay: { on: false, codes: 60 },
  newAccountBurst: { on: false, codes: 10, minutes: 60 },
  batchMembers: { on: false, members: 10, hours: 24 },
  ipAccounts: { on: false, accounts: 5, hours: 24 },
  flagHeldPoints: 500,
};

export const HELD_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];
export const HELD_STATUS_LABELS: Record<HeldStatus, string> = {
  PENDING: 'Czeka na weryfikację',
  APPROVED: 'Zatwierdzony',
  REJECTED: 'Odrzucony',
};

/** A held campaign bonus: what the campaign would give with the code, credited on approval. */
export const HeldBonus = z.object({ campaign: z.string(), points: z.number().int() });

/** A held code in the review queue. */
export const HeldCode = z.object({
  codeId: z.number().int(),
  code: z.string(),
  packageName: z.string(),
  member: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  rules: z.array(z.enum(GUARD_RULES)),
  /** The code's own points. */
  points: z.number().int(),
  bonuses: z.array(HeldBonus),
  ip: z.string().nullable(),
  heldAt: z.string(),
  status: z.enum(HELD_STATUSES),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type HeldCode = z.infer<typeof HeldCode>;

export const HeldCodesQuery = Paging(500, 50).extend({
  status: z.enum(HELD_STATUSES, { error: 'Wybierz status z listy' }).default('PENDING'),
});
export type HeldCodesQuery = z.input<typeof HeldCodesQuery>;
export const HeldCodeList = z.object({ total: z.number().int(), data: z.array(HeldCode) });
export type HeldCodeList = z.infer<typeof HeldCodeList>;

/** Approve or reject: one code or many (the screen's selection). */
export const ReviewBody = z.strictObject({
  codeIds: z.array(dbId).min(1, 'Zaznacz co najmniej jeden kod').max(500, 'Naraz najwyżej 500 kodów'),
});
export type ReviewBody = z.input<typeof ReviewBody>;
/** How many of the chosen codes this request decided (the rest were decided already). */
export const ReviewResult = z.object({ message: z.string(), decided: z.number().int(), skipped: z.number().int() });
export type ReviewResult = z.infer<typeof ReviewResult>;

/** A member's points awaiting review (the member's own page, and the admin's member details). */
export const HeldPoints = z.object({
  points: z.number().int(),
  codes: z.number().int(),
  /** Admin only: more held points than the setting's `flagHeldPoints`. */
  flagged: z.boolean(),
  threshold: z.number().int(),
  list: z.array(
    z.object({ code: z.string(), packageName: z.string(), points: z.number().int(), heldAt: z.string(), status: z.enum(HELD_STATUSES) }),
  ),
});
export type HeldPoints = z.infer<typeof HeldPoints>;

export const GUARD_MESSAGES = {
  /** The redemption's answer when the code's points are held. */
  held: (code: string, points: number) => `Kod ${code} przyjęty (${points} pkt). Punkty czekają na weryfikację`,
  approved: (n: number) => `Zatwierdzono kody: ${n}`,
  rejected: (n: number) => `Odrzucono kody: ${n}`,
  /** The inbox message a member gets when a held code is rejected. */
  rejectedTopic: 'Kod odrzucony po weryfikacji',
  rejectedBody: (code: string) =>
    `<p>Kod ${code} nie został zaliczony po weryfikacji i jego punkty nie zostaną dodane do Twojego konta.</p>` +
    '<p>Jeśli uważasz, że to pomyłka, odpowiedz na tę wiadomość przez formularz kontaktowy.</p>',
} as const;
