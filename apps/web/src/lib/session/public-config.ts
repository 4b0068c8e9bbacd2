import { useQuery } from '@tanstack/react-query';
import { call, getConfig, keyOf } from '../api';

/** getConfig — the public settings (mobile store links, the live chat, the club's contact), read once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: keyOf(getConfig),
    queryFn: ({ signal }) => call(getConfig, {}, { signal, space: 'customer' }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
