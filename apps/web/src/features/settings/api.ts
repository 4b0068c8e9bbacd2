import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramSettings, SaveSettingsBody } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { premiumKeys } from '../premium-group/api';
import { systemKeys } from '../system/api';

const admin = { space: 'admin' } as const;
export const settingsKeys = { all: ['admin', 'settings'] as const };

/** GET /api/settings — the programme's settings and their version. */
export const useProgramSettings = () =>
  useQuery({ queryKey: settingsKeys.all, queryFn: ({ signal }) => api.get<ProgramSettings>('/api/settings', { ...admin, signal }) });

/** PUT /api/settings with the version read; a 409 (someone saved meanwhile) comes as the API's message. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingsBody) => api.put<ProgramSettings>('/api/settings', body, admin),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: systemKeys.config() }),
        queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
      ]);
    },
  });
}
