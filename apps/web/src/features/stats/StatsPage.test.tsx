import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { DTH, RDS, STATS } from '../../testing/stats.test-data';
import StatsPage from './StatsPage';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const statsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/me/stats'));

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

const render = (path = '/stats') => renderRoutes([{ path: '/stats', element: <StatsPage /> }], path);

describe('/stats', () => {
  it('shows the figures with the trend against the previous period, the series and links to the other screens', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(DTH), 'GET /api/users/me/stats': () => json(STATS) });
    render();

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Wykonawcy')).toBe('Wykonawcy40stan na dziś');
    expect(card('Potwierdzeni')).toBe('Potwierdzeni3075% wykonawców');
    expect(card('Zarejestrowane produkty')).toBe('Zarejestrowane produkty112+12% wobec poprzedniego okresu');
    expect(card('Punkty zdobyte')).toBe('Punkty zdobyte5 600 pktbez zmianw tym z kodów: 3 100 pkt');
    expect(card('Punkty wydane')).toBe('Punkty wydane1 200 pkt-20% wobec poprzedniego okresu');
    expect(card('Zamówienia')).toBe('Zamówienia3wzrost z 0 w poprzednim okresie');
    expect(card('Nowi w okresie')).toContain('-50% wobec poprzedniego okresu');
    expect(screen.getByText(/porównanie z okresem 02\.02\.2026 – 01\.03\.2026/)).toBeTruthy();

    // The chart is one named image; its numbers are in the table under it.
    expect(
      screen.getByRole('img', { name: /^Wykres: zarejestrowane produkty i punkty zdobyte Twoich wykonawców w tygodniach/ }),
    ).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Produkty i punkty w tygodniach' });
    expect(within(series).getAllByRole('row')).toHaveLength(5);
    expect(nbsp(within(series).getByRole('row', { name: /tydzień od 16\.03\.2026/ }).textContent)).toBe(
      'tydzień od 16.03.2026402 000 pkt0 pkt',
    );

    // Where "Punkty zdobyte" came from: the admins' 2 000 points are not taken for codes (issue 39).
    const sources = screen.getByRole('table', { name: 'Punkty zdobyte według źródła' });
    expect(
      within(sources)
        .getAllByRole('row')
        .map((r) => nbsp(r.textContent)),
    ).toEqual([
      'ŹródłoPunktyUdział',
      'Z kodów3 100 pkt55%',
      'Od administratorów2 000 pkt36%',
      'Z konkursów300 pkt5%',
      'Z akcji punktowych200 pkt4%',
    ]);

    // A DTH has no DTH filter nor a per-DTH table.
    expect(screen.queryByRole('combobox', { name: /DTH/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Wyniki według DTH' })).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Statystyki' });
    expect(within(nav).getByRole('link', { name: 'Podsumowanie' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Wykonawcy' }).getAttribute('href')).toBe('/stats/contractors');
    expect(within(nav).getByRole('link', { name: 'Produkty wykonawców' }).getAttribute('href')).toBe('/stats/contractors-products');
    expect(within(nav).getByRole('link', { name: 'Sprzedaż' }).getAttribute('href')).toBe('/stats/sales');
    // The figures and the filter's choices are one request when no filter is set.
    expect(statsCalls(fetchMock)).toEqual(['/api/users/me/stats']);
  });

  it('lets an RDS narrow to some DTHs: the URL and the request carry them (dth repeated)', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(RDS), 'GET /api/users/me/stats': () => json(STATS) });
    const { router } = render('/stats?city=Krak%C3%B3w');

    const dthTable = await screen.findByRole('table', { name: 'Wyniki według DTH' }, SCREEN);
    expect(nbsp(within(dthTable).getByRole('row', { name: /Anna Doradca/ }).textContent)).toBe('Anna Doradca2520804 000 pkt');
    expect(within(dthTable).getByRole('link', { name: 'Wykonawcy DTH Anna Doradca' }).getAttribute('href')).toBe(
      '/stats/contractors?city=Krak%C3%B3w&dth=3',
    );
    expect(screen.getByRole('img', { name: /^Wykres: zarejestrowane produkty według DTH/ })).toBeTruthy();

    const form = screen.getByRole('search', { name: 'Filtry statystyk' });
    expect((within(form).getByRole('combobox', { name: 'Miasto' }) as HTMLSelectElement).value).toBe('Kraków');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^DTH/ }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Piotr Handlowy' }));
    fireEvent.click(within(listbox).getByRole('option', { name: 'Anna Doradca' }));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    expect(within(form).getByRole('combobox', { name: /^DTH/ }).textContent).toBe('Piotr Handlowy, Anna Doradca');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Konta wykonawców' }), { target: { value: 'true' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));

    await waitFor(() => expect(router.state.location.search).toBe('?isConfirmed=true&city=Krak%C3%B3w&dth=3%2C4'));
    await waitFor(() => expect(statsCalls(fetchMock)).toContain('/api/users/me/stats?isConfirmed=true&city=Krak%C3%B3w&dth=3&dth=4'));
  });

  it("does not let a DTH's URL filter by DTHs it cannot see (a link an RDS sent)", async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(DTH), 'GET /api/users/me/stats': () => json(STATS) });
    render('/stats?dth=3&city=%C5%81%C3%B3d%C5%BA');
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    // The figures (city only) and the filter's choices (no filter).
    expect(statsCalls(fetchMock).sort()).toEqual(['/api/users/me/stats', '/api/users/me/stats?city=%C5%81%C3%B3d%C5%BA']);
  });

  it('says when there is nothing in the period', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () =>
        json({ ...STATS, usersCount: 0, confirmedUsersCount: 0, productsCount: 0, pointsEarned: 0, pointsSpent: 0, ordersCount: 0 }),
    });
    render();
    expect(await screen.findByText('Brak danych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
  });

  it('refuses a date range with "od" after "do" before asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(DTH), 'GET /api/users/me/stats': () => json(STATS) });
    const { router } = render('/stats?from=2026-03-10&to=2026-03-01');
    await screen.findByRole('search', { name: 'Filtry statystyk' }, SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Data „od” nie może być późniejsza niż data „do”')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-01');
    expect(statsCalls(fetchMock).every((url) => url === '/api/users/me/stats' || url.includes('from=2026-03-10'))).toBe(true);
  });

  it('tells a member who is not a sales rep that statistics are for RDS and DTH', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(MEMBER) });
    render();
    expect(
      await screen.findByText(/Statystyki są przeznaczone dla przedstawicieli handlowych \(RDS i DTH\)/, undefined, SCREEN),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moje punkty' }).getAttribute('href')).toBe('/my-points');
    expect(statsCalls(fetchMock)).toEqual([]);
  });
});
