import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, Me, UpdateMeBody } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, deleteUsersMe, getUsersMeClient, patchUsersMe, postAuthChangePassword } from '../../lib/api';
import { useToken } from '../../lib/auth-storage';
import { MESSAGES } from '../../config/messages';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  meClient: () => [...accountKeys.all, 'me-client'] as const,
};

/** GET /api/users/me-client — compact profile, loaded whenever a customer token exists. */
export function useMeClient() {
  const token = useToken('customer');
  return useQuery({
    queryKey: accountKeys.meClient(),
    queryFn: ({ signal }) => call(getUsersMeClient, {}, { signal, space: 'customer' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/users/me — the member's full own data. Its operation's answer is untyped (it depends on the token's space): the plain client stays. */
export function useMe() {
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => api.get<Me>('/api/users/me', { signal, space: 'customer' }),
  });
}

/** PATCH /api/users/me */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => call(patchUsersMe, { body }, { space: 'customer' }),
    onSuccess: (me) => {
      queryClient.setQueryData(accountKeys.me(), me);
      return queryClient.invalidateQueries({ queryKey: accountKeys.meClient() });
    },
  });
}

/** DELETE /api/users/me — anonymising soft delete. */
export function useDeleteMe() {
  return useMutation({
    meta: { errorMessage: MESSAGES.deleteAccountError },
    mutationFn: () => call(deleteUsersMe, {}, { space: 'customer' }),
  });
}

/** POST /api/auth/change-password — the server revokes the other sessions. */
export function useChangePassword() {
  return useMutation({
    meta: { errorMessage: MESSAGES.passwordChangeError },
    mutationFn: (body: ChangePasswordBody) => call(postAuthChangePassword, { body }, { space: 'customer' }),
  });
}
