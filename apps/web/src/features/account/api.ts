import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, UpdateMeBody } from '@klub/contracts';
import { call, deleteUsersMe, getUsersMe, getUsersMeClient, keyOf, patchUsersMe, postAuthChangePassword } from '../../lib/api';
import { MESSAGES } from '../../config/messages';

// Reading the member's own data (useMe, useMeClient) is the session's: lib/session.

/** patchUsersMe — the answer is the member's full data; the compact profile is read again. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => call(patchUsersMe, { body }, { space: 'customer' }),
    onSuccess: (me) => {
      queryClient.setQueryData(keyOf(getUsersMe), me);
      return queryClient.invalidateQueries({ queryKey: keyOf(getUsersMeClient) });
    },
  });
}

/** deleteUsersMe — anonymising soft delete. */
export function useDeleteMe() {
  return useMutation({
    meta: { errorMessage: MESSAGES.deleteAccountError },
    mutationFn: () => call(deleteUsersMe, {}, { space: 'customer' }),
  });
}

/** postAuthChangePassword — the server revokes the other sessions. */
export function useChangePassword() {
  return useMutation({
    meta: { errorMessage: MESSAGES.passwordChangeError },
    mutationFn: (body: ChangePasswordBody) => call(postAuthChangePassword, { body }, { space: 'customer' }),
  });
}
