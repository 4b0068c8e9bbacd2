import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldStatus } from '@klub/contracts';
import {
  call,
  getCodesReview,
  getUsersByIdPoints,
  getUsersByIdPointsHeld,
  getUsersMePointsHeld,
  keyOf,
  postCodesReviewApprove,
  postCodesReviewReject,
} from '../../lib/api';

const admin = { space: 'admin' } as const;

/** getCodesReview — one page of held codes of a status. */
export function useHeldCodes(status: HeldStatus, skip: number, take: number) {
  const input = { query: { status, skip, take } };
  return useQuery({
    queryKey: keyOf(getCodesReview, input),
    queryFn: ({ signal }) => call(getCodesReview, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** postCodesReviewApprove / postCodesReviewReject — then the queue and the members' points are read anew. */
export function useDecide(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  const operation = decision === 'approve' ? postCodesReviewApprove : postCodesReviewReject;
  return useMutation({
    mutationFn: (codeIds: number[]) => call(operation, { body: { codeIds } }, admin),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(getCodesReview) }),
        queryClient.invalidateQueries({ queryKey: keyOf(getUsersByIdPointsHeld) }),
        queryClient.invalidateQueries({ queryKey: keyOf(getUsersByIdPoints) }),
      ]),
  });
}

/** getUsersByIdPointsHeld — a member's held points and whether they are over the flag's threshold. */
export function useMemberHeldPoints(userId: number) {
  const input = { params: { id: userId } };
  return useQuery({
    queryKey: keyOf(getUsersByIdPointsHeld, input),
    queryFn: ({ signal }) => call(getUsersByIdPointsHeld, input, { ...admin, signal }),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}

/** getUsersMePointsHeld — the member's own points awaiting review (never for employees: `enabled`). */
export function useMyHeldPoints(enabled = true) {
  return useQuery({
    queryKey: keyOf(getUsersMePointsHeld),
    queryFn: ({ signal }) => call(getUsersMePointsHeld, {}, { signal, space: 'customer' }),
    enabled,
  });
}
