import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type { MemberOrdersResponse, MessageResponse, Order, OrderListResponse, OrderStatus } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { DELETE_META } from '../../lib/query-client';

export const ordersKeys = {
  mine: ['my-orders'] as const,
  admin: ['admin', 'orders'] as const,
  list: (query: Record<string, unknown>) => [...ordersKeys.admin, 'list', query] as const,
  one: (id: number) => [...ordersKeys.admin, 'one', id] as const,
  ofMember: (userId: number) => [...ordersKeys.admin, 'member', userId] as const,
};

/** GET /api/users/me/orders */
export function useMyOrders() {
  return useQuery({
    queryKey: ordersKeys.mine,
    queryFn: ({ signal }) => api.get<MemberOrdersResponse>('/api/users/me/orders', { signal, space: 'customer' }),
  });
}

/** GET /api/orders — server paging, filters, sorting. */
export function useOrderList(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>('/api/orders', { signal, query, space: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/{id}/orders — one member's orders (admin). */
export function useMemberOrders(userId: number) {
  return useQuery({
    queryKey: ordersKeys.ofMember(userId),
    queryFn: ({ signal }) => api.get<MemberOrdersResponse>(`/api/users/${userId}/orders`, { signal, space: 'admin' }),
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ordersKeys.one(id),
    queryFn: ({ signal }) => api.get<Order>(`/api/orders/${id}`, { signal, space: 'admin' }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every order-changing call answers the whole order: it replaces the cached one; lists refresh. */
function useOrderMutation<V>(fn: (v: V) => Promise<Order>, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.one(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.admin, predicate: (q) => q.queryKey[2] !== 'one' });
    },
  });
}

export const useSetOrderStatus = (id: number) =>
  useOrderMutation((status: OrderStatus) => api.patch<Order>(`/api/orders/${id}`, { status }, { space: 'admin' }));

export const useSetElementSent = () =>
  useOrderMutation(({ elementId, isSent }: { elementId: number; isSent: boolean }) =>
    api.patch<Order>(`/api/order-elements/${elementId}`, { isSent }, { space: 'admin' }),
  );

export const useDeleteElement = () =>
  useOrderMutation((elementId: number) => api.delete<Order>(`/api/order-elements/${elementId}`, { space: 'admin' }), DELETE_META);

/** DELETE /api/orders/{id} — cancels and refunds; the order leaves the cache by id. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => api.delete<MessageResponse & { refunded: number }>(`/api/orders/${id}`, { space: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.admin }),
  });
}

/** Downloads a PDF of the admin API through the API client (empty filters left out). */
export function downloadPdf(path: string, query: Record<string, string | number | undefined>, fileName: string): Promise<void> {
  return api.download(path, fileName, 'application/pdf', { space: 'admin', query });
}
