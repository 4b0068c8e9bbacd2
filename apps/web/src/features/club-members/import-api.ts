import { useQuery } from '@tanstack/react-query';
import type { MemberImportSummary } from '@klub/contracts';
import { isRunning as running } from '../../components/csv-import';
import { api } from '../../lib/api-client';

const admin = { space: 'admin' } as const;

export const importKeys = {
  all: ['admin', 'member-imports'] as const,
  recent: () => [...importKeys.all, 'recent'] as const,
};

/** GET /api/users/csv-import — the last 20 imports; refreshed while one of them runs. */
export function useRecentImports() {
  return useQuery({
    queryKey: importKeys.recent(),
    queryFn: ({ signal }) => api.get<MemberImportSummary[]>('/api/users/csv-import', { ...admin, signal }),
    refetchInterval: (query) => (query.state.data?.some(running) ? 2000 : false),
  });
}
