import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { CONTRACTORS, DTH, PRODUCTS, RDS, STATS } from '../../testing/stats.test-data';
import StatsContractorsProductsPage from './StatsContractorsProductsPage';
import StatsSalesPage from './StatsSalesPage';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => nbsp(r.textContent));

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/stats/sales', element: <StatsSalesPage /> },
  { path: '/stats/contractors-products', element: <StatsContractorsProductsPage /> },
];

describe('/stats/sales', () => {
  it('shows sales per month and product group (a stacked chart and its table), and per group', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(RDS),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/contractors/products': () => json(PRODUCTS),
    });
    const { router } = renderRoutes(routes, '/stats/sales?from=2026-01-01&to=2026-03-31&interval=month&dth=4');

    const perPeriod = await screen.findByRole('table', { name: 'Produkty w miesiącach według grup produktów' }, SCREEN);
    // February had no sales: a row of zeros, not a gap.
    expect(rowTexts(perPeriod)).toEqual(['OkresFarbyGruntyRazem', 'styczeń 202630232', 'luty 2026000', 'marzec 2026404080']);
    expect(screen.getByRole('img', { name: /^Wykres: liczba zarejestrowanych produktów w miesiącach według grup produktów/ })).toBeTruthy();
    expect(screen.getByText('01.01.2026 – 31.03.2026').closest('p')!.textContent).toBe('Okres: 01.01.2026 – 31.03.2026');

    const groups = screen.getByRole('table', { name: 'Sprzedaż według grup produktów' });
    expect(rowTexts(groups)).toEqual([
      'Grupa produktówZarejestrowane produktyUdziałPunkty',
      'Farby7062,5%3 500 pkt',
      'Grunty4237,5%840 pkt',
    ]);

    // The chart and its table can show points instead.
    fireEvent.click(screen.getByRole('button', { name: 'Punkty' }));
    const points = await screen.findByRole('table', { name: 'Punkty w miesiącach według grup produktów' });
    expect(rowTexts(points)[1]).toBe('styczeń 20261 500 pkt40 pkt1 540 pkt');
    expect(screen.getByRole('img', { name: /^Wykres: liczba punktów za zarejestrowane produkty/ })).toBeTruthy();

    expect(calls(fetchMock, '/api/users/contractors/products')).toEqual([
      '/api/users/contractors/products?from=2026-01-01&to=2026-03-31&interval=month&dth=4',
    ]);

    // The period filter: a new interval goes to the URL and the request.
    const form = screen.getByRole('search', { name: 'Filtry statystyk' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Grupowanie' }), { target: { value: 'week' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-03-31&dth=4&interval=week'));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/users/contractors/products')).toContain(
        '/api/users/contractors/products?from=2026-01-01&to=2026-03-31&interval=week&dth=4',
      ),
    );
  });

  it('says when nothing was sold in the period', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/contractors/products': () => json({ ...PRODUCTS, packages: [], groups: [], series: [] }),
    });
    renderRoutes(routes, '/stats/sales');
    expect(await screen.findByText('Brak sprzedaży w wybranym okresie', undefined, SCREEN)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/contractors/products': () =>
        fail ? json({ message: 'Zakres dat może obejmować najwyżej 1827 dni' }, 400) : json(PRODUCTS),
    });
    renderRoutes(routes, '/stats/sales');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Sprzedaż według grup produktów' })).toBeTruthy();
  });
});

describe('/stats/contractors-products', () => {
  it('lists the packages registered in the period and the contractors, each linking to their products', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/contractors/products': () => json(PRODUCTS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
    });
    renderRoutes(routes, '/stats/contractors-products?from=2026-01-01&to=2026-03-31');

    const packages = await screen.findByRole('table', { name: 'Zarejestrowane produkty' }, SCREEN);
    expect(rowTexts(packages)).toEqual([
      'ProduktGrupa produktówZarejestrowanePunkty',
      'Farba 10 lFarby703 500 pkt',
      'Grunt 5 lGrunty42840 pkt',
    ]);
    expect(screen.getByRole('img', { name: /^Wykres: produkty zarejestrowane przez Twoich wykonawców/ })).toBeTruthy();

    const contractors = await screen.findByRole('table', { name: 'Produkty zarejestrowane przez wykonawców' });
    expect(rowTexts(contractors)[1]).toBe('Marek Malarz (Malarz Sp. z o.o.)12');
    expect(within(contractors).getByRole('link', { name: 'Marek Malarz (Malarz Sp. z o.o.)' }).getAttribute('href')).toBe(
      '/stats/contractors-products/101?from=2026-01-01&to=2026-03-31',
    );
  });
});
