import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

const person = (id: number, type: number, over: Partial<MemberRow> = {}): MemberRow => ({
  id,
  email: `pracownik${id}@klub.test`,
  fullName: `Piotr Doradca ${id}`,
  firstname: 'Piotr',
  lastname: `Doradca ${id}`,
  companyName: null,
  phone: '601234567',
  city: 'Łódź',
  nip: null,
  type,
  status: 'ACTIVE_CONFIRMED',
  regionId: 5,
  regionName: 'łódzkie',
  dthId: null,
  dthName: null,
  isGold: false,
  isPremium: false,
  balance: 0,
  createdAt: '2026-01-05T10:00:00Z',
  lastLoginAt: null,
  ...over,
});

asAdminEachTest();

describe('/admin/club-members/employees', () => {
  it('lists DTH and RDS only (employees=true), with their role, grouped phone and a role filter in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': () => json({ total: 2, data: [person(41, 41), person(61, 61)] }),
    });
    const urls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/users'));
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/employees');
    const table = await screen.findByRole('table', { name: 'Pracownicy' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Członkowie klubu — pracownicy' })).toBeTruthy();
    expect(urls()[0]).toBe('/api/users?status=ALL&sort=lastname&order=asc&skip=0&take=20&employees=true');
    expect(within(table).getByText('DTH')).toBeTruthy();
    expect(within(table).getByText('RDS')).toBeTruthy();
    expect(within(table).getAllByText('601 234 567')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Edytuj Piotr Doradca 41' }).getAttribute('href')).toBe(
      '/admin/club-members/edit-employee/41',
    );
    for (const add of screen.getAllByRole('link', { name: 'Dodaj pracownika' })) {
      expect(add.getAttribute('href')).toBe('/admin/club-members/add-employee'); // the page's button and the menu's entry
    }

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rola' }));
    fireEvent.click(await screen.findByRole('option', { name: 'RDS' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=61'));
    await waitFor(() => expect(urls()).toContain('/api/users?status=ALL&role=61&sort=lastname&order=asc&skip=0&take=20&employees=true'));
  });
});
