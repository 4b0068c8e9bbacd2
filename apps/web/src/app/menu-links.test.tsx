import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoute } from './routes/admin-routes';
import { adminNav } from '../features/admin-shell/admin-nav';
import { adminSectionRedirects } from '../config/admin-paths';
import { allRoutes, paths } from '../config/paths';
import { adminLoaders } from '../boot/screen-loaders';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';
import { asAdminEachTest } from '../testing/session';
import { ADMIN_ME } from '../testing/fixtures';

const TREE = [
  { id: 1, name: 'Narzędzia', description: null, parentId: null, image: null, pos: 1, isActive: true, prizesCount: 1, subRows: [] },
];

asAdminEachTest();

describe('menu links', () => {
  it('every admin menu link leads to a route of the map (no 404)', () => {
    const routes = [...allRoutes().map((def) => ({ path: def.path })), ...adminSectionRedirects.map((r) => ({ path: r.from }))];
    for (const item of adminNav.flatMap((s) => s.items)) expect(matchRoutes(routes, item.to), item.to).not.toBeNull();
  });

  it('every admin route of the map has its screen (none falls back to "W przygotowaniu")', () => {
    const unbuilt = allRoutes().filter(
      (def) => def.access === 'admin' && def.path !== paths.admin.dashboard.path && !adminLoaders[def.path],
    );
    expect(unbuilt.map((def) => def.path)).toEqual([]);
  });

  it('the menu leads Pracownicy to the employees list and Nagrody › Grupy to the groups list', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/prizes-groups': () => json(TREE) });
    renderRoutes([adminRoute()], '/admin/prizes/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nagrody — grupy' }, SCREEN)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Grupy nagród' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu panelu' });
    const prizes = within(nav).getByRole('list', { name: 'Nagrody' });
    expect(within(prizes).getByRole('link', { name: 'Grupy' }).getAttribute('href')).toBe('/admin/prizes/groups');
    expect(within(nav).getByRole('button', { name: 'Wiadomości' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Konkursy' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Banery' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Artykuły' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Statystyki' })).toBeTruthy();
    within(nav)
      .getByRole('button', { name: /^Członkowie klubu/ })
      .click();
    const members = await within(nav).findByRole('list', { name: 'Członkowie klubu' });
    expect(within(members).getByRole('link', { name: 'Pracownicy' }).getAttribute('href')).toBe('/admin/club-members/employees');
    within(nav)
      .getByRole('button', { name: /^Wiadomości/ })
      .click();
    const messages = await within(nav).findByRole('list', { name: 'Wiadomości' });
    expect(within(messages).getByRole('link', { name: 'Log SMS' }).getAttribute('href')).toBe('/admin/messages/sms-log');
  });

  it('/admin/codes/insert leads to insert-code, keeping the query', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME) });
    const { router } = renderRoutes([adminRoute()], '/admin/codes/insert?code=ABC');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/codes/insert-code'), SCREEN);
    expect(router.state.location.search).toBe('?code=ABC');
  });
});
