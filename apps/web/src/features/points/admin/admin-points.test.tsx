import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsEntry, PointsGroup } from '@klub/contracts';
import { adminRoute } from '../../../app/routes/admin-routes';
import { getToast, hideToast } from '../../../components/toast';
import { setToken } from '../../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../../testing/render';
import { typeDate } from '../../../testing/dates';
import { ADMIN_ME } from '../../../testing/fixtures';

const GROUPS: PointsGroup[] = [{ id: 1, name: 'Farby', isActive: true }];
const PACKAGES: PointsEntry[] = [
  {
    id: 7,
    name: 'Farba 10 l',
    groupName: 'Farby',
    points: 50,
    orderPoints: 5,
    expiresAt: '2026-12-31',
    isNotActual: false,
    pos: 1,
    codesCount: 1200,
  },
  { id: 8, name: 'Farba 3 l', groupName: 'Farby', points: 15, orderPoints: 0, expiresAt: null, isNotActual: true, pos: 2, codesCount: 0 },
];

beforeEach(() => {
  setToken('admin', 'adm-token');
  window.history.pushState({}, '', '/admin/points/list');
});

afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
});

// The lazy admin shell takes a few seconds to render in jsdom.
describe('admin points table', () => {
  it('lists packages and deletes one after "Czy na pewno usunąć…?"; a 409 shows the message', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json(PACKAGES),
      'DELETE /api/points/8': () => json({ message: 'Usunięto' }),
      'DELETE /api/points/7': () => json({ message: 'Nie można usunąć pakietu, do którego wygenerowano kody' }, 409),
    });
    renderRoutes([adminRoute()], '/admin/points/list');
    const table = await screen.findByRole('table', { name: 'Pakiety' }, SCREEN);
    const row = within(table).getByRole('row', { name: /Farba 10 l/ });
    expect(within(row).getByText('31.12.2026')).toBeTruthy();
    expect(within(row).getByText('1 200')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usuń pakiet Farba 3 l' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć pakiet „Farba 3 l”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Farba 3 l/ })).toBeNull());
    expect(getToast().message).toBe('Usunięto pakiet');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Usuń pakiet Farba 10 l' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(getToast().message).toBe('Nie można usunąć pakietu, do którego wygenerowano kody'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Farba 10 l/ })).toBeTruthy();
  });

  it('adds a package with a group from the groups list; the answer replaces the list', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json(PACKAGES),
      'GET /api/points/groups': () => json(GROUPS),
      'POST /api/points': () =>
        json([
          ...PACKAGES,
          {
            id: 9,
            name: 'Grunt 5 l',
            groupName: 'Farby',
            points: 20,
            orderPoints: 0,
            expiresAt: null,
            isNotActual: false,
            pos: 3,
            codesCount: 0,
          },
        ]),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/points/package/add');
    const name = await screen.findByRole('textbox', { name: 'Nazwa pakietu' }, SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('To pole jest wymagane')).not.toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Grunt 5 l' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Grupa' }), { target: { value: 'Farby' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Punkty za kod' }), { target: { value: '20' } });
    typeDate('Koniec oferty', '31.01.2027');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/points/list'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Grunt 5 l',
      groupName: 'Farby',
      points: 20,
      orderPoints: 0,
      expiresAt: '2027-01-31',
      isNotActual: false,
      pos: 3,
    });
    expect(await screen.findByRole('row', { name: /Grunt 5 l/ })).toBeTruthy();
    expect(getToast().message).toBe('Dodano pakiet');
  });
});
