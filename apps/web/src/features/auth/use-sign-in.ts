import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SignInBody } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { setToken, type TokenSpace } from '../../lib/auth-storage';
import { authApi } from './api';
import { returnPath } from './return-path';

/**
 * Sign-in for either space (spec §4): stores the token in the space's storage
 * (customer cookie expiring with the token, admin localStorage), toasts and
 * opens the space's start page — or, for a customer sent to /login by a members-only page (an
 * e-mail's /my-orders link), that page. The profile then loads through its query.
 */
export function useSignIn(space: TokenSpace) {
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: SignInBody) => authApi.signIn({ ...body, isAdmin: space === 'admin' }, space),
    onSuccess: async (response) => {
      queryClient.clear();
      setToken(space, response.accessToken, response.expiresIn);
      showToast(MESSAGES.loginSuccess, 'success');
      await navigate(space === 'admin' ? paths.admin.dashboard.path : (from ?? paths.home.path), { replace: true });
    },
    onError: (error) => {
      showToast(errorMessage(error, space === 'admin' ? MESSAGES.adminLoginError : MESSAGES.loginError));
    },
  });
}
