import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SignInBody, SignInResponse, TwoFactorChallenge } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { setStaffRole, setToken, type TokenSpace } from '../../lib/auth-storage';
import { dismissConsentLogout } from '../../lib/consent-logout';
import { acceptCookies } from '../../lib/cookie-consent';
import { authApi } from './api';
import { returnPath } from './return-path';

export type SignInVariables = SignInBody & { remember?: boolean };

/**
 * What every sign-in that got a token does, for either space (spec §4): stores the token in the
 * space's storage (customer cookie expiring with the token, admin localStorage), toasts and opens
 * the space's start page — or, for a customer sent to /login by a members-only page (an e-mail's
 * /my-orders link), that page; an Administrator the club requires a second factor of, the page
 * that sets it up. The profile then loads through its query. `remember` ("Zapamiętaj mnie na tym
 * urządzeniu", shown to a customer without cookie consent) records the consent, so the session
 * survives a refresh (docs/domain.md "Cookie consent").
 */
export function useFinishSignIn(space: TokenSpace) {
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const queryClient = useQueryClient();
  return async (response: SignInResponse, remember?: boolean) => {
    queryClient.clear();
    if (space === 'customer') {
      if (remember) acceptCookies();
      dismissConsentLogout();
    }
    // The role first: the frame drawn for the new token shows only the role's areas at once.
    if (space === 'admin') setStaffRole(response.staffRole);
    setToken(space, response.accessToken, response.expiresIn);
    showToast(MESSAGES.loginSuccess, 'success');
    const adminStart = response.twoFactorSetupRequired ? paths.admin.account.security.path : paths.admin.dashboard.path;
    await navigate(space === 'admin' ? adminStart : (from ?? paths.home.path), { replace: true });
  };
}

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
