import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminMessageQuery,
  CreateMailingBody,
  Mailing,
  MailingCount,
  MailingList,
  MailingSegmentInput,
  ContactMessageBody,
  InboxList,
  MessageResponse,
  ReceivedList,
  SendMessageBody,
  SentList,
  UploadedFile,
} from '@klub/contracts';
import { CONTACT_ATTACHMENT_MAX_BYTES, INBOX_MESSAGES } from '@klub/contracts';
import { api, ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../config/messages';
import { inboxKey } from './unread';

/** A member's inbox and the admins' lists (/api/messages). */
const keys = {
  inbox: inboxKey,
  admin: ['admin', 'messages'] as const,
};
const customer = { space: 'customer' } as const;
const admin = { space: 'admin' } as const;
/** Spec §9: a member's messages come 1000 per fetch; /messages/2 is the second thousand. */
export const INBOX_PAGE = 1000;

export function useInbox(page = 1, enabled = true) {
  return useQuery({
    queryKey: [...keys.inbox, page],
    queryFn: ({ signal }) =>
      api.get<InboxList>('/api/messages', { ...customer, signal, query: { skip: (page - 1) * INBOX_PAGE, take: INBOX_PAGE } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export { useUnreadCount } from './unread';

const useInboxMutation = <V>(fn: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.inbox }) });
};

/** Opening a message marks it read: the list and the badge change together at once, then both are refetched. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/messages/${id}/read`, undefined, customer),
    onSuccess: (_answer, id) => {
      const cached = client.getQueriesData<InboxList>({ queryKey: keys.inbox });
      const wasUnread = cached.some(([, list]) => list?.data.some((m) => m.id === id && !m.read));
      client.setQueriesData<InboxList>({ queryKey: keys.inbox }, (list) => {
        if (!list) return list;
        return {
          ...list,
          data: list.data.map((m) => (m.id === id ? { ...m, read: true } : m)),
          totalUnread: wasUnread ? Math.max(0, list.totalUnread - 1) : list.totalUnread,
        };
      });
      return client.invalidateQueries({ queryKey: keys.inbox });
    },
  });
}
export const useHideMessage = () => useInboxMutation((id: number) => api.delete<MessageResponse>(`/api/messages/${id}`, customer));

/** /contact: the member writes to the club. */
export function useWriteToClub() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => api.post<MessageResponse>('/api/messages/contact', body, customer),
    meta: { errorMessage: MESSAGES.contactError },
  });
}

/**
 * POST /api/messages/contact/attachment: the file of a /contact message (PDF, JPG or PNG up to 5 MB,
 * private to the member and the admins), with progress; its `key` goes with the message. The size
 * is checked here first; the server checks it again, and the content.
 */
export function uploadContactAttachment(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) {
    return Promise.reject(new ApiError(413, [INBOX_MESSAGES.attachmentTooLarge], INBOX_MESSAGES.attachmentTooLarge));
  }
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadedFile>('/api/messages/contact/attachment', form, { space: 'customer', onProgress });
}

type AdminQuery = z.output<typeof AdminMessageQuery>;

export function useReceived(query: AdminQuery) {
  return useQuery({
    queryKey: [...keys.admin, 'received', query],
    queryFn: ({ signal }) => api.get<ReceivedList>('/api/messages/received', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useSent(query: AdminQuery) {
  return useQuery({
    queryKey: [...keys.admin, 'sent', query],
    queryFn: ({ signal }) => api.get<SentList>('/api/messages/sent', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkReceivedRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/messages/received/${id}/read`, undefined, admin),
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.admin, 'received'] }),
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => api.post<{ id: number; message: string }>('/api/messages', body, admin),
    meta: { errorMessage: MESSAGES.messageSendError },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.admin }),
  });
}

/** POST /api/messages/send-by-email — an admin's message e-mailed to the member too (once). */
export function useSendByEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.post<MessageResponse>('/api/messages/send-by-email', { messageId }, admin),
    meta: { errorMessage: MESSAGES.messageEmailError },
    // Refused as e-mailed already (409): the list shows it so.
    onSettled: () => client.invalidateQueries({ queryKey: [...keys.admin, 'sent'] }),
  });
}

// ---- mailings (/api/messages/multiple-mailing) ----

const mailingKeys = {
  all: [...keys.admin, 'mailings'] as const,
  count: (segment: MailingSegmentInput | null) => [...keys.admin, 'mailing-count', segment] as const,
};
const running = (m: Mailing) => m.status === 'SCHEDULED' || m.status === 'SENDING';

/** How many members the segment reaches (and how many get the e-mail), asked again as the segment changes. */
export function useMailingCount(segment: MailingSegmentInput | null) {
  return useQuery({
    queryKey: mailingKeys.count(segment),
    queryFn: ({ signal }) => api.post<MailingCount>('/api/messages/multiple-mailing/count', { segment }, { ...admin, signal }),
    enabled: segment !== null,
    placeholderData: keepPreviousData,
  });
}

/** The mailings with their progress; refreshed every 2 s while one is scheduled or being sent. */
export function useMailings(query: { skip: number; take: number }) {
  return useQuery({
    queryKey: [...mailingKeys.all, query],
    queryFn: ({ signal }) => api.get<MailingList>('/api/messages/multiple-mailing', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(running) ? 2000 : false),
  });
}

/** One mailing's progress, every second until it ends. */
export function useMailing(id: number | null) {
  return useQuery({
    queryKey: [...mailingKeys.all, 'one', id],
    queryFn: ({ signal }) => api.get<Mailing>(`/api/messages/multiple-mailing/${id}`, { ...admin, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (!q.state.data || running(q.state.data) ? 1000 : false),
  });
}

export function useCreateMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMailingBody) => api.post<{ id: number; message: string }>('/api/messages/multiple-mailing', body, admin),
    meta: { errorMessage: MESSAGES.mailingError },
    onSuccess: () => client.invalidateQueries({ queryKey: mailingKeys.all }),
  });
}

export function useCancelMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/messages/multiple-mailing/${id}/cancel`, undefined, admin),
    meta: { errorMessage: MESSAGES.mailingCancelError },
    onSettled: () => client.invalidateQueries({ queryKey: mailingKeys.all }),
  });
}
