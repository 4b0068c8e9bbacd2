import { useQuery } from '@tanstack/react-query';
import type { RegistrationPhoto } from '@klub/contracts';
import { call, getConfig, getPagePhotos } from '../../lib/api';

export const systemKeys = {
  all: ['system'] as const,
  config: () => [...systemKeys.all, 'config'] as const,
  registrationPhotos: () => [...systemKeys.all, 'registration-photos'] as const,
};

/** GET /api/config — public settings (mobile store links). */
export function usePublicConfig() {
  return useQuery({
    queryKey: systemKeys.config(),
    queryFn: ({ signal }) => call(getConfig, {}, { signal, space: 'customer' }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** GET /api/page/photos — registration photos; a failed load means an empty list (spec §2). */
export function useRegistrationPhotos() {
  return useQuery({
    queryKey: systemKeys.registrationPhotos(),
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
