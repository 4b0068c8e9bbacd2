import { useQuery } from '@tanstack/react-query';
import { call, getAdminMe } from '../../lib/api';
import { useToken } from '../../lib/auth-storage';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};

/** GET /api/admin/me — fetched at start on any /admin path while an admin token exists. */
export function useAdminMe() {
  const token = useToken('admin');
  return useQuery({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => call(getAdminMe, {}, { signal, space: 'admin' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}
