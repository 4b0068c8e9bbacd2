import { z } from 'zod';
import { ChangePasswordBody, FIELD_MESSAGES, ResetConfirmBody } from '@klub/contracts';

const repeat = z.string().min(1, FIELD_MESSAGES.required);

/** Reset form = contract body + "repeat password" checked on the client only. */
export const ResetPasswordFormSchema = ResetConfirmBody.extend({ passwordRepeat: repeat }).refine(
  (v) => v.password === v.passwordRepeat,
  { path: ['passwordRepeat'], message: FIELD_MESSAGES.passwordsDiffer },
);

/** Change-password form = contract body + "repeat new password". */
export const ChangePasswordFormSchema = ChangePasswordBody.extend({ newPasswordRepeat: repeat }).refine(
  (v) => v.newPassword === v.newPasswordRepeat,
  { path: ['newPasswordRepeat'], message: FIELD_MESSAGES.passwordsDiffer },
);
