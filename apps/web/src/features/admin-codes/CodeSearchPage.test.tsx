import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import type { AdminCodesResponse } from './types';
import { typeDate } from '../../testing/dates';
import { ADMIN_ME } from '../../testing/fixtures';

const code = (id: number): AdminCodesResponse['data'][number] => ({
  id,
  code: `KOD${id}`,
  packageId: 7,
  packageName: 'Farba 10 l',
  points: 50,
  batchId: 3,
  status: id === 1 ? 'USED' : 'NEW',
  redeemedAt: id === 1 ? '2026-03-02T09:30:00' : null,
  source: id === 1 ? 1 : null,
  user: id === 1 ? { id: 42, fullName: 'Jan Kowalski', email: 'jan@example.pl' } : null,
  createdAt: '2026-03-01T10:00:00',
});

beforeEach(() => {
  setToken('admin', 'adm-token');
  window.history.pushState({}, '', '/admin/codes/search');
});
afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
});

// The lazy admin shell takes a few seconds to render in jsdom.
describe('/admin/codes/search', () => {
  it('filters on "Szukaj", pages on the server and opens a code with its history', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json([]),
      'GET /api/codes/batches': () => json([]),
      'GET /api/codes': (_init, url) => json({ total: 120, data: url.searchParams.get('skip') === '50' ? [code(51)] : [code(1), code(2)] }),
      'GET /api/codes/1': () =>
        json({
          ...code(1),
          history: [
            { at: '2026-03-01T10:00:00', event: 'Wygenerowany w partii nr 3', actor: 'Anna Nowak' },
            { at: '2026-03-02T09:30:00', event: 'Wykorzystany', actor: 'Jan Kowalski' },
          ],
        }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/codes/search');
    const table = await screen.findByRole('table', { name: 'Kody' }, SCREEN);
    expect(within(table).getByRole('row', { name: /KOD1 Farba 10 l 50 3 Wykorzystany Jan Kowalski/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Kod' }), { target: { value: ' KOD ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'USED' } });
    typeDate('Wykorzystany od', '01.03.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/codes?code=KOD&status=USED&from=2026-03-01&skip=0&take=50'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('KOD51')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/codes?code=KOD&status=USED&from=2026-03-01&skip=50&take=50');

    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    fireEvent.click(await screen.findByRole('link', { name: 'KOD1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/codes/details/codes/1'));
    const history = await screen.findByRole('table', { name: 'Historia kodu' }, SCREEN);
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Jan Kowalski (jan@example.pl)' }).getAttribute('href')).toBe('/admin/codes/details/points/42');
  });
});
