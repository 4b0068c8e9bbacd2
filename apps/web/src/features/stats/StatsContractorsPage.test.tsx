import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { CONTRACTORS, DTH, RDS, STATS } from '../../testing/stats.test-data';
import StatsContractorsPage from './StatsContractorsPage';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (path = '/stats/contractors') => renderRoutes([{ path: '/stats/contractors', element: <StatsContractorsPage /> }], path);

describe('/stats/contractors', () => {
  it("lists the rep's contractors with their activity, each linking to their statistics", async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(RDS),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
    });
    render('/stats/contractors?from=2026-03-01&to=2026-03-31&city=Krak%C3%B3w');

    const table = await screen.findByRole('table', { name: 'Wykonawcy i ich aktywność' }, SCREEN);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Wykonawca',
      'Miasto',
      'DTH',
      'Status',
      'Produkty',
      'Punkty zdobyte',
      'Punkty wydane',
      'Zamówienia',
      'Saldo',
      'Ostatnia aktywność',
    ]);
    const row = within(table).getByRole('row', { name: /Marek Malarz/ });
    expect(nbsp(row.textContent)).toBe('Marek MalarzMalarz Sp. z o.o.KrakówAnna DoradcaPotwierdzony12600 pkt200 pkt11 450 pkt20.03.2026');
    // The detail keeps the period (not the list's other filters).
    expect(within(row).getByRole('link', { name: 'Marek Malarz' }).getAttribute('href')).toBe(
      '/stats/contractors/101?from=2026-03-01&to=2026-03-31',
    );
    expect(nbsp(within(table).getByRole('row', { name: /Ewa Tynk/ }).textContent)).toContain('brak');
  });

  it('puts sorting, search and filters in the URL and the request, back to page 1', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
    });
    const { router } = render('/stats/contractors?skip=20');

    const table = await screen.findByRole('table', { name: 'Wykonawcy i ich aktywność' }, SCREEN);
    // A DTH sees no DTH column.
    expect(within(table).queryByRole('columnheader', { name: 'DTH' })).toBeNull();
    expect(calls(fetchMock, '/api/users/me/stats/contractors')).toEqual([
      '/api/users/me/stats/contractors?sort=lastname&order=asc&skip=20&take=20',
    ]);

    fireEvent.click(within(table).getByRole('button', { name: 'Produkty' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=productsCount'));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/users/me/stats/contractors')).toContain(
        '/api/users/me/stats/contractors?sort=productsCount&order=asc&skip=0&take=20',
      ),
    );
    fireEvent.click(await within(table).findByRole('button', { name: /Produkty/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=productsCount&order=desc'));

    const form = screen.getByRole('search', { name: 'Filtry statystyk' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Szukaj' }), { target: { value: ' malarz ' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Miasto' }), { target: { value: 'Łódź' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Konta wykonawców' }), { target: { value: 'false' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?isConfirmed=false&city=%C5%81%C3%B3d%C5%BA&search=malarz&sort=productsCount&order=desc'),
    );
    await waitFor(() =>
      expect(calls(fetchMock, '/api/users/me/stats/contractors')).toContain(
        '/api/users/me/stats/contractors?isConfirmed=false&city=%C5%81%C3%B3d%C5%BA&search=malarz&sort=productsCount&order=desc&skip=0&take=20',
      ),
    );

    // The form is made anew from the URL once it changes.
    fireEvent.click(within(screen.getByRole('search', { name: 'Filtry statystyk' })).getByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=productsCount&order=desc'));
  });

  it('downloads the filtered list as CSV', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(RDS),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
      'GET /api/users/me/stats/csv': () =>
        new Response('\ufeffNazwisko;Produkty\nMalarz;12\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:statystyki');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('wykonawcy-2026-03-01-2026-03-31.csv');
      expect(this.href).toBe('blob:statystyki');
    });
    render('/stats/contractors?from=2026-03-01&to=2026-03-31&dth=3,4&sort=city&skip=20');

    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV' }, SCREEN));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock, '/api/users/me/stats/csv')).toEqual([
      '/api/users/me/stats/csv?from=2026-03-01&to=2026-03-31&sort=city&order=asc&dth=3&dth=4',
    ]);
    const csvCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/users/me/stats/csv'))!;
    expect(csvCall[1].headers.authorization).toBe('Bearer tok');
  });

  it('downloads the same list as PDF beside the CSV', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
      'GET /api/users/me/stats/pdf': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render('/stats/contractors?from=2026-03-01&to=2026-03-31&search=Malarz&sort=productsCount&order=desc');

    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz PDF' }, SCREEN));
    await waitFor(() => expect(names).toEqual(['wykonawcy-2026-03-01-2026-03-31.pdf']));
    expect(calls(fetchMock, '/api/users/me/stats/pdf')).toEqual([
      '/api/users/me/stats/pdf?from=2026-03-01&to=2026-03-31&search=Malarz&sort=productsCount&order=desc',
    ]);
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeTruthy();
  });

  it('refuses a CSV answer that is not text/csv', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(DTH),
      'GET /api/users/me/stats': () => json(STATS),
      'GET /api/users/me/stats/contractors': () => json(CONTRACTORS),
      'GET /api/users/me/stats/csv': () => json({ data: [] }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV' }, SCREEN));
    await waitFor(() => expect(getToast().message).toBe('Invalid content type'));
    expect(click).not.toHaveBeenCalled();
  });
});
