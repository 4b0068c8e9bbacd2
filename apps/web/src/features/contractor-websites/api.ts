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
  keyOf,
  getContractorWebsites,
  getUsersMeWebsite,
  patchContractorWebsitesByIdApprove,
  patchContractorWebsitesByIdReject,
  putUsersMeWebsite,
} from '../../lib/api';

const admin = { space: 'admin' } as const;
const customer = { space: 'customer' } as const;

/** What getContractorWebsites is asked for one status: up to 1000 cards. */
const listQuery = (status: WebsiteStatus) => ({ status, take: 1000 });

export const websitesKeys = {
  mine: () => keyOf(getUsersMeWebsite),
  lists: () => keyOf(getContractorWebsites),
  list: (status: WebsiteStatus) => keyOf(getContractorWebsites, { query: listQuery(status) }),
};

/** getUsersMeWebsite — `website` is null until the contractor saves a card. */
export function useMyWebsite() {
  return useQuery({
    queryKey: websitesKeys.mine(),
    queryFn: ({ signal }) => call(getUsersMeWebsite, {}, { ...customer, signal }),
  });
}

/** putUsersMeWebsite — answers the saved card (PENDING after any change). */
export function useSaveMyWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebsiteBody) => call(putUsersMeWebsite, { body }, customer),
    onSuccess: (website) => queryClient.setQueryData<MyWebsiteResponse>(websitesKeys.mine(), { website }),
  });
}

/** getContractorWebsites of one status (admin), up to 1000 cards. */
export function useWebsites(status: WebsiteStatus) {
  return useQuery({
    queryKey: websitesKeys.list(status),
    queryFn: ({ signal }) => call(getContractorWebsites, { query: listQuery(status) }, { ...admin, signal }),
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

/** patchContractorWebsitesByIdApprove */
export function useApproveWebsite() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: (id: number) => call(patchContractorWebsitesByIdApprove, { params: { id } }, admin),
    onSuccess: reviewed,
  });
}

/** patchContractorWebsitesByIdReject with a reason */
export function useRejectWebsite() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & RejectWebsiteBody) =>
      call(patchContractorWebsitesByIdReject, { params: { id }, body: { reason } }, admin),
    onSuccess: reviewed,
  });
}
