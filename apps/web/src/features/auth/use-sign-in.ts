import { useMutation } from '@tanstack/react-query';
import type { SignInBody, TwoFactorChallenge } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import type { TokenSpace } from '../../lib/auth-storage';
import { useFinishSignIn } from '../../lib/session';
import { authApi } from './api';

export type SignInVariables = SignInBody & { remember?: boolean };

/**
 * Sign-in with e-mail and password. A staff member with a second factor gets no token yet but a
 * challenge: `onTwoFactor` takes it to the code step (features/two-factor).
 */
export function useSignIn(space: TokenSpace, options: { onTwoFactor?: (challenge: TwoFactorChallenge) => void } = {}) {
  const finish = useFinishSignIn(space);
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ email, password }: SignInVariables) => authApi.signIn({ email, password, isAdmin: space === 'admin' }, space),
    onSuccess: async (response, { remember }) => {
      if ('twoFactorRequired' in response) {
        options.onTwoFactor?.(response);
        return;
      }
      await finish(response, remember);
    },
    onError: (error) => {
      showToast(errorMessage(error, space === 'admin' ? MESSAGES.adminLoginError : MESSAGES.loginError));
    },
  });
}
