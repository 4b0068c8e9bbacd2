import { z } from 'zod';
import { ChangePasswordBody, FIELD_MESSAGES, ResetConfirmBody } from '@klub/contracts';

const repeat = z.string().min(1, FIELD_MESSAGES.required);

/**
 * "Passwords differ" on the repeat field. `when` lets the check run even while
 * other fields of the form are still invalid, so the member sees it at once.
 */
export function samePassword<K extends string, R extends string>(passwordKey: K, repeatKey: R) {
  const check = (v: Record<K | R, string>) => v[passwordKey] === v[repeatKey];
  const params = {
    path: [repeatKey] as PropertyKey[],
    message: FIELD_MESSAGES.passwordsDiffer,
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v?.[passwordKey] === 'string' && typeof v?.[repeatKey] === 'string' && v[repeatKey] !== '';
    },
  };
  return [check, params] as [typeof check, typeof params];
}

/** Reset form = contract body + "repeat password" checked on the client only. */
export const ResetPasswordFormSchema = ResetConfirmBody.extend({ passwordRepeat: repeat }).refine(
  ...samePassword('password', 'passwordRepeat'),
);

/** Change-password form = contract body + "repeat new password". */
export const ChangePasswordFormSchema = ChangePasswordBody.extend({ newPasswordRepeat: repeat }).refine(
  ...samePassword('newPassword', 'newPasswordRepeat'),
);
