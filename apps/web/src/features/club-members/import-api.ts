import { useQuery } from '@tanstack/react-query';
import { isRunning as running } from '../../components/csv-import';
import { call, keyOf, getUsersCsvImport } from '../../lib/api';

/** The cache entry of the recent members imports (getUsersCsvImport): a new upload or a finished job reloads it. */
export const RECENT_IMPORTS = keyOf(getUsersCsvImport);

/** getUsersCsvImport — the last 20 imports; refreshed while one of them runs. */
export function useRecentImports() {
  return useQuery({
    queryKey: RECENT_IMPORTS,
    queryFn: ({ signal }) => call(getUsersCsvImport, {}, { signal, space: 'admin' }),
    refetchInterval: (query) => (query.state.data?.some(running) ? 2000 : false),
  });
}
