import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BasketAddBody,
  BasketAmountBody,
  BasketItem,
  BasketResponse,
  CheckoutBody,
  IdParam,
  MemberOrdersResponse,
  MessageResponse,
  Order,
  ORDER_MESSAGES,
  ORDER_FILTER_TEXTS,
  ORDER_STATUS_LABELS,
  OrderElementBody,
  OrderListQuery,
  OrderListResponse,
  OrderOrderIdParam,
  OrderStatusBody,
  PartnerShopOrderBody,
  PartnerShopOrderResult,
  POINTS_ROLES,
  OrderCancelled,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec, withMessage } from '../../lib/route';
import { notFound } from '../../errors';
import type { Deps } from '../../deps';
import { addToBasket, getBasket, removeFromBasket, setBasketAmount } from './basket.service';
import { listOrders, loadOrder, memberOrders, type ListQuery } from './orders.queries';
import { checkout } from './checkout.service';
import { deleteElement, deleteOrder, partnerShopOrder, setElementSent, setOrderStatus } from './orders.service';
import { orderPdf, ordersListPdf } from './orders.pdf';

const tags = ['Orders'];
const member = { access: ACCESS.customer(POINTS_ROLES) };
const admin = { access: ACCESS.admin('orders') };
const Pdf = z.string().describe('application/pdf');
/** The list PDF covers at most this many orders (narrow the filters for more). */
const PDF_LIST_LIMIT = 5000;

function filtersText(q: ListQuery): string {
  return [
    q.status ? ORDER_FILTER_TEXTS.status(ORDER_STATUS_LABELS[q.status]) : null,
    q.search ? ORDER_FILTER_TEXTS.search(q.search) : null,
    q.userId ? ORDER_FILTER_TEXTS.member(q.userId) : null,
    q.dateFrom ? ORDER_FILTER_TEXTS.from(q.dateFrom) : null,
    q.dateTo ? ORDER_FILTER_TEXTS.to(q.dateTo) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Basket, checkout and order handling (docs/domain.md "Basket and orders"). Registered under /api:
 * /orders/*, /order-elements/*, /users/me/orders and /users/{id}/orders.
 */
export function ordersRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- basket (members with points) ----
    const getOrdersBasket = spec(member, tags, ok(BasketResponse), { summary: 'Koszyk członka (pozycje, suma, saldo)' });
    app.get('/api/orders/basket', getOrdersBasket, (req) => getBasket(deps.db, authOf(req).userId));

    const postOrdersBasket = spec(member, tags, ok(BasketItem, 404, 409), {
      summary: 'Dodaje nagrodę do koszyka (lub zwiększa ilość)',
      body: BasketAddBody,
    });
    app.post('/api/orders/basket', postOrdersBasket, (req) => addToBasket(deps.db, authOf(req).userId, req.body));

    const patchOrdersBasketById = spec(member, tags, ok(BasketItem, 404, 409), {
      summary: 'Zmienia ilość pozycji koszyka',
      params: IdParam,
      body: BasketAmountBody,
    });
    app.patch('/api/orders/basket/:id', patchOrdersBasketById, (req) =>
      setBasketAmount(deps.db, authOf(req).userId, req.params.id, req.body.amount),
    );

    const deleteOrdersBasketById = spec(member, tags, ok(MessageResponse, 404), { summary: 'Usuwa pozycję z koszyka', params: IdParam });
    app.delete('/api/orders/basket/:id', deleteOrdersBasketById, async (req) =>
      withMessage(removeFromBasket(deps.db, authOf(req).userId, req.params.id), ORDER_MESSAGES.removedFromBasket),
    );

    // ---- checkout ----
    const postOrders = spec(member, tags, ok(Order, 409), {
      summary: 'Składa zamówienie z koszyka (jedna transakcja)',
      body: CheckoutBody,
    });
    app.post('/api/orders', postOrders, (req) => checkout(deps, authOf(req).userId, req.body));

    // ---- member's own and admin views ----
    const getUsersMeOrders = spec(member, tags, ok(MemberOrdersResponse), { summary: 'Moje zamówienia' });
    app.get('/api/users/me/orders', getUsersMeOrders, async (req) => ({
      data: await memberOrders(deps.db, authOf(req).userId),
    }));

    const getUsersByIdOrders = spec({ access: ACCESS.admin('orders', { readIn: ['members'] }) }, tags, ok(MemberOrdersResponse), {
      summary: 'Zamówienia członka (admin)',
      params: IdParam,
    });
    app.get('/api/users/:id/orders', getUsersByIdOrders, async (req) => ({ data: await memberOrders(deps.db, req.params.id) }));

    const getOrders = spec(admin, tags, ok(OrderListResponse), {
      summary: 'Lista zamówień (filtry, sortowanie, stronicowanie)',
      querystring: OrderListQuery,
    });
    app.get('/api/orders', getOrders, (req) => listOrders(deps.db, req.query));

    const getOrdersPdf = spec(admin, tags, ok(Pdf), {
      summary: `Lista zamówień w PDF (te same filtry, najwyżej ${PDF_LIST_LIMIT})`,
      querystring: OrderListQuery,
    });
    app.get('/api/orders/pdf', getOrdersPdf, async (req, reply) => {
      const { data } = await listOrders(deps.db, { ...req.query, skip: 0, take: PDF_LIST_LIMIT });
      const pdf = await ordersListPdf(data, filtersText(req.query));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="zamowienia.pdf"')
        .send(pdf as never);
    });

    const getOrdersById = spec(admin, tags, ok(Order, 404), { summary: 'Szczegóły zamówienia', params: IdParam });
    app.get('/api/orders/:id', getOrdersById, async (req) => {
      const order = await loadOrder(deps.db, req.params.id);
      if (!order) throw notFound('order');
      return order;
    });

    const getOrdersByIdPdf = spec(admin, tags, ok(Pdf, 404), { summary: 'Zamówienie w PDF', params: IdParam });
    app.get('/api/orders/:id/pdf', getOrdersByIdPdf, async (req, reply) => {
      const order = await loadOrder(deps.db, req.params.id);
      if (!order) throw notFound('order');
      const pdf = await orderPdf(order);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="zamowienie-${order.id}.pdf"`)
        .send(pdf as never);
    });

    const patchOrdersById = spec(admin, tags, ok(Order, 404, 409), {
      summary: 'Zmienia status zamówienia (o jeden krok naprzód)',
      params: IdParam,
      body: OrderStatusBody,
    });
    app.patch('/api/orders/:id', patchOrdersById, (req) => setOrderStatus(deps, req.params.id, req.body.status));

    const deleteOrdersById = spec(admin, tags, ok(OrderCancelled, 404, 409), {
      summary: 'Anuluje zamówienie i zwraca punkty (raz)',
      params: IdParam,
    });
    app.delete('/api/orders/:id', deleteOrdersById, async (req) => {
      const { refunded } = await deleteOrder(deps.db, deps.settings, req.params.id, authOf(req).userId);
      return { message: ORDER_MESSAGES.cancelled, refunded };
    });

    const postOrdersByOrderIdPartnerShopOrder = spec(admin, tags, ok(PartnerShopOrderResult, 404, 409), {
      summary: 'Przekazuje pozycje sklepu partnerskiego (e-mail do sklepu)',
      params: OrderOrderIdParam,
      body: PartnerShopOrderBody,
    });
    app.post('/api/orders/:orderId/partner-shop-order', postOrdersByOrderIdPartnerShopOrder, (req) =>
      partnerShopOrder(deps, req.params.orderId, req.body.shopNumber),
    );

    const patchOrderElementsById = spec(admin, tags, ok(Order, 404, 409), {
      summary: 'Oznacza pozycję jako wysłaną / niewysłaną',
      params: IdParam,
      body: OrderElementBody,
    });
    app.patch('/api/order-elements/:id', patchOrderElementsById, (req) => setElementSent(deps, req.params.id, req.body.isSent));

    const deleteOrderElementsById = spec(admin, tags, ok(Order, 404, 409), {
      summary: 'Usuwa pozycję zamówienia i zwraca jej punkty (raz)',
      params: IdParam,
    });
    app.delete('/api/order-elements/:id', deleteOrderElementsById, (req) => deleteElement(deps, req.params.id, authOf(req).userId));
  };
}
