import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@klub/contracts';
import {
  call,
  deleteOrderElementsById,
  deleteOrdersById,
  getOrders,
  getOrdersById,
  getUsersById,
  getUsersByIdOrders,
  getUsersMeOrders,
  keyOf,
  patchOrderElementsById,
  patchOrdersById,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

/** The admin's order queries: a change reloads the lists (the order itself comes with the answer). */
const adminLists = [getOrders, getUsersByIdOrders] as const;

/** getUsersMeOrders — the member's own orders. */
export function useMyOrders() {
  return useQuery({
    queryKey: keyOf(getUsersMeOrders),
    queryFn: ({ signal }) => call(getUsersMeOrders, {}, { signal, space: 'customer' }),
  });
}

/** getOrders — server paging, filters, sorting. */
export function useOrderList(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: keyOf(getOrders, { query }),
    queryFn: ({ signal }) => call(getOrders, { query }, { signal, space: 'admin' }),
    placeholderData: keepPreviousData,
  });
}

/** getUsersByIdOrders — one member's orders (admin). */
export function useMemberOrders(userId: number) {
  return useQuery({
    queryKey: keyOf(getUsersByIdOrders, { params: { id: userId } }),
    queryFn: ({ signal }) => call(getUsersByIdOrders, { params: { id: userId } }, { signal, space: 'admin' }),
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: keyOf(getOrdersById, { params: { id } }),
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
      queryClient.setQueryData(keyOf(getOrdersById, { params: { id: order.id } }), order);
      return Promise.all(adminLists.map((op) => queryClient.invalidateQueries({ queryKey: keyOf(op) })));
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

/** deleteOrdersById — cancels and refunds (the answer says how many points went back); the order and the lists reload. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteOrdersById, { params: { id } }, { space: 'admin' }),
    onSuccess: () => Promise.all([...adminLists, getOrdersById].map((op) => queryClient.invalidateQueries({ queryKey: keyOf(op) }))),
  });
}

/**
 * getUsersById — the member whose orders the list is filtered by (its title names them). The same
 * query (the same key) as club-members' useMember, asked here so orders need not import that feature.
 */
export function useOrdersMember(id: number) {
  return useQuery({
    queryKey: keyOf(getUsersById, { params: { id } }),
    queryFn: ({ signal }) => call(getUsersById, { params: { id } }, { signal, space: 'admin' }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
