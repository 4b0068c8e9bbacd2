import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type { MessageResponse, Order, OrderStatus } from '@klub/contracts';
import { api } from '../../lib/api-client';
import {
  call,
  deleteOrderElementsById,
  getOrders,
  getOrdersById,
  getUsersByIdOrders,
  getUsersMeOrders,
  patchOrderElementsById,
  patchOrdersById,
} from '../../lib/api';
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
    queryFn: ({ signal }) => call(getUsersMeOrders, {}, { signal, space: 'customer' }),
  });
}

/** GET /api/orders — server paging, filters, sorting. */
export function useOrderList(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => call(getOrders, { query }, { signal, space: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/{id}/orders — one member's orders (admin). */
export function useMemberOrders(userId: number) {
  return useQuery({
    queryKey: ordersKeys.ofMember(userId),
    queryFn: ({ signal }) => call(getUsersByIdOrders, { params: { id: userId } }, { signal, space: 'admin' }),
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ordersKeys.one(id),
    queryFn: ({ signal }) => call(getOrdersById, { params: { id } }, { signal, space: 'admin' }),
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
  useOrderMutation((status: OrderStatus) => call(patchOrdersById, { params: { id }, body: { status } }, { space: 'admin' }));

export const useSetElementSent = () =>
  useOrderMutation(({ elementId, isSent }: { elementId: number; isSent: boolean }) =>
    call(patchOrderElementsById, { params: { id: elementId }, body: { isSent } }, { space: 'admin' }),
  );

export const useDeleteElement = () =>
  useOrderMutation((elementId: number) => call(deleteOrderElementsById, { params: { id: elementId } }, { space: 'admin' }), DELETE_META);

/** DELETE /api/orders/{id} — cancels and refunds; the order leaves the cache by id. Its operation's answer is untyped: the plain client stays. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => api.delete<MessageResponse & { refunded: number }>(`/api/orders/${id}`, { space: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.admin }),
  });
}

/** Downloads a PDF of the admin API through the API client (empty filters left out). Its callers give the path, so the plain client stays. */
export function downloadPdf(path: string, query: Record<string, string | number | undefined>, fileName: string): Promise<void> {
  return api.download(path, fileName, 'application/pdf', { space: 'admin', query });
}
