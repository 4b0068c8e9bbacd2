import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, OrderRow } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { shownDate, typeDate } from '../../testing/dates';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME, orderElement, orderRow } from '../../testing/fixtures';

const row = (id: number, over: Partial<OrderRow> = {}): OrderRow => orderRow({ id, elementsCount: 2, ...over });
const element = (id: number, prizeName: string, isSent = false) => orderElement({ id, prizeId: id, prizeName, isSent });
const order = (over: Partial<Order> = {}): Order => ({
  ...row(5, { status: 'IN_PROGRESS' }),
  delivery: { name: 'Jan Kowalski', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków', phone: null },
  note: 'Po 16:00',
  elements: [element(1, 'Zestaw pędzli', true), element(2, 'Kubek')],
  ...over,
});

asAdminEachTest();

// Lazy admin screens render slowly in jsdom on a busy machine: 30 s per test.
describe('/admin/orders', () => {
  it('keeps filters, sorting and paging in the URL and asks the server for that page', async () => {
    const calls: URL[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/orders': (_init, url) => {
        calls.push(url);
        return json({ total: 45, data: [row(3), row(2, { status: 'SENT', sentCount: 2 })] });
      },
    });
    const { router } = renderRoutes([adminRoute()], '/admin/orders?status=NEW&page=2');
    const table = await screen.findByRole('table', { name: 'Zamówienia' }, SCREEN);
    expect(within(table).getByText('Wysłane')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Zamówienie nr 3' }).getAttribute('href')).toBe('/admin/orders/details/3');
    expect(Object.fromEntries(calls.at(-1)!.searchParams)).toMatchObject({
      status: 'NEW',
      skip: '20',
      take: '20',
      sort: 'createdAt',
      order: 'desc',
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Punkty' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=NEW&sort=totalPoints'));
    fireEvent.change(screen.getByLabelText('Szukaj (członek, e-mail, nr)'), { target: { value: 'Kowalski' } });
    typeDate('Od dnia', '01.11.2026');
    typeDate('Do dnia', '30.11.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)!.searchParams)).toMatchObject({
        search: 'Kowalski',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        sort: 'totalPoints',
        skip: '0',
      }),
    );
    expect(shownDate('Od dnia')).toBe('01.11.2026');
  }, 30_000);

  it('details: marks an element sent, and deletes the order after confirmation', async () => {
    let current = order();
    let deleted = false;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/orders/5': () => json(current),
      'PATCH /api/order-elements/2': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ isSent: true });
        current = order({ status: 'SENT', sentCount: 2, elements: [element(1, 'Zestaw pędzli', true), element(2, 'Kubek', true)] });
        return json(current);
      },
      'DELETE /api/orders/5': () => {
        deleted = true;
        return json({ message: 'Zamówienie zostało anulowane, punkty wróciły na konto członka', refunded: 300 });
      },
      'GET /api/orders': () => json({ total: 0, data: [] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/orders/details/5');
    await screen.findByRole('heading', { level: 1, name: 'Zamówienie nr 5' }, SCREEN);
    const status = screen.getByRole('status', { name: 'Status zamówienia' });
    expect(within(status).getByText('W realizacji')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Wysłane: Kubek' }));
    await waitFor(() => expect(within(screen.getByRole('status', { name: 'Status zamówienia' })).getByText('Wysłane')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Usuń zamówienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć zamówienie nr 5?' });
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń zamówienie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(deleted).toBe(true);
    expect(getToast()).toMatchObject({
      severity: 'success',
      message: 'Zamówienie zostało anulowane, punkty wróciły na konto członka (300\u00a0pkt)',
    });
  }, 30_000);
});
