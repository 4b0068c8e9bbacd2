import { useQuery } from '@tanstack/react-query';
import type { MeClient } from '@klub/contracts';
// the constants alone: the contracts index brings zod and every schema into the first load
import { POINTS_ROLES } from '@klub/contracts/constants';
import { call, getAdminMe, getUsersMe, getUsersMeClient, keyOf } from '../api';
import { setCollectsPoints, useToken } from '../auth-storage';

/**
 * Who is signed in. Every screen and badge asks these same queries (one cache entry each, keyed by
 * the operation), so they live below the features: a feature takes them from here, not from
 * another feature.
 */

/** getUsersMeClient — the member's compact profile, loaded whenever a customer token exists. */
export function useMeClient() {
  const token = useToken('customer');
  return useQuery({
    queryKey: keyOf(getUsersMeClient),
    queryFn: async ({ signal }) => {
      const me = await call(getUsersMeClient, {}, { signal, space: 'customer' });
      setCollectsPoints(collectsPoints(me));
      return me;
    },
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether this customer collects points (POINTS_ROLES): only they have a balance, a basket, orders,
 * messages and a place in the ranking, and only they may call those endpoints (403 otherwise).
 * RDS and DTH (sales reps) see statistics instead; `undefined` (the profile not loaded yet) is false,
 * so nothing members-only is asked before the role is known.
 */
export function collectsPoints(me: MeClient | undefined): boolean {
  return me !== undefined && POINTS_ROLES.includes(me.type);
}

/** getUsersMe — the member's full own data. The operation answers by the token's space: with a customer token, the member's. */
export function useMe() {
  return useQuery({
    queryKey: keyOf(getUsersMe),
    queryFn: async ({ signal }) => {
      const me = await call(getUsersMe, {}, { signal, space: 'customer' });
      if (!('type' in me)) throw new Error('The customer token answered a staff profile');
      return me;
    },
  });
}

/** getAdminMe — the staff member signed in; fetched at start on any /admin path while an admin token exists. */
export function useAdminMe() {
  const token = useToken('admin');
  return useQuery({
    queryKey: keyOf(getAdminMe),
    queryFn: ({ signal }) => call(getAdminMe, {}, { signal, space: 'admin' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}
