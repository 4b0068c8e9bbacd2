import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsEntry } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import PointsPage from './PointsPage';

const entry = (id: number, name: string, groupName: string, points: number): PointsEntry => ({
  id,
  name,
  groupName,
  points,
  orderPoints: 0,
  expiresAt: id === 1 ? '2026-12-31' : null,
  isNotActual: false,
  pos: id,
});
const routes = [{ path: '/points', element: <PointsPage /> }];

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  hideToast();
  vi.unstubAllGlobals();
});

describe('/points', () => {
  it('lists each active group with its packages matched by name', async () => {
    mockFetch({
      'GET /api/points/groups': () =>
        json([
          { id: 1, name: 'Farby „Premium”', isActive: true },
          { id: 2, name: 'Stare', isActive: false },
        ]),
      'GET /api/points': () =>
        json([entry(1, 'Farba 10 l', ' Farby "Premium"', 50), entry(2, 'Farba 3 l', 'Farby Premium', 15), entry(3, 'Grunt', 'Stare', 5)]),
    });
    renderRoutes(routes, '/points');
    const section = await screen.findByRole('region', { name: 'Farby „Premium”' });
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Farba 10 l5031.12.2026', 'Farba 3 l15bez terminu']);
    expect(screen.queryByRole('region', { name: 'Stare' })).toBeNull();
  });

  it('says "Brak danych" with nothing to show', async () => {
    mockFetch({ 'GET /api/points/groups': () => json([]), 'GET /api/points': () => json([]) });
    renderRoutes(routes, '/points');
    expect(await screen.findByText('Brak danych')).toBeTruthy();
  });

  // (The toast with the server's message comes from the app's query cache, lib/query-client.ts.)
  it('shows an error with a retry when loading fails', async () => {
    mockFetch({
      'GET /api/points/groups': () => json({ message: 'Usługa jest chwilowo niedostępna' }, 503),
      'GET /api/points': () => json([]),
    });
    renderRoutes(routes, '/points');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
    expect(screen.getByText('Nie udało się wczytać danych.')).toBeTruthy();
  });
});
