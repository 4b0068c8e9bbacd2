import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../app/provider';
import { createQueryClient } from '../../lib/query-client';
import { describe, expect, it } from 'vitest';
import type { PrizeDetails } from '@klub/contracts';
import { CustomerRoot } from '../../app/layouts/CustomerRoot';
import { customerRoutes } from '../../app/routes/customer-routes';
import { getToast, hideToast } from '../../components/toast';
import { EMPLOYEE, MEMBER, prizeRow } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asMemberEachTest } from '../../testing/session';

const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];
const ROW = prizeRow({ groupId: 3, groupName: 'Odzież', name: 'Kurtka robocza' });
const DETAILS: PrizeDetails = {
  ...ROW,
  description: '<p>Wodoodporna <strong>kurtka</strong></p>',
  characteristics: [
    { id: 11, prizeId: 7, name: 'Rozmiar', value: 'M', pos: 1 },
    { id: 12, prizeId: 7, name: 'Rozmiar', value: 'L', pos: 2 },
  ],
};
/** Points are written with no-break spaces ("1 000 pkt"): compared as plain spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
/** The basket line POST /api/orders/basket answers for two jackets in L. */
const LINE = {
  id: 1,
  prizeId: 7,
  name: 'Kurtka robocza',
  image: null,
  points: 1800,
  characteristicId: 12,
  characteristic: 'Rozmiar: L',
  amount: 2,
  lineTotal: 3600,
  stock: 4,
  isAvailable: true,
};
const TREE = [
  { id: 3, name: 'Odzież', description: null, parentId: null, image: null, pos: 1, isActive: true, prizesCount: 1, subRows: [] },
];

asMemberEachTest();

describe('customer catalogue', () => {
  it('prize details: a variant is required; adds to the basket with it, and to favourites', async () => {
    let favourite = false;
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 5000 }),
      'GET /api/prizes/7': () => json({ ...DETAILS, isFavorite: favourite }),
      'POST /api/orders/basket': () => json(LINE),
      'POST /api/prizes/favorite/add': () => {
        favourite = true;
        return json({ message: 'Dodano do ulubionych' });
      },
    });
    renderRoutes(routes(), '/group/3/prize/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurtka robocza' }, SCREEN)).toBeTruthy();
    expect(screen.getByText('kurtka').tagName).toBe('STRONG');
    expect(screen.queryByRole('status', { name: 'Saldo punktów' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(getToast()).toMatchObject({ message: 'Wybierz wariant nagrody' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Wariant/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Rozmiar: L' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ilość' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Dodano do koszyka: Kurtka robocza', severity: 'success' }));
    const post = fetchMock.mock.calls.find(([u, init]) => String(u) === '/api/orders/basket' && init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ prizeId: 7, characteristicId: 12, amount: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do ulubionych' }));
    expect(await screen.findByRole('button', { name: 'Usuń z ulubionych' })).toBeTruthy();
  });

  it('a prize over the balance: the card says what is missing, the prize page warns before adding, the toast after', async () => {
    const inBasket = { data: [], sum: 300, count: 1, balance: 1000 };
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json(inBasket),
      'GET /api/prizes-groups': () => json(TREE),
      'GET /api/prizes': () => json({ total: 2, data: [ROW, prizeRow({ id: 8, groupId: 3, name: 'Czapka', pointsPrice: 200 })] }),
      'GET /api/prizes/7': () => json({ ...DETAILS, characteristics: [] }),
      'POST /api/orders/basket': () => json({ ...LINE, characteristicId: null, characteristic: null, amount: 1, lineTotal: 1800 }),
    });
    renderRoutes(routes(), '/group/3');
    const grid = await screen.findByRole('list', { name: 'Nagrody w grupie Odzież' }, SCREEN);
    // 1 800 pkt against 1 000: 800 missing; the 200 pkt cap fits and says nothing.
    await waitFor(() => expect(within(grid).getByText('Brakuje 800 pkt')).toBeTruthy());
    expect(within(grid).getAllByText(/^Brakuje/)).toHaveLength(1);

    renderRoutes(routes(), '/group/3/prize/7');
    // With the basket's 300 pkt: 300 + 1 800 − 1 000 = 1 100 over.
    const warning = await screen.findByRole('status', { name: 'Saldo punktów' }, SCREEN);
    expect(spaced(warning.textContent)).toBe(
      'Z tą nagrodą koszyk przekroczy Twoje saldo (1 000 pkt) o 1 100 pkt. Możesz ją dodać, ale zamówienie złożysz, gdy zbierzesz brakujące punkty albo usuniesz część nagród.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Ilość' }), { target: { value: '2' } });
    expect(spaced(warning.textContent)).toContain('o 2 900 pkt');
    fireEvent.change(screen.getByRole('textbox', { name: 'Ilość' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(getToast().severity).toBe('warning'));
    expect(spaced(getToast().message)).toBe(
      'Dodano do koszyka: Kurtka robocza. Koszyk przekracza Twoje saldo o 1 100 pkt — zamówisz go, gdy zbierzesz brakujące punkty',
    );
    expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/orders/basket' && init?.method === 'POST')).toBe(true);
  });

  it('a DTH sees the prize but neither basket nor favourites', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(EMPLOYEE), 'GET /api/prizes/7': () => json(DETAILS) });
    renderRoutes(routes(), '/group/3/prize/7');
    expect(await screen.findByText('Nagrody zamawiają uczestnicy zbierający punkty.', {}, SCREEN)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj do koszyka' })).toBeNull();
  });

  it('group page: prizes of the group; a failed prize load shows an empty list and a toast', async () => {
    let fail = false;
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 5000 }),
      'GET /api/prizes-groups': () => json(TREE),
      'GET /api/prizes': (_i, url) =>
        fail
          ? json({ message: 'Serwer nie odpowiada' }, 503)
          : json({ total: url.searchParams.get('groupId') === '3' ? 1 : 0, data: [ROW] }),
    });
    renderRoutes(routes(), '/group/3');
    const grid = await screen.findByRole('list', { name: 'Nagrody w grupie Odzież' }, SCREEN);
    expect(within(grid).getByText('Kurtka robocza')).toBeTruthy();
    expect(within(grid).getByText('1 800 pkt')).toBeTruthy();

    fail = true;
    hideToast();
    // With the app's own query client (its query cache toasts the server's message).
    const router = createMemoryRouter(routes(), { initialEntries: ['/exchange-points'] });
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByText('Brak nagród w tym przedziale', {}, SCREEN)).toBeTruthy();
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Serwer nie odpowiada' }), SCREEN);
  });
});
