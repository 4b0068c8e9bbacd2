import { useQuery } from '@tanstack/react-query';
import type { RegistrationPhoto } from '@klub/contracts';
import { call, getPagePhotos, keyOf } from '../../lib/api';

/** getPagePhotos — registration photos; a failed load means an empty list (spec §2). */
export function useRegistrationPhotos() {
  return useQuery({
    queryKey: keyOf(getPagePhotos),
    queryFn: async ({ signal }) => {
      try {
        const photos = await call(getPagePhotos, {}, { signal, space: 'customer' });
        return Array.isArray(photos) ? photos : [];
      } catch {
        return [] as RegistrationPhoto[];
      }
    },
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
