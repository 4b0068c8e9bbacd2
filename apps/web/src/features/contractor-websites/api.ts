import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractorWebsite,
  MyWebsiteResponse,
  RejectWebsiteBody,
  WebsiteBody,
  WebsiteListResponse,
  WebsiteStatus,
} from '@klub/contracts';
import {
  call,
  getContractorWebsites,
  getUsersMeWebsite,
  patchContractorWebsitesByIdApprove,
  patchContractorWebsitesByIdReject,
  putUsersMeWebsite,
} from '../../lib/api';

const admin = { space: 'admin' } as const;
const customer = { space: 'customer' } as const;

export const websitesKeys = {
  mine: () => ['account', 'website'] as const,
  lists: () => ['admin', 'contractor-websites'] as const,
  list: (status: WebsiteStatus) => [...websitesKeys.lists(), status] as const,
};

/** GET /api/users/me/website — `website` is null until the contractor saves a card. */
export function useMyWebsite() {
  return useQuery({
    queryKey: websitesKeys.mine(),
    queryFn: ({ signal }) => call(getUsersMeWebsite, {}, { ...customer, signal }),
  });
}

/** PUT /api/users/me/website — answers the saved card (PENDING after any change). */
export function useSaveMyWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebsiteBody) => call(putUsersMeWebsite, { body }, customer),
    onSuccess: (website) => queryClient.setQueryData<MyWebsiteResponse>(websitesKeys.mine(), { website }),
  });
}

/** GET /api/contractor-websites?status= (admin), up to 1000 cards. */
export function useWebsites(status: WebsiteStatus) {
  return useQuery({
    queryKey: websitesKeys.list(status),
    queryFn: ({ signal }) => call(getContractorWebsites, { query: { status, take: 1000 } }, { ...admin, signal }),
  });
}

/** A reviewed card leaves the list it was in at once; the other lists reload when shown. */
function useReviewed() {
  const queryClient = useQueryClient();
  return async (website: ContractorWebsite) => {
    queryClient.setQueriesData<WebsiteListResponse>({ queryKey: websitesKeys.lists() }, (list) => {
      if (!list) return list;
      const data = list.data.filter((w) => w.id !== website.id);
      return { data, total: list.total - (list.data.length - data.length) };
    });
    await queryClient.invalidateQueries({ queryKey: websitesKeys.list(website.status), refetchType: 'none' });
  };
}

/** PATCH /api/contractor-websites/:id/approve */
export function useApproveWebsite() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: (id: number) => call(patchContractorWebsitesByIdApprove, { params: { id } }, admin),
    onSuccess: reviewed,
  });
}

/** PATCH /api/contractor-websites/:id/reject {reason} */
export function useRejectWebsite() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & RejectWebsiteBody) =>
      call(patchContractorWebsitesByIdReject, { params: { id }, body: { reason } }, admin),
    onSuccess: reviewed,
  });
}
