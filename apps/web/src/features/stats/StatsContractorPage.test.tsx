import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractorCodesResponse } from '@klub/contracts';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { DTH, PRODUCTS, ROW, STATS } from '../../testing/stats.test-data';
import StatsContractorPage from './StatsContractorPage';
import StatsContractorProductsPage from './StatsContractorProductsPage';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);

const CODES: ContractorCodesResponse = {
  total: 21,
  data: [
    {
      id: 9,
      code: 'ABCD-1234',
      userId: 101,
      name: 'Marek Malarz',
      packageName: 'Farba 10 l',
      groupName: 'Farby',
      points: 50,
      redeemedAt: '2026-03-20T10:15:00.000Z',
    },
  ],
};
const NOT_THEIRS = () => json({ message: 'Nie ma takiego wykonawcy wśród Twoich wykonawców' }, 404);

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/stats/contractors/:id', element: <StatsContractorPage /> },
  { path: '/stats/contractors-products/:id', element: <StatsContractorProductsPage /> },
];

describe('/stats/contractors/:id', () => {
  it("shows the contractor's contact, the period's figures, the series and their codes", async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats/contractors': () => json({ total: 1, data: [ROW] }),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/contractors/codes': () => json(CODES),
    });
    const { router } = renderRoutes(routes, '/stats/contractors/101?from=2026-03-02&to=2026-03-29');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wykonawca: Marek Malarz' }, SCREEN)).toBeTruthy();
    expect(screen.getByText('Malarz Sp. z o.o., Kraków')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'marek@example.pl' }).getAttribute('href')).toBe('mailto:marek@example.pl');
    expect(nbsp(screen.getByRole('link', { name: /601/ }).textContent)).toBe('601 234 567');

    const figures = await screen.findByRole('list', { name: 'Aktywność wykonawcy w okresie' });
    expect(nbsp(within(figures).getByRole('listitem', { name: 'Zarejestrowane produkty' }).textContent)).toContain(
      '+12% wobec poprzedniego okresu',
    );
    expect(screen.getByRole('img', { name: /^Wykres: zarejestrowane produkty i punkty zdobyte wykonawcy/ })).toBeTruthy();

    const codes = await screen.findByRole('table', { name: 'Kody zarejestrowane przez wykonawcę' });
    expect(nbsp(within(codes).getByRole('row', { name: /ABCD-1234/ }).textContent)).toMatch(
      /^20\.03\.2026, \d\d:15ABCD-1234Farba 10 lFarby50 pkt$/,
    );
    expect(calls(fetchMock, '/api/users/contractors/codes')).toEqual([
      '/api/users/contractors/codes?from=2026-03-02&to=2026-03-29&userId=101&skip=0&take=20',
    ]);
    expect(calls(fetchMock, '/api/users/me/stats')).toEqual(['/api/users/me/stats?from=2026-03-02&to=2026-03-29&userId=101']);

    // The codes' paging lives in the URL too.
    fireEvent.click(within(screen.getByRole('region', { name: 'Zarejestrowane kody' })).getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-02&to=2026-03-29&skip=20'));

    expect(screen.getByRole('link', { name: 'Produkty wykonawcy' }).getAttribute('href')).toBe(
      '/stats/contractors-products/101?from=2026-03-02&to=2026-03-29',
    );
  });

  it('says "Nie znaleziono wykonawcy" when the contractor is not one of theirs (404)', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats/contractors': NOT_THEIRS,
      'GET /api/users/me/stats': NOT_THEIRS,
      'GET /api/users/contractors/codes': NOT_THEIRS,
    });
    renderRoutes(routes, '/stats/contractors/999');
    expect(await screen.findByText(/^Nie znaleziono wykonawcy nr 999\./, undefined, SCREEN)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — wykonawca' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wykonawcy' }).getAttribute('href')).toBe('/stats/contractors');
    // Nothing else is asked for.
    expect(calls(fetchMock, '/api/users/me/stats')).toEqual([]);
    expect(calls(fetchMock, '/api/users/contractors/codes')).toEqual([]);
  });

  it('says the same for a malformed id, without asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(DTH) });
    renderRoutes(routes, '/stats/contractors/abc');
    expect(await screen.findByText(/^Nie znaleziono wykonawcy nr abc\./, undefined, SCREEN)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/users/me-client']);
  });
});

describe('/stats/contractors-products/:id', () => {
  it('shows the products one contractor registered, with their name in the title', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats/contractors': () => json({ total: 1, data: [ROW] }),
      'GET /api/users/contractors/products': () => json(PRODUCTS),
    });
    renderRoutes(routes, '/stats/contractors-products/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkty wykonawcy: Marek Malarz' }, SCREEN)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Zarejestrowane produkty' });
    expect(nbsp(within(table).getByRole('row', { name: /Farba 10 l/ }).textContent)).toBe('Farba 10 lFarby703 500 pkt');
    expect(screen.getByRole('img', { name: /^Wykres: produkty zarejestrowane przez wykonawcę/ })).toBeTruthy();
    expect(calls(fetchMock, '/api/users/contractors/products')).toEqual(['/api/users/contractors/products?userId=101']);
  });

  it('says "Nie znaleziono wykonawcy" for a 404', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats/contractors': NOT_THEIRS,
      'GET /api/users/contractors/products': NOT_THEIRS,
    });
    renderRoutes(routes, '/stats/contractors-products/999');
    expect(await screen.findByText(/^Nie znaleziono wykonawcy nr 999\./, undefined, SCREEN)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — produkty wykonawcy' })).toBeTruthy();
  });
});
