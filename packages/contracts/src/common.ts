import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';

/** Every non-2xx body: a Polish message, or a list of them for validation errors. */
export const ErrorResponse = z.object({
  message: z.union([z.string(), z.array(z.string())]),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
/** A record just created: its id. */
export const IdResponse = z.object({ id: z.number().int() });
export type IdResponse = z.infer<typeof IdResponse>;
/** A record created (or found again by its requestKey) and a Polish message: a message, a mailing, an SMS sending. */
export const IdMessageResponse = z.object({ id: z.number().int(), message: z.string() });
export type IdMessageResponse = z.infer<typeof IdMessageResponse>;

// ---- the building blocks every contract uses for input (never a plain z.string() / z.coerce.number()) ----

/** Largest value of a PostgreSQL `integer` (ids, amounts, points). */
export const INT4_MAX = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is refused
const FORBIDDEN_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** false for a NUL byte or a lone UTF-16 surrogate: PostgreSQL can store neither in a text column. */
export const isStorableText = (value: string): boolean => !FORBIDDEN_CHARS.test(value);

/**
 * A string that may reach the database: refuses NUL bytes and broken characters with a Polish
 * message (before any other check of the field). The base of every text, search and code field.
 */
export const safeString = () => z.string().refine(isStorableText, { message: FIELD_MESSAGES.forbiddenChars, abort: true });

/** A trimmed, required, length-limited text field. */
export const text = (max: number) => safeString().trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.tooLong(max));

/** An optional text field: empty string becomes null. */
export const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional field of any kind: empty text or null means none; anything else must pass `schema`. */
export const orNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish()).transform((v) => v ?? null);

/** An optional search phrase of a list (query string). */
export const searchText = (max = 100) => safeString().trim().max(max, FIELD_MESSAGES.tooLong(max)).optional();

/** A database id in a JSON body: a whole number 1…2 147 483 647. */
export const dbId = z.number().int(FIELD_MESSAGES.id).min(1, FIELD_MESSAGES.id).max(INT4_MAX, FIELD_MESSAGES.id);

/**
 * The only text an id may be written as: plain decimal digits, no sign, no leading zero, no spaces or
 * exponent. Any other text stays text and fails as "not a number". The OpenAPI document states it as the
 * parameter's `pattern` beside its integer type, so a segment such as `gold` or `csv-import` is no id:
 * `/api/users/gold/{id}` and `/api/users/{id}/points` never match one path (the spec's own pairs).
 */
export const ID_PATTERN = '^[1-9][0-9]{0,9}$';
const ID_TEXT = new RegExp(ID_PATTERN);
/** Marks an id parameter in the OpenAPI document (an extension keyword), so tools tell ids from other integers. */
export const ID_MARK = 'x-klub-id';

/**
 * A database id in a path or query string: 1…2 147 483 647 written as plain decimal digits. `" 1"`,
 * `"1e3"`, `"+1"`, `"01"`, `"1.0"` are refused (400), not read as numbers: JavaScript's Number() would
 * take each of them, and `DELETE /api/order-elements/%201` once removed order line 1. A JSON number
 * (an id put in a body) passes as `dbId`.
 */
export const idNumber = z
  .preprocess(
    (v) => (typeof v === 'string' && ID_TEXT.test(v) ? Number(v) : v),
    z.number({ error: FIELD_MESSAGES.id }).int(FIELD_MESSAGES.id).min(1, FIELD_MESSAGES.id).max(INT4_MAX, FIELD_MESSAGES.id),
  )
  .meta({ format: 'int32', pattern: ID_PATTERN, [ID_MARK]: true });

/** A whole number in a JSON body that fits its column (`integer` unless a smaller max is given). */
export const wholeNumber = (min: number, max: number = INT4_MAX) =>
  z.number().int(FIELD_MESSAGES.integer).min(min, FIELD_MESSAGES.numberRange(min, max)).max(max, FIELD_MESSAGES.numberRange(min, max));

/** A whole number in a query string (coerced from text) within [min, max]. */
export const queryNumber = (min: number, max: number = INT4_MAX) =>
  z.coerce
    .number()
    .int(FIELD_MESSAGES.integer)
    .min(min, FIELD_MESSAGES.numberRange(min, max))
    .max(max, FIELD_MESSAGES.numberRange(min, max));

/** Years a date field accepts (PostgreSQL takes more, but nothing in the club happens outside them). */
export const DATE_YEARS = { from: 1900, to: 2999 } as const;

/** true when `yyyy-mm-dd` names a day that exists (2026-02-30 and 2026-13-45 do not). */
export function isRealDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar day `yyyy-mm-dd` (spec §7) that exists, within DATE_YEARS. */
export const isoDay = safeString()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: FIELD_MESSAGES.dateFormat, abort: true })
  .refine(isRealDay, { message: FIELD_MESSAGES.dateImpossible, abort: true })
  .refine(
    (v) => {
      const year = Number(v.slice(0, 4));
      return year >= DATE_YEARS.from && year <= DATE_YEARS.to;
    },
    FIELD_MESSAGES.dateRange(DATE_YEARS.from, DATE_YEARS.to),
  );

export const email = safeString()
  .trim()
  .max(254, FIELD_MESSAGES.tooLong(254))
  .pipe(z.email(FIELD_MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const password = safeString()
  .min(8, FIELD_MESSAGES.passwordRules)
  .max(128, FIELD_MESSAGES.passwordRules)
  .regex(/\p{L}/u, FIELD_MESSAGES.passwordRules)
  .regex(/\d/, FIELD_MESSAGES.passwordRules);

/** Polish phone: 9 digits, optional +48, spaces/dashes ignored. Normalised to digits. */
export const phone = safeString()
  .trim()
  .max(20, FIELD_MESSAGES.phone)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+48)?\d{9}$/, FIELD_MESSAGES.phone));

export const postCode = safeString()
  .trim()
  .regex(/^\d{2}-\d{3}$/, FIELD_MESSAGES.postCode);

/** NIP checksum: weights 6,5,7,2,3,4,5,6,7 mod 11 equals the 10th digit. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Optional NIP: empty means none; otherwise it must pass the checksum. Normalised to 10 digits or null. */
export const optionalNip = safeString()
  .trim()
  .max(13, FIELD_MESSAGES.nip)
  .refine((v) => v === '' || isValidNip(v), FIELD_MESSAGES.nip)
  .transform((v) => (v === '' ? null : v.replace(/[\s-]/g, '')))
  .nullish()
  .transform((v) => v ?? null);

/** A person's own profile fields: shared by sign-up, own-profile edit and the admin member form. */
export const profileFields = {
  firstname: text(60),
  lastname: text(80),
  phone,
  companyName: optionalText(200),
  nip: optionalNip,
  city: text(80),
  postCode,
  street: optionalText(120),
};

export const IdParam = z.strictObject({ id: idNumber });

/** The largest `skip` a list query takes. */
export const MAX_SKIP = 10_000_000;
/**
 * The largest `take` any list query accepts: the spec's biggest fetch size (§9: orders and points
 * 99 999). A list whose page is smaller answers at most its own cap — a larger `take` is cut to it,
 * not refused (the answer's `total` tells the client there is more).
 */
export const MAX_TAKE = 99_999;

const pagingNumber = (max: number) =>
  z.coerce
    .number({ error: FIELD_MESSAGES.integer })
    .int(FIELD_MESSAGES.integer)
    .min(0, FIELD_MESSAGES.numberRange(0, max))
    .max(max, FIELD_MESSAGES.numberRange(0, max));

/**
 * `skip` and `take` of a list query (spec §3), with the list's own page-size cap and default. `take`
 * accepts 0…MAX_TAKE (spec §9 fetch sizes) and is cut to `maxTake` without an error.
 */
export const Paging = (maxTake: number, defTake: number) =>
  z.object({
    skip: pagingNumber(MAX_SKIP).default(0),
    take: pagingNumber(Math.max(MAX_TAKE, maxTake))
      .default(defTake)
      .transform((take) => Math.min(take, maxTake))
      .meta({ description: `Najwyżej ${maxTake} wierszy na stronę; większa wartość (do ${MAX_TAKE}) jest przycinana do ${maxTake}.` }),
  });
