import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const REGIONS = [
  { id: 1, name: 'Mazowieckie' },
  { id: 2, name: 'Śląskie' },
  { id: 3, name: 'Pomorskie' },
];

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('/admin/regions', () => {
  it('deleting a region removes only that region from the list', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json(REGIONS),
      'DELETE /api/regions/2': () => json({ message: 'Usunięto' }),
    });
    renderRoutes([adminRoute()], '/admin/regions');
    const table = await screen.findByRole('table', { name: 'Regiony' }, SCREEN);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń region Śląskie' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(table).queryByText('Śląskie')).toBeNull());
    expect(within(table).getByText('Mazowieckie')).toBeTruthy();
    expect(within(table).getByText('Pomorskie')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/regions')).toHaveLength(1);
  });

  it('filters districts by the region in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json(REGIONS),
      'GET /api/districts': (_i, url) =>
        json(url.searchParams.get('regionId') === '1' ? [{ id: 5, name: 'warszawski', regionId: 1, regionName: 'Mazowieckie' }] : []),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/regions/districts');
    expect(await screen.findByText('Brak danych', {}, SCREEN)).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(select, { target: { value: '1' } });
    const table = await screen.findByRole('table', { name: 'Powiaty' });
    expect(within(table).getByText('warszawski')).toBeTruthy();
    expect(router.state.location.search).toBe('?regionId=1');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/districts?regionId=1');
  });
});
