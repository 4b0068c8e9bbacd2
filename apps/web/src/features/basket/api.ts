import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasketAddBody, BasketItem, BasketResponse, CheckoutBody } from '@klub/contracts';
import {
  call,
  deleteOrdersBasketById,
  getOrdersBasket,
  getUsersMeOrders,
  getUsersMePoints,
  getUsersMePointsHistory,
  keyOf,
  patchOrdersBasketById,
  postOrders,
  postOrdersBasket,
} from '../../lib/api';
import { useToken } from '../../lib/auth-storage';
import { collectsPoints, useMeClient } from '../../lib/session';

const basketKey = keyOf(getOrdersBasket);

/** getOrdersBasket — only for members who collect points (POINTS_ROLES; a sales rep's call is a 403). */
export function useBasket() {
  const token = useToken('customer');
  const me = useMeClient();
  return useQuery({
    queryKey: basketKey,
    queryFn: ({ signal }) => call(getOrdersBasket, {}, { signal, space: 'customer' }),
    enabled: Boolean(token) && collectsPoints(me.data),
    // The header badge must not toast on every page; /checkout shows the error state itself.
    meta: { silent: true },
  });
}

/** postOrdersBasket — adds a prize (or more pieces of it). */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Nie udało się dodać do koszyka' },
    mutationFn: (body: BasketAddBody) => call(postOrdersBasket, { body }, { space: 'customer' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKey }),
  });
}

function recount(basket: BasketResponse, data: BasketItem[]): BasketResponse {
  return {
    ...basket,
    data,
    sum: data.reduce((s, i) => s + i.lineTotal, 0),
    count: data.reduce((s, i) => s + i.amount, 0),
  };
}

/** deleteOrdersBasketById — removes the line locally by id (spec §3). */
export function useRemoveFromBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Nie udało się usunąć z koszyka' },
    mutationFn: (id: number) => call(deleteOrdersBasketById, { params: { id } }, { space: 'customer' }),
    onSuccess: (_res, id) =>
      queryClient.setQueryData<BasketResponse>(basketKey, (old) =>
        old
          ? recount(
              old,
              old.data.filter((i) => i.id !== id),
            )
          : old,
      ),
  });
}

/** patchOrdersBasketById {amount} — merges the answer into the cached basket. */
export function useSetBasketAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Nie udało się zmienić ilości' },
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      call(patchOrdersBasketById, { params: { id }, body: { amount } }, { space: 'customer' }),
    onSuccess: (item) =>
      queryClient.setQueryData<BasketResponse>(basketKey, (old) =>
        old
          ? recount(
              old,
              old.data.map((i) => (i.id === item.id ? item : i)),
            )
          : old,
      ),
  });
}

export const CHECKOUT_ERROR = 'Nie udało się złożyć zamówienia';

/** postOrders — places the order; the basket and the member's points change. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: CHECKOUT_ERROR },
    mutationFn: (body: CheckoutBody) => call(postOrders, { body }, { space: 'customer' }),
    // Not awaited: the refetched (now empty) basket unmounts the checkout form, and a caller's own
    // onSuccess (toast, go to /my-orders) must run before that, or it is dropped with the form.
    onSettled: () => {
      for (const op of [getOrdersBasket, getUsersMeOrders, getUsersMePoints, getUsersMePointsHistory])
        void queryClient.invalidateQueries({ queryKey: keyOf(op) });
    },
  });
}
