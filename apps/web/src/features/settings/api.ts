import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditCsvQuery, AuditQuery, FailedMailQuery, JobLogQuery, SaveSettingsBody, SmsTokenBody } from '@klub/contracts';
import { MESSAGES } from '../../config/messages';
import {
  call,
  downloadOf,
  getConfig,
  keyOf,
  deleteSettingsFailedMailsById,
  getSettings,
  getSettingsFailedMails,
  getSettingsJobLogs,
  getSettingsLogs,
  getSettingsLogsActors,
  getSettingsLogsCsvExport,
  getSettingsSmsToken,
  postSettingsFailedMailsRetry,
  putSettings,
  putSettingsSmsToken,
} from '../../lib/api';
import { invalidatePremiumGroup } from '../premium-group';

const admin = { space: 'admin' } as const;
const settingsKey = keyOf(getSettings);

/** getSettings — the programme's settings and their version. */
export const useProgramSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call(getSettings, {}, { ...admin, signal }) });

/** putSettings with the version read; a 409 (someone saved meanwhile) comes as the API's message. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingsBody) => call(putSettings, { body }, admin),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return Promise.all([queryClient.invalidateQueries({ queryKey: keyOf(getConfig) }), invalidatePremiumGroup(queryClient)]);
    },
  });
}

const smsTokenKey = keyOf(getSettingsSmsToken);

/** getSettingsSmsToken — where the SMS gateway's token comes from (never the token). */
export const useSmsTokenState = () =>
  useQuery({ queryKey: smsTokenKey, queryFn: ({ signal }) => call(getSettingsSmsToken, {}, { ...admin, signal }) });

/** putSettingsSmsToken — a new token, or null to remove it from the settings. */
export function useSetSmsToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsTokenBody) => call(putSettingsSmsToken, { body }, admin),
    meta: { errorMessage: MESSAGES.smsTokenError },
    onSuccess: (answer) => queryClient.setQueryData(smsTokenKey, answer.state),
  });
}

/** settings/logs: the audit trail (filters in the URL) and the job and delivery log. */
export const logsKeys = {
  /** One page of the trail; without a query, every page (what a new entry reloads). */
  audit: (query?: AuditQuery) => keyOf(getSettingsLogs, query && { query }),
  actors: keyOf(getSettingsLogsActors),
  jobs: (query?: JobLogQuery) => keyOf(getSettingsJobLogs, query && { query }),
  failedMails: (query?: FailedMailQuery) => keyOf(getSettingsFailedMails, query && { query }),
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
    queryFn: ({ signal }) => call(getSettingsLogsActors, {}, { ...admin, signal }),
  });

export const useJobLog = (query: JobLogQuery) =>
  useQuery({
    queryKey: logsKeys.jobs(query),
    queryFn: ({ signal }) => call(getSettingsJobLogs, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });

/** The filtered trail as a CSV file. */
export function downloadAuditCsv(query: AuditCsvQuery): Promise<void> {
  return downloadOf(getSettingsLogsCsvExport, `dziennik-zmian-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv', { query }, admin);
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
        queryClient.invalidateQueries({ queryKey: logsKeys.jobs() }),
      ]),
  });
}

/** Back to the mail queue: these ids, or (none given) every failed mail. */
export const useRetryFailedMails = () =>
  useFailedMailMutation(
    (ids?: string[]) => call(postSettingsFailedMailsRetry, { body: ids ? { ids } : {} }, admin),
    MESSAGES.failedMailRetryError,
  );

export const useDeleteFailedMail = () =>
  useFailedMailMutation((id: string) => call(deleteSettingsFailedMailsById, { params: { id } }, admin), MESSAGES.failedMailDeleteError);
