import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsEntry } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import { MEMBER } from '../../testing/fixtures';
import { memberCampaign } from '../../testing/member-campaigns.test-data';
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

  it("lists the member's running campaigns and marks the groups and packages they apply to", async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/points/groups': () =>
        json([
          { id: 1, name: 'Farby', isActive: true },
          { id: 2, name: 'Grunty', isActive: true },
        ]),
      'GET /api/points': () =>
        json([entry(1, 'Farba 10 l', 'Farby', 50), entry(2, 'Farba 3 l', 'Farby', 15), entry(3, 'Grunt 5 l', 'Grunty', 40)]),
      'GET /api/campaigns/active': () =>
        json({
          items: [
            memberCampaign({ id: 7, name: 'Podwójne na grunty', groupNames: ['Grunty'] }),
            memberCampaign({ id: 8, name: 'Farba +10', multiplier: 1, fixedBonus: 10, packages: [{ id: 2, name: 'Farba 3 l' }] }),
          ],
        }),
    });
    renderRoutes(routes, '/points');
    const running = await screen.findByRole('region', { name: 'Trwające akcje punktowe' });
    expect(
      within(running)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Podwójne na grunty', 'Farba +10']);

    const grunty = await screen.findByRole('region', { name: 'Grunty' });
    expect(within(grunty).getByRole('note', { name: 'Akcje w grupie Grunty' }).textContent).toBe('Akcja: Podwójne na grunty ×2');
    const farby = screen.getByRole('region', { name: 'Farby' });
    expect(within(farby).queryByRole('note')).toBeNull();
    const rows = within(farby)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent!.replace(/\u00a0/g, ' '));
    expect(rows).toEqual(['Farba 10 l5031.12.2026', 'Farba 3 lAkcja: Farba +10 +10 pkt15bez terminu']);
  });

  it('shows the table alone when no campaign is running', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/points/groups': () => json([{ id: 1, name: 'Farby', isActive: true }]),
      'GET /api/points': () => json([entry(1, 'Farba 10 l', 'Farby', 50)]),
      'GET /api/campaigns/active': () => json({ items: [] }),
    });
    renderRoutes(routes, '/points');
    const farby = await screen.findByRole('region', { name: 'Farby' });
    expect(within(farby).getAllByRole('row')[1]!.textContent).toBe('Farba 10 l5031.12.2026');
    expect(screen.queryByRole('region', { name: 'Trwające akcje punktowe' })).toBeNull();
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
