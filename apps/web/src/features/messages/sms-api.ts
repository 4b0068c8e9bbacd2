import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSmsBody, MessageResponse, SmsCount, SmsLogList, SmsSending, SmsSendingList, SmsTargetInput } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { MESSAGES } from '../../config/messages';

/** SMS sendings (/api/messages/sms) and their log (/api/settings/sms-logs). */
const admin = { space: 'admin' } as const;
const keys = {
  all: ['admin', 'sms'] as const,
  count: (target: SmsTargetInput | null, text: string) => ['admin', 'sms-count', target, text] as const,
  log: ['admin', 'sms-log'] as const,
};
const running = (s: SmsSending) => s.status === 'SCHEDULED' || s.status === 'SENDING';

/** Recipients, parts and cost, asked again as the target or the text changes. */
export function useSmsCount(target: SmsTargetInput | null, text: string) {
  return useQuery({
    queryKey: keys.count(target, text),
    queryFn: ({ signal }) => api.post<SmsCount>('/api/messages/sms/count', { target, text }, { ...admin, signal }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });
}

/** The sendings with their progress; refreshed every 2 s while one is scheduled or going out. */
export function useSmsSendings(query: { skip: number; take: number }) {
  return useQuery({
    queryKey: [...keys.all, query],
    queryFn: ({ signal }) => api.get<SmsSendingList>('/api/messages/sms', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(running) ? 2000 : false),
  });
}

/** One sending, every second until it ends. */
export function useSmsSending(id: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'one', id],
    queryFn: ({ signal }) => api.get<SmsSending>(`/api/messages/sms/${id}`, { ...admin, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (!q.state.data || running(q.state.data) ? 1000 : false),
  });
}

/** The log; the gateway's reports come later, so it is read again every 5 s while open. */
/** The log's filter as the screen holds it. */
export type SmsLogFilter = {
  skip: number;
  take: number;
  sendingId?: number;
  state?: string;
};

export function useSmsLog(query: SmsLogFilter) {
  return useQuery({
    queryKey: [...keys.log, query],
    queryFn: ({ signal }) => api.get<SmsLogList>('/api/settings/sms-logs', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export function useCreateSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSmsBody) => api.post<{ id: number; message: string }>('/api/messages/sms', body, admin),
    meta: { errorMessage: MESSAGES.smsError },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCancelSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/messages/sms/${id}/cancel`, undefined, admin),
    meta: { errorMessage: MESSAGES.smsCancelError },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
