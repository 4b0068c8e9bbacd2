import { useQuery } from '@tanstack/react-query';
import { call, getCampaignsActive, keyOf } from '../../lib/api';
import { useMeClient } from '../../lib/session';

/**
 * getCampaignsActive — the member's campaigns running today. Only for members who collect points
 * (employees have none: no call). A supplement to /home and /points: a failure hides it, no toast.
 */
export function useActiveCampaigns() {
  const me = useMeClient();
  return useQuery({
    queryKey: keyOf(getCampaignsActive),
    queryFn: ({ signal }) => call(getCampaignsActive, {}, { signal, space: 'customer' }),
    enabled: me.data !== undefined && !me.data.isEmployee,
    meta: { silent: true },
  });
}
