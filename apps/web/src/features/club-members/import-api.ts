import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberImportAccepted, MemberImportJob, MemberImportMode, MemberImportSummary } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { membersKeys } from './api';

const admin = { space: 'admin' } as const;

export const importKeys = {
  all: ['admin', 'member-imports'] as const,
  recent: () => [...importKeys.all, 'recent'] as const,
  job: (id: number) => [...importKeys.all, 'job', id] as const,
};

const running = (job: { status: string } | undefined) => job?.status === 'QUEUED' || job?.status === 'RUNNING';

/** POST /api/users/csv-import — the file's bytes as they are (the server checks the encoding). */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ file, mode }: { file: File; mode: MemberImportMode }) =>
      api.post<MemberImportAccepted>('/api/users/csv-import', undefined, {
        ...admin,
        query: { mode, fileName: file.name },
        raw: { text: file, contentType: 'text/csv' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.recent() }),
  });
}

/** GET /api/users/csv-import/:id — polled every second while the job is queued or running. */
export function useImportJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await api.get<MemberImportJob>(`/api/users/csv-import/${id}`, { ...admin, signal });
      if (job.status === 'DONE' && job.insertedRows > 0) void queryClient.invalidateQueries({ queryKey: membersKeys.lists() });
      if (!running(job)) void queryClient.invalidateQueries({ queryKey: importKeys.recent() });
      return job;
    },
    refetchInterval: (query) => (running(query.state.data) || !query.state.data ? 1000 : false),
  });
}

/** GET /api/users/csv-import — the last 20 imports; refreshed while one of them runs. */
export function useRecentImports() {
  return useQuery({
    queryKey: importKeys.recent(),
    queryFn: ({ signal }) => api.get<MemberImportSummary[]>('/api/users/csv-import', { ...admin, signal }),
    refetchInterval: (query) => (query.state.data?.some(running) ? 2000 : false),
  });
}
