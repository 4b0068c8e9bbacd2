import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SignInResponse } from '@klub/contracts';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { setStaffRole, setToken, type TokenSpace } from '../auth-storage';
import { dismissConsentLogout } from '../consent-logout';
import { acceptCookies } from '../cookie-consent';
import { showToast } from '../toast';
import { returnPath } from './return-path';

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
