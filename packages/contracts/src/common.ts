import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';

/** Every non-2xx body: a Polish message, or a list of them for validation errors. */
export const ErrorResponse = z.object({
  message: z.union([z.string(), z.array(z.string())]),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** A trimmed, required, length-limited text field. */
export const text = (max: number) =>
  z.string().trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.tooLong(max));

/** An optional text field: empty string becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = z
  .string()
  .trim()
  .max(254, FIELD_MESSAGES.tooLong(254))
  .pipe(z.email(FIELD_MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const password = z
  .string()
  .min(8, FIELD_MESSAGES.passwordRules)
  .max(128, FIELD_MESSAGES.passwordRules)
  .regex(/\p{L}/u, FIELD_MESSAGES.passwordRules)
  .regex(/\d/, FIELD_MESSAGES.passwordRules);

/** Polish phone: 9 digits, optional +48, spaces/dashes ignored. Normalised to digits. */
export const phone = z
  .string()
  .trim()
  .max(20, FIELD_MESSAGES.phone)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+48)?\d{9}$/, FIELD_MESSAGES.phone));

export const postCode = z.string().trim().regex(/^\d{2}-\d{3}$/, FIELD_MESSAGES.postCode);

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
export const optionalNip = z
  .string()
  .trim()
  .max(13, FIELD_MESSAGES.nip)
  .refine((v) => v === '' || isValidNip(v), FIELD_MESSAGES.nip)
  .transform((v) => (v === '' ? null : v.replace(/[\s-]/g, '')))
  .nullish()
  .transform((v) => v ?? null);


export const isoDateTime = z.string();

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

/** Positive database id in a path or query (coerced from text). */
export const idNumber = z.coerce.number().int().positive().max(2_147_483_647);

export const IdParam = z.strictObject({ id: idNumber });
