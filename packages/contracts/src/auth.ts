import { z } from 'zod';
import { email, idNumber, INT4_MAX, password, profileFields, safeString } from './common';
import { FIELD_MESSAGES } from './messages';
import { SELF_REGISTRATION_ROLES } from './constants';
import { STAFF_ROLE_CODES } from './staff';
import { TwoFactorChallenge } from './two-factor';

export const SignInBody = z.strictObject({
  email,
  password: safeString().min(1, FIELD_MESSAGES.required).max(128, FIELD_MESSAGES.tooLong(128)),
  /** true for the back-office sign-in: the token belongs to the admin space. */
  isAdmin: z.boolean().optional().default(false),
});
export type SignInBody = z.input<typeof SignInBody>;

export const SignInResponse = z.object({
  accessToken: z.string(),
  /** Token lifetime in seconds; the customer cookie expires with it. */
  expiresIn: z.number().int(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  /** Back-office sign-in: the staff member's role (which areas the sidebar shows). */
  staffRole: z.enum(STAFF_ROLE_CODES).optional(),
  /**
   * Back office: the club's settings require a second factor of this Administrator, who has none
   * yet. The token works for the enrolment (and sign-out, /api/admin/me) only until they set it up.
   */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/**
 * POST /api/auth/signin answers a token, or — the right password of a staff member with a second
 * factor — a challenge to send back with the code (POST /api/auth/signin/two-factor).
 */
export const SignInAnswer = z.union([SignInResponse, TwoFactorChallenge]);
export type SignInAnswer = z.infer<typeof SignInAnswer>;

export const SignUpBody = z.strictObject({
  email,
  password,
  ...profileFields,
  /** The member's województwo (GET /api/regions): the regional ranking counts them there. */
  regionId: z
    .number({ error: FIELD_MESSAGES.region })
    .int(FIELD_MESSAGES.region)
    .min(1, FIELD_MESSAGES.region)
    .max(INT4_MAX, FIELD_MESSAGES.region),
  type: z.literal(SELF_REGISTRATION_ROLES, { error: FIELD_MESSAGES.role }),
  acceptRegulations: z.literal(true, { error: FIELD_MESSAGES.regulations }),
  marketingConsent: z.boolean().optional().default(false),
});
export type SignUpBody = z.input<typeof SignUpBody>;

export const ActivateBody = z.strictObject({
  token: safeString().min(1, FIELD_MESSAGES.required).max(200, FIELD_MESSAGES.tooLong(200)),
  userId: idNumber,
});
export type ActivateBody = z.input<typeof ActivateBody>;

/** "Wyślij link aktywacyjny ponownie": the address the account was registered with. */
export const ResendActivationBody = z.strictObject({ email });
export type ResendActivationBody = z.input<typeof ResendActivationBody>;

export const ResetInitBody = z.strictObject({
  email,
  isAdmin: z.boolean().optional().default(false),
});
export type ResetInitBody = z.input<typeof ResetInitBody>;

export const ResetConfirmQuery = z.strictObject({
  token: safeString().min(1, FIELD_MESSAGES.required).max(200, FIELD_MESSAGES.tooLong(200)),
  userId: idNumber,
});
export const ResetConfirmBody = z.strictObject({ password });
export type ResetConfirmBody = z.input<typeof ResetConfirmBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: safeString().min(1, FIELD_MESSAGES.required).max(128, FIELD_MESSAGES.tooLong(128)),
  newPassword: password,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
