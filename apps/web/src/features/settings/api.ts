import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditActor, AuditQuery, FailedMailQuery, JobLogQuery, SaveSettingsBody, SmsTokenBody, SmsTokenState } from '@klub/contracts';
import { MESSAGES } from '../../config/messages';
import { api, type ApiQuery } from '../../lib/api-client';
import {
  call,
  getConfig,
  keyOf,
  deleteSettingsFailedMailsById,
  getSettings,
  getSettingsFailedMails,
  getSettingsJobLogs,
  getSettingsLogs,
  getSettingsSmsToken,
  putSettings,
} from '../../lib/api';
import { premiumKeys } from '../premium-group';

const admin = { space: 'admin' } as const;
export const settingsKeys = { all: ['admin', 'settings'] as const };

/** GET /api/settings — the programme's settings and their version. */
export const useProgramSettings = () =>
  useQuery({ queryKey: settingsKeys.all, queryFn: ({ signal }) => call(getSettings, {}, { ...admin, signal }) });

/** PUT /api/settings with the version read; a 409 (someone saved meanwhile) comes as the API's message. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingsBody) => call(putSettings, { body }, admin),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(getConfig) }),
        queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
      ]);
    },
  });
}

const smsTokenKey = [...settingsKeys.all, 'sms-token'] as const;

/** GET /api/settings/sms-token — where the SMS gateway's token comes from (never the token). */
export const useSmsTokenState = () =>
  useQuery({ queryKey: smsTokenKey, queryFn: ({ signal }) => call(getSettingsSmsToken, {}, { ...admin, signal }) });

/** PUT /api/settings/sms-token — a new token, or null to remove it from the settings. */
export function useSetSmsToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsTokenBody) => api.put<{ message: string; state: SmsTokenState }>('/api/settings/sms-token', body, admin),
    meta: { errorMessage: MESSAGES.smsTokenError },
    onSuccess: (answer) => queryClient.setQueryData(smsTokenKey, answer.state),
  });
}

/** settings/logs: the audit trail (filters in the URL) and the job and delivery log. */
export const logsKeys = {
  audit: (query: AuditQuery) => ['admin', 'settings', 'logs', query] as const,
  actors: ['admin', 'settings', 'logs', 'actors'] as const,
  jobs: (query: JobLogQuery) => ['admin', 'settings', 'job-logs', query] as const,
  failedMails: (query?: FailedMailQuery) => ['admin', 'settings', 'failed-mails', ...(query ? [query] : [])] as const,
};

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: logsKeys.audit(query),
    queryFn: ({ signal }) => call(getSettingsLogs, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditActors = () =>
  useQuery({
    queryKey: logsKeys.actors,
    queryFn: ({ signal }) => api.get<AuditActor[]>('/api/settings/logs/actors', { ...admin, signal }),
  });

export const useJobLog = (query: JobLogQuery) =>
  useQuery({
    queryKey: logsKeys.jobs(query),
    queryFn: ({ signal }) => call(getSettingsJobLogs, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });

/** The filtered trail as a CSV file. */
export function downloadAuditCsv(query: Omit<AuditQuery, 'skip' | 'take'>): Promise<void> {
  return api.download('/api/settings/logs/csv-export', `dziennik-zmian-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv', {
    ...admin,
    query: query as ApiQuery,
  });
}

/** The e-mails that failed every attempt (the mail queue's dead letters). */
export const useFailedMails = (query: FailedMailQuery) =>
  useQuery({
    queryKey: logsKeys.failedMails(query),
    queryFn: ({ signal }) => call(getSettingsFailedMails, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });

function useFailedMailMutation<V, R>(mutationFn: (v: V) => Promise<R>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorMessage },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logsKeys.failedMails() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'settings', 'job-logs'] }),
      ]),
  });
}

/** Back to the mail queue: these ids, or (none given) every failed mail. */
export const useRetryFailedMails = () =>
  useFailedMailMutation(
    (ids?: string[]) => api.post<{ count: number; message: string }>('/api/settings/failed-mails/retry', ids ? { ids } : {}, admin),
    MESSAGES.failedMailRetryError,
  );

export const useDeleteFailedMail = () =>
  useFailedMailMutation((id: string) => call(deleteSettingsFailedMailsById, { params: { id } }, admin), MESSAGES.failedMailDeleteError);
