import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetails, CampaignSaved, CampaignStatus, CampaignTermsInput } from '@klub/contracts';
import {
  call,
  keyOf,
  deleteCampaignsById,
  getCampaigns,
  getCampaignsById,
  postCampaigns,
  postCampaignsByIdStatus,
  putCampaignsById,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

/**
 * Bonus-point campaigns' calls (/api/campaigns, area `program`). The terms are saved with PUT
 * (a whole new set: a draft's in place, an active or paused one's as a new version), so this is
 * not a `resourceOf` resource; every change puts the answer's campaign into its own query and
 * reloads the list.
 */
const admin = { space: 'admin' } as const;
const oneKey = (id: number) => keyOf(getCampaignsById, { params: { id } });

/** Every campaign with its current terms and the points it gave. */
export function useCampaigns() {
  return useQuery({ queryKey: keyOf(getCampaigns), queryFn: ({ signal }) => call(getCampaigns, {}, { ...admin, signal }) });
}

/** One campaign with its versions (the page says "Nie znaleziono" itself: silent). */
export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: oneKey(id ?? 0),
    queryFn: ({ signal }) => call(getCampaignsById, { params: { id: id! } }, { ...admin, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** After a change: the campaign as the server answered it, and the list reloaded. */
function useSettle() {
  const queryClient = useQueryClient();
  return async (campaign: CampaignDetails) => {
    queryClient.setQueryData(oneKey(campaign.id), campaign);
    await queryClient.invalidateQueries({ queryKey: keyOf(getCampaigns) });
  };
}

/** POST (a new draft) or PUT (new terms); the answer's `message` says whether a new version was made. */
export function useSaveCampaign() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CampaignTermsInput }): Promise<CampaignSaved> =>
      id === null ? call(postCampaigns, { body }, admin) : call(putCampaignsById, { params: { id }, body }, admin),
    onSuccess: (saved) => settle(saved.campaign),
  });
}

/** Start, pause, resume or end (409 when the status may not follow). */
export function useCampaignStatus(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (status: CampaignStatus) => call(postCampaignsByIdStatus, { params: { id }, body: { status } }, admin),
    onSuccess: (saved) => settle(saved.campaign),
  });
}

/** Only a draft is deleted (409 otherwise). */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteCampaignsById, { params: { id } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(getCampaigns) }),
  });
}
