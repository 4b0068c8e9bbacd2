import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BasketResponse, Me, Order } from '@klub/contracts';
import { getToast } from '../../components/toast';
import { MEMBER, orderElement, orderRow } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { CustomerRoot } from '../../app/layouts/CustomerRoot';
import { customerRoutes } from '../../app/routes/customer-routes';
import { asMemberEachTest } from '../../testing/session';

const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];
const CONFIRMED = { ...MEMBER, status: 'ACTIVE_CONFIRMED' as const, canOrder: true };
const ME: Me = {
  id: 42,
  email: 'jan@example.pl',
  type: 21,
  status: 'ACTIVE_CONFIRMED',
  firstname: 'Jan',
  lastname: 'Kowalski',
  phone: '600100200',
  companyName: null,
  nip: null,
  city: 'Kraków',
  postCode: '30-001',
  street: 'ul. Długa 5',
  photo: null,
  photoSmall: null,
  isGold: false,
  isPremium: false,
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
};
const line = (id: number, name: string, points: number, amount: number) => ({
  id,
  prizeId: id * 10,
  name,
  image: null,
  points,
  characteristicId: null,
  characteristic: null,
  amount,
  lineTotal: points * amount,
  stock: 10,
  isAvailable: true,
});
const BASKET: BasketResponse = { data: [line(1, 'Zestaw pędzli', 150, 2), line(2, 'Kubek', 80, 1)], sum: 380, count: 3, balance: 1000 };
const ORDER: Order = {
  ...orderRow(),
  delivery: { name: 'Jan Kowalski', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków', phone: null },
  note: null,
  elements: [orderElement({ prizeId: 10, amount: 2, totalPoints: 300 })],
};

asMemberEachTest();

// Lazy routes and MUI tables render slowly in jsdom on a busy machine: 30 s per test.
describe('/checkout', () => {
  it('shows lines, totals and the badge, removes a line locally, and places the order with the prices seen', async () => {
    let sent: unknown;
    mockFetch({
      'GET /api/users/me-client': () => json(CONFIRMED),
      'GET /api/users/me': () => json(ME),
      'GET /api/orders/basket': () => json(BASKET),
      'DELETE /api/orders/basket/2': () => json({ message: 'Usunięto z koszyka' }),
      'POST /api/orders': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(ORDER);
      },
      'GET /api/users/me/orders': () => json({ data: [ORDER] }),
    });
    const { router } = renderRoutes(routes(), '/checkout');
    const table = await screen.findByRole('table', { name: 'Pozycje w koszyku' }, SCREEN);
    expect(within(table).getByText('Kubek')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Koszyk: 3 szt.' })).toBeTruthy();
    const totals = screen.getByRole('status', { name: 'Podsumowanie koszyka' });
    expect(within(totals).getByText('380 pkt')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usuń Kubek z koszyka' }));
    await waitFor(() => expect(within(table).queryByText('Kubek')).toBeNull());
    expect(within(totals).getByText('300 pkt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Koszyk: 2 szt.' })).toBeTruthy();

    expect(((await screen.findByLabelText(/Ulica i numer/)) as HTMLInputElement).value).toBe('ul. Długa 5');
    fireEvent.click(screen.getByRole('button', { name: /^Zamów za 300\spkt$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Czy złożyć zamówienie za 300\spkt\?$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamawiam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(sent).toMatchObject({
      delivery: { name: 'Jan Kowalski', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków', phone: '600100200' },
      expectedTotal: 300,
      expectedItems: [{ id: 1, points: 150 }],
    });
    expect(getToast()).toMatchObject({
      severity: 'success',
      message: 'Zamówienie nr 7 zostało złożone. Potwierdzenie wysłaliśmy e-mailem',
    });
    expect(await screen.findByRole('heading', { name: 'Zamówienie nr 7' }, SCREEN)).toBeTruthy();
    expect(within(screen.getByRole('status', { name: 'Status zamówienia nr 7' })).getByText('Złożone')).toBeTruthy();
  }, 30_000);

  it('tells a member who is not confirmed that they cannot order (button disabled)', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me': () => json(ME),
      'GET /api/orders/basket': () => json(BASKET),
    });
    renderRoutes(routes(), '/checkout');
    expect(await screen.findByText('Zamawiać mogą tylko potwierdzeni członkowie klubu', {}, SCREEN)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Zamów za 380\spkt$/ }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('says by how much the basket is over the balance (ordering disabled) and when the basket is empty', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(CONFIRMED),
      'GET /api/users/me': () => json(ME),
      'GET /api/orders/basket': () => json({ ...BASKET, balance: 100 }),
    });
    renderRoutes(routes(), '/checkout');
    // Beside the totals, and again by the order button, which is disabled.
    expect(
      await screen.findByText('Koszyk przekracza Twoje saldo o 280 pkt. Usuń część nagród albo zbierz brakujące punkty.', {}, SCREEN),
    ).toBeTruthy();
    expect(await screen.findByText('Za mało punktów, by zamówić: brakuje 280 pkt.', {}, SCREEN)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Zamów za 380\spkt$/ }) as HTMLButtonElement).disabled).toBe(true);

    mockFetch({
      'GET /api/users/me-client': () => json(CONFIRMED),
      'GET /api/users/me': () => json(ME),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 100 }),
    });
    renderRoutes(routes(), '/checkout');
    expect(await screen.findByText('Koszyk jest pusty', {}, SCREEN)).toBeTruthy();
  }, 30_000);
});
