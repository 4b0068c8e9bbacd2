import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { uploadFile } from '../../lib/upload';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const SETTINGS = { points: 5000, months: 12 };
const row = (id: number, name: string, earned: number, isPremium = false) => ({
  id,
  fullName: name,
  email: `${id}@example.pl`,
  companyName: null,
  city: 'Kraków',
  type: 21,
  isPremium,
  earned,
});

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('/admin/premium-group', () => {
  it('lists candidates with their earned points and accepts one ("Przyjmij")', async () => {
    let accepted = false;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/premium-group/candidates': () =>
        json({
          total: accepted ? 1 : 2,
          settings: SETTINGS,
          data: [...(accepted ? [] : [row(7, 'Jan Kowalski', 6200)]), row(8, 'Ewa Nowak', 5100)],
        }),
      'POST /api/premium-group/accept/7': () => {
        accepted = true;
        return json(row(7, 'Jan Kowalski', 6200, true));
      },
    });
    renderRoutes([adminRoute()], '/admin/premium-group/candidates');
    const table = await screen.findByRole('table', { name: 'Grupa Premium — kandydaci' }, SCREEN);
    expect(screen.getByText(/Próg: 5\s000 pkt zdobytych w ciągu ostatnich 12 mies\./)).toBeTruthy();
    expect(within(table).getByText(/6\s200/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij: Jan Kowalski' }));
    await waitFor(() => expect(within(table).queryByText('Jan Kowalski')).toBeNull());
    expect(await screen.findByText('Przyjęto do grupy Premium')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/premium-group/accept/7' && (init as RequestInit).method === 'POST'),
    ).toBe(true);
  });

  it('refuses a threshold of 0 on the settings form and saves a valid one', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/premium-group/settings': () => json(SETTINGS),
      'PUT /api/premium-group/settings': () => json({ points: 7000, months: 6 }),
    });
    renderRoutes([adminRoute()], '/admin/premium-group/settings');
    const points = await screen.findByRole('textbox', { name: /Próg punktów/ }, SCREEN);
    fireEvent.change(points, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Próg musi wynosić co najmniej 1 punkt')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
    fireEvent.change(points, { target: { value: '7000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Okres/ }), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({ points: 7000, months: 6 });
  });
});

describe('/admin/gold-group', () => {
  it('lists subgroups with their counts and shows the 409 message when one is in use', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/gold-groups': () =>
        json([{ id: 3, name: 'Mazowsze', description: null, memberCount: 4, documentCount: 1, createdAt: '2026-01-01T00:00:00Z' }]),
      'DELETE /api/gold-groups/3': () => json({ message: 'Podgrupa jest używana (członkowie: 4, dokumenty: 1)' }, 409),
    });
    renderRoutes([adminRoute()], '/admin/gold-group/subgroups');
    const table = await screen.findByRole('table', { name: 'Podgrupy grupy Gold' }, SCREEN);
    expect(within(table).getByText('Mazowsze')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń podgrupę Mazowsze' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(/Podgrupa jest używana/)).toBeTruthy();
    expect(within(table).getByText('Mazowsze')).toBeTruthy();
  });

  it('uploadFile refuses a file over 10 MB before sending it', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'duzy.pdf', { type: 'application/pdf' });
    await expect(uploadFile(big, { admin: true })).rejects.toThrow('Plik jest za duży (maksymalnie 10 MB)');
  });
});
