import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from './routes/admin-routes';
import { isInPreparation } from './routes/in-preparation';
import { adminNav } from '../features/admin-shell/admin-nav';
import { adminSectionRedirects } from '../config/admin-paths';
import { allRoutes } from '../config/paths';
import { hideToast } from '../components/toast';
import { setToken } from '../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const TREE = [
  { id: 1, name: 'Narzędzia', description: null, parentId: null, image: null, pos: 1, isActive: true, prizesCount: 1, subRows: [] },
];

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('menu links', () => {
  it('every admin menu link leads to a route of the map (no 404)', () => {
    const routes = [...allRoutes().map((def) => ({ path: def.path })), ...adminSectionRedirects.map((r) => ({ path: r.from }))];
    for (const item of adminNav.flatMap((s) => s.items)) expect(matchRoutes(routes, item.to), item.to).not.toBeNull();
  });

  it('knows from the route registries which links still open "W przygotowaniu"', () => {
    // Every route of the spec has its screen now; the registry still answers for the next ones.
    expect(isInPreparation('/admin/messages/sms-log')).toBe(false);
    expect(allRoutes().filter((def) => isInPreparation(def.path.replace(/:(\w+)\?/g, '').replace(/:(\w+)/g, '1')))).toEqual([]);
    expect(isInPreparation('/admin/contests/raport')).toBe(false);
    expect(isInPreparation('/admin/regulations-files/form')).toBe(false);
    expect(isInPreparation('/admin/messages/send-mailing')).toBe(false);
    expect(isInPreparation('/admin/contests/form')).toBe(false);
    expect(isInPreparation('/messages')).toBe(false);
    expect(isInPreparation('/admin/messages/list')).toBe(false);
    expect(isInPreparation('/trainings/contact')).toBe(false);
    expect(isInPreparation('/admin/trainings/contact')).toBe(false);
    expect(isInPreparation('/trainings/movies')).toBe(false);
    expect(isInPreparation('/trainings')).toBe(false);
    expect(isInPreparation('/news')).toBe(false);
    expect(isInPreparation('/admin/articles/form/3')).toBe(false);
    expect(isInPreparation('/admin/prizes/groups')).toBe(false);
    expect(isInPreparation('/admin/club-members/employees')).toBe(false);
    expect(isInPreparation('/admin/codes/insert-code?code=X')).toBe(false);
    expect(isInPreparation('/admin/list/add')).toBe(false);
    expect(isInPreparation('/admin')).toBe(false);
    expect(isInPreparation('/my-points')).toBe(false);
  });

  it('the menu leads Pracownicy to the employees list and Nagrody › Grupy to the groups list; no entry is marked "wkrótce"', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/prizes-groups': () => json(TREE) });
    renderRoutes([adminRoute()], '/admin/prizes/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nagrody — grupy' }, SCREEN)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Grupy nagród' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu panelu' });
    const prizes = within(nav).getByRole('list', { name: 'Nagrody' });
    expect(within(prizes).getByRole('link', { name: 'Grupy' }).getAttribute('href')).toBe('/admin/prizes/groups');
    expect(within(prizes).queryByTestId('soon-mark')).toBeNull();
    // A section with a built screen is not marked on its toggle (only its unbuilt entries are).
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
    expect(within(nav).queryAllByTestId('soon-mark')).toHaveLength(0);
  });

  it('/admin/codes/insert leads to insert-code, keeping the query', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME) });
    const { router } = renderRoutes([adminRoute()], '/admin/codes/insert?code=ABC');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/codes/insert-code'), SCREEN);
    expect(router.state.location.search).toBe('?code=ABC');
  });
});
