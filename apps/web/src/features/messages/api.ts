import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminMessageQuery, ContactMessageBody, InboxList, SendMessageBody, SmsLogQuery, UploadedFile } from '@klub/contracts';
import { CONTACT_ATTACHMENT_MAX_BYTES, INBOX_MESSAGES } from '@klub/contracts';
import {
  call,
  keyOf,
  pathOf,
  deleteMessagesById,
  getMessages,
  getMessagesReceived,
  getMessagesSent,
  getSettingsSmsLogs,
  postMessages,
  postMessagesByIdRead,
  postMessagesContact,
  postMessagesContactAttachment,
  postMessagesReceivedByIdRead,
  postMessagesSendByEmail,
  type Answer,
} from '../../lib/api';
import { ApiError, upload } from '../../lib/api-client';
import { MESSAGES } from '../../config/messages';

/** A member's inbox (getMessages: every page and the header's count) and the admins' lists. */
const keys = {
  inbox: keyOf(getMessages),
  received: keyOf(getMessagesReceived),
  sent: keyOf(getMessagesSent),
};
const customer = { space: 'customer' } as const;
const admin = { space: 'admin' } as const;
/** Spec §9: a member's messages come 1000 per fetch; /messages/2 is the second thousand. */
export const INBOX_PAGE = 1000;

export function useInbox(page = 1, enabled = true) {
  const query = { skip: (page - 1) * INBOX_PAGE, take: INBOX_PAGE };
  return useQuery({
    queryKey: keyOf(getMessages, { query }),
    queryFn: ({ signal }) => call(getMessages, { query }, { ...customer, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export { useUnreadCount } from './unread';

/** Opening a message marks it read: the list and the badge change together at once, then both are refetched. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postMessagesByIdRead, { params: { id } }, customer),
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
export function useHideMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteMessagesById, { params: { id } }, customer),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.inbox }),
  });
}

/** /contact: the member writes to the club. */
export function useWriteToClub() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => call(postMessagesContact, { body }, customer),
    meta: { errorMessage: MESSAGES.contactError },
  });
}

/**
 * postMessagesContactAttachment: the file of a /contact message (PDF, JPG or PNG up to 5 MB,
 * private to the member and the admins), with progress; its `key` goes with the message. The size
 * is checked here first; the server checks it again, and the content.
 */
export function uploadContactAttachment(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) {
    return Promise.reject(new ApiError(413, [INBOX_MESSAGES.attachmentTooLarge], INBOX_MESSAGES.attachmentTooLarge));
  }
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<Answer<typeof postMessagesContactAttachment>>(pathOf(postMessagesContactAttachment), form, {
    space: 'customer',
    onProgress,
  });
}

type AdminQuery = z.output<typeof AdminMessageQuery>;

export function useReceived(query: AdminQuery) {
  return useQuery({
    queryKey: keyOf(getMessagesReceived, { query }),
    queryFn: ({ signal }) => call(getMessagesReceived, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSent(query: AdminQuery) {
  return useQuery({
    queryKey: keyOf(getMessagesSent, { query }),
    queryFn: ({ signal }) => call(getMessagesSent, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkReceivedRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postMessagesReceivedByIdRead, { params: { id } }, admin),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.received }),
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => call(postMessages, { body }, admin),
    meta: { errorMessage: MESSAGES.messageSendError },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.received }), client.invalidateQueries({ queryKey: keys.sent })]),
  });
}

/** postMessagesSendByEmail — an admin's message e-mailed to the member too (once). */
export function useSendByEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => call(postMessagesSendByEmail, { body: { messageId } }, admin),
    meta: { errorMessage: MESSAGES.messageEmailError },
    // Refused as e-mailed already (409): the list shows it so.
    onSettled: () => client.invalidateQueries({ queryKey: keys.sent }),
  });
}

/** The SMS log's filter as the screen holds it. */
export type SmsLogFilter = z.output<typeof SmsLogQuery>;

/** The SMS log; the gateway's reports come later, so it is read again every 5 s while open. */
export function useSmsLog(query: SmsLogFilter) {
  return useQuery({
    queryKey: keyOf(getSettingsSmsLogs, { query }),
    queryFn: ({ signal }) => call(getSettingsSmsLogs, { query }, { ...admin, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}
