import { useQuery } from '@tanstack/react-query';
import { call, getMessages, keyOf } from '../../lib/api';

/**
 * The header's unread count, apart from ./api: the header is on every page's first load, and ./api
 * imports values from the contracts' index, which brings zod (173 kB) into the first load.
 */
const query = { skip: 0, take: 1 };

/** The header's count: one message fetched, `totalUnread` is what it needs (refreshed with the inbox). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(getMessages, { query }),
    queryFn: ({ signal }) => call(getMessages, { query }, { space: 'customer', signal }),
    enabled,
    select: (l) => l.totalUnread,
  });
}
