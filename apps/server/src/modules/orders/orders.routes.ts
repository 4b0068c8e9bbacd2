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
import { errorResponses } from '../../lib/route-schema';
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
    app.get(
      '/api/orders/basket',
      {
        config: member,
        schema: { tags, summary: 'Koszyk członka (pozycje, suma, saldo)', response: { 200: BasketResponse } },
      },
      (req) => getBasket(deps.db, authOf(req).userId),
    );

    app.post(
      '/api/orders/basket',
      {
        config: member,
        schema: {
          tags,
          summary: 'Dodaje nagrodę do koszyka (lub zwiększa ilość)',
          body: BasketAddBody,
          response: { 200: BasketItem, ...errorResponses(404, 409) },
        },
      },
      (req) => addToBasket(deps.db, authOf(req).userId, req.body),
    );

    app.patch(
      '/api/orders/basket/:id',
      {
        config: member,
        schema: {
          tags,
          summary: 'Zmienia ilość pozycji koszyka',
          params: IdParam,
          body: BasketAmountBody,
          response: { 200: BasketItem, ...errorResponses(404, 409) },
        },
      },
      (req) => setBasketAmount(deps.db, authOf(req).userId, req.params.id, req.body.amount),
    );

    app.delete(
      '/api/orders/basket/:id',
      {
        config: member,
        schema: {
          tags,
          summary: 'Usuwa pozycję z koszyka',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await removeFromBasket(deps.db, authOf(req).userId, req.params.id);
        return { message: ORDER_MESSAGES.removedFromBasket };
      },
    );

    // ---- checkout ----
    app.post(
      '/api/orders',
      {
        config: member,
        schema: {
          tags,
          summary: 'Składa zamówienie z koszyka (jedna transakcja)',
          body: CheckoutBody,
          response: { 200: Order, ...errorResponses(409) },
        },
      },
      (req) => checkout(deps, authOf(req).userId, req.body),
    );

    // ---- member's own and admin views ----
    app.get(
      '/api/users/me/orders',
      {
        config: member,
        schema: { tags, summary: 'Moje zamówienia', response: { 200: MemberOrdersResponse } },
      },
      async (req) => ({ data: await memberOrders(deps.db, authOf(req).userId) }),
    );

    app.get(
      '/api/users/:id/orders',
      {
        // The member's page shows them: whoever reads members reads these too.
        config: { access: ACCESS.admin('orders', { readIn: ['members'] }) },
        schema: {
          tags,
          summary: 'Zamówienia członka (admin)',
          params: IdParam,
          response: { 200: MemberOrdersResponse },
        },
      },
      async (req) => ({ data: await memberOrders(deps.db, req.params.id) }),
    );

    app.get(
      '/api/orders',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Lista zamówień (filtry, sortowanie, stronicowanie)',
          querystring: OrderListQuery,
          response: { 200: OrderListResponse },
        },
      },
      (req) => listOrders(deps.db, req.query),
    );

    app.get(
      '/api/orders/pdf',
      {
        config: admin,
        schema: {
          tags,
          summary: `Lista zamówień w PDF (te same filtry, najwyżej ${PDF_LIST_LIMIT})`,
          querystring: OrderListQuery,
          response: { 200: Pdf },
        },
      },
      async (req, reply) => {
        const { data } = await listOrders(deps.db, { ...req.query, skip: 0, take: PDF_LIST_LIMIT });
        const pdf = await ordersListPdf(data, filtersText(req.query));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'attachment; filename="zamowienia.pdf"')
          .send(pdf as never);
      },
    );

    app.get(
      '/api/orders/:id',
      {
        config: admin,
        schema: { tags, summary: 'Szczegóły zamówienia', params: IdParam, response: { 200: Order, ...errorResponses(404) } },
      },
      async (req) => {
        const order = await loadOrder(deps.db, req.params.id);
        if (!order) throw notFound('order');
        return order;
      },
    );

    app.get(
      '/api/orders/:id/pdf',
      {
        config: admin,
        schema: { tags, summary: 'Zamówienie w PDF', params: IdParam, response: { 200: Pdf, ...errorResponses(404) } },
      },
      async (req, reply) => {
        const order = await loadOrder(deps.db, req.params.id);
        if (!order) throw notFound('order');
        const pdf = await orderPdf(order);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="zamowienie-${order.id}.pdf"`)
          .send(pdf as never);
      },
    );

    app.patch(
      '/api/orders/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia status zamówienia (o jeden krok naprzód)',
          params: IdParam,
          body: OrderStatusBody,
          response: { 200: Order, ...errorResponses(404, 409) },
        },
      },
      (req) => setOrderStatus(deps, req.params.id, req.body.status),
    );

    app.delete(
      '/api/orders/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Anuluje zamówienie i zwraca punkty (raz)',
          params: IdParam,
          response: { 200: OrderCancelled, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        const { refunded } = await deleteOrder(deps.db, deps.settings, req.params.id, authOf(req).userId);
        return { message: ORDER_MESSAGES.cancelled, refunded };
      },
    );

    app.post(
      '/api/orders/:orderId/partner-shop-order',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Przekazuje pozycje sklepu partnerskiego (e-mail do sklepu)',
          params: OrderOrderIdParam,
          body: PartnerShopOrderBody,
          response: { 200: PartnerShopOrderResult, ...errorResponses(404, 409) },
        },
      },
      (req) => partnerShopOrder(deps, req.params.orderId, req.body.shopNumber),
    );

    app.patch(
      '/api/order-elements/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Oznacza pozycję jako wysłaną / niewysłaną',
          params: IdParam,
          body: OrderElementBody,
          response: { 200: Order, ...errorResponses(404, 409) },
        },
      },
      (req) => setElementSent(deps, req.params.id, req.body.isSent),
    );

    app.delete(
      '/api/order-elements/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa pozycję zamówienia i zwraca jej punkty (raz)',
          params: IdParam,
          response: { 200: Order, ...errorResponses(404, 409) },
        },
      },
      (req) => deleteElement(deps, req.params.id, authOf(req).userId),
    );
  };
}
