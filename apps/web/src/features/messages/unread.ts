import { useQuery } from '@tanstack/react-query';
import type { InboxList } from '@klub/contracts';
import { api } from '../../lib/api-client';

/**
 * The header's unread count, apart from ./api: the header is on every page's first load, and ./api
 * imports values from the contracts' index, which brings zod (173 kB) into the first load.
 */
export const inboxKey = ['customer', 'messages'] as const;

/** The header's count: one message fetched, `totalUnread` is what it needs (refreshed with the inbox). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...inboxKey, 'unread'],
    queryFn: ({ signal }) => api.get<InboxList>('/api/messages', { space: 'customer', signal, query: { skip: 0, take: 1 } }),
    enabled,
    select: (l) => l.totalUnread,
  });
}
