import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActivateBody, ResendActivationBody, ResetConfirmBody, ResetInitBody, SignInBody, SignUpBody } from '@klub/contracts';
import {
  call,
  getRegions,
  keyOf,
  postAuthActivate,
  postAuthResendActivation,
  postAuthResetPasswordConfirm,
  postAuthResetPasswordInit,
  postAuthSignin,
  postAuthSignup,
} from '../../lib/api';
import type { TokenSpace } from '../../lib/auth-storage';
import { MESSAGES } from '../../config/messages';

/** Auth calls (spec §7). Sign-in never triggers the 401 redirect: a wrong password is shown on the form. */
export const authApi = {
  signIn: (body: SignInBody, space: TokenSpace) => call(postAuthSignin, { body }, { space, handleUnauthorized: false }),
  signUp: (body: SignUpBody) => call(postAuthSignup, { body }, { space: 'customer' }),
  activate: (body: ActivateBody) => call(postAuthActivate, { body }, { space: 'customer', handleUnauthorized: false }),
  resendActivation: (body: ResendActivationBody) =>
    call(postAuthResendActivation, { body }, { space: 'customer', handleUnauthorized: false }),
  resetInit: (body: ResetInitBody) => call(postAuthResetPasswordInit, { body }, { handleUnauthorized: false }),
  resetConfirm: (query: { token: string; userId: string }, body: ResetConfirmBody) =>
    call(postAuthResetPasswordConfirm, { query, body }, { handleUnauthorized: false }),
};

/** getRegions (public): the województwa of the registration form; the form shows a failure itself. */
export function useRegistrationRegions() {
  return useQuery({
    queryKey: keyOf(getRegions),
    queryFn: ({ signal }) => call(getRegions, {}, { signal, space: 'customer' }),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: authApi.signUp, meta: { errorMessage: MESSAGES.registrationError } });
}

/** "Wyślij link ponownie" on the sign-in form: the form shows the answer; a failure (a 429 with its wait) is the toast. */
export function useResendActivation() {
  return useMutation({ mutationFn: authApi.resendActivation, meta: { errorMessage: MESSAGES.resendActivationError } });
}

export function useResetInit() {
  return useMutation({ mutationFn: authApi.resetInit, meta: { errorMessage: MESSAGES.resetInitError } });
}

export function useResetConfirm() {
  return useMutation({
    meta: { errorMessage: MESSAGES.resetConfirmError },
    mutationFn: (vars: { token: string; userId: string; body: ResetConfirmBody }) =>
      authApi.resetConfirm({ token: vars.token, userId: vars.userId }, vars.body),
  });
}
