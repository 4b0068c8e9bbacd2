import { useQuery } from '@tanstack/react-query';
import { call, getAdminDashboard, keyOf } from '../../lib/api';
import { useToken } from '../../lib/auth-storage';

/**
 * getAdminDashboard — what waits for the admin. Read again every minute while the page is
 * open (every 5 s while an import is under way, so its progress moves); the page shows a failure
 * itself, so no toast. `wanted` false (a role that sees none of its figures): not asked.
 */
export function useAdminDashboard(wanted = true) {
  const token = useToken('admin');
  return useQuery({
    queryKey: keyOf(getAdminDashboard),
    queryFn: ({ signal }) => call(getAdminDashboard, {}, { signal, space: 'admin' }),
    enabled: Boolean(token) && wanted,
    refetchInterval: (query) => (query.state.data?.importsRunning.count ? 5_000 : 60_000),
    meta: { silent: true },
  });
}
