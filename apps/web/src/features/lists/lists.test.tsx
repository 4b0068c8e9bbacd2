import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const TRADES = { id: 7, name: 'Branże', description: 'Branża wykonawcy', key: null, itemCount: 2, createdAt: '2026-11-20T10:00:00.000Z' };
const SIZES = { id: 8, name: 'Rozmiary', description: null, key: null, itemCount: 0, createdAt: '2026-11-21T10:00:00.000Z' };
const item = (id: number, name: string, pos: number, isActive = true) => ({ id, listId: 7, listName: 'Branże', name, pos, isActive });
const DETAILS = { ...TRADES, items: [item(71, 'Malarz', 1), item(72, 'Tynkarz', 2, false)] };

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('/admin/list (słowniki)', () => {
  it('lists the dictionaries, searches on "Szukaj" (the search in the URL)', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/lists': (_i, url) =>
        json(url.searchParams.get('search') === 'roz' ? { total: 1, data: [SIZES] } : { total: 2, data: [TRADES, SIZES] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/list');
    const table = await screen.findByRole('table', { name: 'Listy' }, SCREEN);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Branże Branża wykonawcy' })).toBeTruthy(); // the description under the name
    expect(screen.getByRole('link', { name: 'Edytuj listę Branże' }).getAttribute('href')).toBe('/admin/list/7');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Dodaj listę' }).getAttribute('href')).toBe('/admin/list/add');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: ' roz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    // A new search is a new query: the table is drawn again.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Listy' })).queryByText('Branże')).toBeNull());
    expect(router.state.location.search).toBe('?search=roz');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/lists?skip=0&take=20&search=roz');
  });

  it('shows a list with its items in order and leads to adding an item to it', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/lists/7': () => json(DETAILS) });
    renderRoutes([adminRoute()], '/admin/list/7');
    expect(await screen.findByRole('textbox', { name: /Nazwa listy/ }, SCREEN)).toHaveProperty('value', 'Branże');
    const items = screen.getByRole('table', { name: 'Pozycje listy' });
    const names = within(items).getAllByRole('rowheader');
    expect(names.map((c) => c.textContent)).toEqual(['Malarz', 'Tynkarznieaktywna']);
    expect(within(names[1]!).getByText('nieaktywna')).toBeTruthy();
    expect(within(items).getByRole('link', { name: 'Edytuj pozycję Tynkarz' }).getAttribute('href')).toBe('/admin/list/item/72');
    expect(
      within(screen.getByRole('region', { name: 'Pozycje' }))
        .getByRole('link', { name: 'Dodaj pozycję' })
        .getAttribute('href'),
    ).toBe('/admin/list/item-of-list/add?listId=7');
  });

  it('says so when the list does not exist', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/lists/99': () => json({ message: 'Nie ma takiej listy' }, 404) });
    renderRoutes([adminRoute()], '/admin/list/99');
    expect(await screen.findByText('Nie znaleziono listy nr 99.', {}, SCREEN)).toBeTruthy();
  });

  it('adds an item to the list fixed by ?listId (no pos: the server puts it last), then shows the list', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/lists': () => json({ total: 2, data: [TRADES, SIZES] }),
      'POST /api/lists/7/items': () => json(item(73, 'Glazurnik', 3), 201),
      'GET /api/lists/7': () => json(DETAILS),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/list/item-of-list/add?listId=7');
    expect(await screen.findByText('Lista: Branże', {}, SCREEN)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Lista/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa pozycji/ }), { target: { value: 'Glazurnik' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/list/7'));
    const post = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/lists/7/items' && i?.method === 'POST');
    expect(bodyOf(post![1])).toEqual({ name: 'Glazurnik', isActive: true });
  });

  it('adds an item to the list picked on /admin/list/item/add', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/lists': () => json({ total: 2, data: [TRADES, SIZES] }),
      'POST /api/lists/8/items': () => json({ ...item(81, 'XL', 1), listId: 8, listName: 'Rozmiary' }, 201),
      'GET /api/lists/8': () => json({ ...SIZES, items: [] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/list/item/add');
    const select = await screen.findByRole('combobox', { name: /Lista/ }, SCREEN);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '8' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa pozycji/ }), { target: { value: 'XL' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Kolejność' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/list/8'));
    const post = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/lists/8/items' && i?.method === 'POST');
    expect(bodyOf(post![1])).toEqual({ name: 'XL', pos: 5, isActive: true });
  });
});
