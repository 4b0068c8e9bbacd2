import { useQuery } from '@tanstack/react-query';
import { call, getAdminMe, getUsersMe, getUsersMeClient, keyOf } from '../api';
import { useToken } from '../auth-storage';

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
    queryFn: ({ signal }) => call(getUsersMeClient, {}, { signal, space: 'customer' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
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
