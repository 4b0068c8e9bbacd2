import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ImportAccepted, ImportJob, ImportMode, ImportStatus } from '@klub/contracts';
import { pathOf, type Answer, type Operation } from '../../lib/api';
import { api } from '../../lib/api-client';

const admin = { space: 'admin' } as const;

export const importJobKeys = {
  all: ['admin', 'imports'] as const,
  job: (id: number) => [...importJobKeys.all, 'job', id] as const,
};

export const isRunning = (job: { status: ImportStatus } | undefined) => job?.status === 'QUEUED' || job?.status === 'RUNNING';

export const IMPORT_STATUS_LABELS: Record<ImportStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  QUEUED: { label: 'W kolejce', color: 'default' },
  RUNNING: { label: 'W toku', color: 'info' },
  DONE: { label: 'Zakończony', color: 'success' },
  FAILED: { label: 'Nieudany', color: 'error' },
};

/** An import route: a POST whose query takes the mode and the file's name (and maybe more) and answers the queued job. */
type CsvImportOperation = Operation<{ query: { mode?: ImportMode; fileName?: string }; body: undefined; response: ImportAccepted }, 'POST'>;
/** The route's query besides the mode and the file's name (the codes' package): required when it has a required field. */
type ExtraQuery<O> = O extends Operation<infer T> ? Omit<NonNullable<T['query']>, 'mode' | 'fileName'> : never;
type Upload<O> = { file: File; mode: ImportMode } & (Partial<ExtraQuery<O>> extends ExtraQuery<O>
  ? { query?: ExtraQuery<O> }
  : { query: ExtraQuery<O> });

/** POST of a CSV file to an import operation (`postCodesImport`…): the bytes as they are (the server checks the encoding); answers the queued job. */
export function useCsvUpload<O extends CsvImportOperation>(op: O, onQueued?: () => void) {
  return useMutation({
    meta: { silent: true }, // the form shows the server's message next to the file
    mutationFn: ({ file, mode, query }: Upload<O>) =>
      api.post<Answer<O>>(pathOf(op), undefined, {
        ...admin,
        query: { ...(query as Record<string, string | number> | undefined), mode, fileName: file.name },
        raw: { text: file, contentType: 'text/csv' },
      }),
    onSuccess: () => onQueued?.(),
  });
}

/** GET /api/imports/:id — polled every second while the job is queued or running; `onFinished` once it has ended. */
export function useImportJob(id: number, onFinished?: (job: ImportJob) => void) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importJobKeys.job(id),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<ImportJob>(importJobKeys.job(id));
      const job = await api.get<ImportJob>(`/api/imports/${id}`, { ...admin, signal });
      if (!isRunning(job) && (before === undefined || isRunning(before))) onFinished?.(job);
      return job;
    },
    refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? 1000 : false),
  });
}

/** The job an import page shows lives in the URL (`?id=`, or `key`), so a reload or Back keeps following it. */
export function useJobInUrl(key = 'id'): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const follow = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, String(id));
        return next;
      },
      { replace: true },
    );
  return [Number(params.get(key)) || null, follow];
}
