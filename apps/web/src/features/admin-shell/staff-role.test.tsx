import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_AREAS, STAFF_MESSAGES, STAFF_ROLE_DESCRIPTIONS, type AdminDashboard } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { getStoredStaffRole, setStaffRole, setToken, clearToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { areaOfPath } from './admin-areas';
import { adminNav, navFor } from './admin-nav';

const ADMIN_ME = { id: 1, email: 'ola@klub.test', firstName: 'Ola', lastName: 'Treść', fullName: 'Ola Treść' };
const AT = '2026-03-04T09:30:00.000Z';
const DASHBOARD: AdminDashboard = {
  membersToConfirm: { count: 7, newest: [{ id: 41, fullName: 'Jan Malarz', email: 'jan@example.pl', companyName: null, createdAt: AT }] },
  websitesToApprove: { count: 0, newest: [] },
  ordersWaiting: { count: 2, newest: [{ id: 12, memberName: 'Ewa Kowalska', totalPoints: 1500, createdAt: AT }] },
  importsRunning: { count: 0, newest: [] },
  codesRedeemed: { weekStart: '2026-03-02', thisWeek: 12, lastWeek: 40, lastWeekSoFar: 9 },
};

afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const sectionNames = (role: Parameters<typeof navFor>[0]) => navFor(role).map((s) => s.label);

describe('the back office by staff role', () => {
  it('maps every sidebar screen to an area and keeps only the role’s', () => {
    // Every menu link is in an area: none is shown to every role by mistake.
    for (const section of adminNav) for (const item of section.items) expect(areaOfPath(item.to), item.to).not.toBeNull();
    expect(areaOfPath('/admin')).toBeNull();
    expect(areaOfPath('/admin/account/sessions')).toBeNull();
    expect(areaOfPath('/admin/settings/staff?x=1')).toBe('staff');
    expect(areaOfPath('/admin/settings/logs')).toBe('settings');
    expect(areaOfPath('/admin/statistics')).toBe('stats');

    expect(sectionNames('ADMINISTRATOR')).toEqual(adminNav.map((s) => s.label));
    expect(sectionNames(null)).toEqual(adminNav.map((s) => s.label));
    expect(sectionNames('CONTENT')).toEqual([
      'Artykuły',
      'FAQ',
      'Teksty',
      'Szkolenia',
      'Listy',
      'Banery',
      'Konkursy',
      'Aktualności',
      'Strona',
      'Regulaminy',
    ]);
    expect(sectionNames('MESSAGES')).toEqual(['Członkowie klubu', 'Wiadomości']);
    expect(navFor('MESSAGES')[0]!.items.map((i) => i.label)).toEqual(['Eksport do mailingu']);
    expect(sectionNames('ORDERS')).toEqual(['Wykonawcy', 'Członkowie klubu', 'Zamówienia', 'Nagrody']);
    // Settings without "Administratorzy" never happens (only ADMINISTRATOR has either), but a
    // section keeps only the screens of the role: the analyst's members' exports.
    expect(
      navFor('ANALYST')
        .find((s) => s.label === 'Członkowie klubu')
        ?.items.map((i) => i.label),
    ).toEqual(['Eksport CSV', 'Eksport do mailingu']);
  });

  it('stores the role with the admin session and drops it with the token', () => {
    setToken('admin', 't');
    setStaffRole('CONTENT');
    expect(getStoredStaffRole()).toBe('CONTENT');
    clearToken('admin');
    expect(getStoredStaffRole()).toBeNull();
  });

  it('shows a Content staff member only the content sections and tiles', async () => {
    setToken('admin', 'adm-token');
    setStaffRole('CONTENT');
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/admin/dashboard': () => json(DASHBOARD) });
    renderRoutes([adminRoute()], '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Menu panelu' }, SCREEN);
    expect(within(nav).getByRole('button', { name: /^Artykuły/ })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /^Ustawienia/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /^Zamówienia/ })).toBeNull();
    expect(within(nav).queryByRole('button', { name: /^Wiadomości/ })).toBeNull();

    const sections = await screen.findByRole('region', { name: 'Sekcje panelu' });
    expect(within(sections).getByRole('link', { name: 'Banery' })).toBeTruthy();
    expect(within(sections).queryByRole('link', { name: 'Zamówienia' })).toBeNull();
    // None of the figures is in the content area: not asked for, not shown.
    expect(screen.queryByRole('heading', { name: 'Co czeka na Twoją decyzję' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/dashboard'))).toBe(false);
  });

  it('shows an Orders staff member the tiles of orders and of members (read), not of codes', async () => {
    setToken('admin', 'adm-token');
    setStaffRole('ORDERS');
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/admin/dashboard': () => json(DASHBOARD) });
    renderRoutes([adminRoute()], '/admin');
    expect(await screen.findByRole('region', { name: 'Nowe zamówienia' }, SCREEN)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Członkowie do potwierdzenia' })).toBeTruthy();
    // A members' import is followed on a members' screen, which the role may read.
    expect(screen.getByRole('region', { name: 'Importy w toku' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Kody wykorzystane w tym tygodniu' })).toBeNull();
  });

  it('gives the Program role the campaigns ("Akcje punktowe") and the code review ("Kody do weryfikacji"), not the Content role', async () => {
    expect(sectionNames('PROGRAM')).toContain('Akcje punktowe');
    expect(
      navFor('PROGRAM')
        .find((s) => s.label === 'Kody')
        ?.items.map((i) => i.label),
    ).toContain('Do weryfikacji');
    expect(sectionNames('CONTENT')).not.toContain('Akcje punktowe');
    expect(sectionNames('CONTENT')).not.toContain('Kody');
    // The staff screen's words for the role and its area say so.
    expect(STAFF_ROLE_DESCRIPTIONS.PROGRAM).toMatch(/akcje punktowe/);
    expect(STAFF_ROLE_DESCRIPTIONS.PROGRAM).toMatch(/weryfikacja kodów/);
    expect(ADMIN_AREAS.program).toMatch(/akcje punktowe/);
    expect(ADMIN_AREAS.program).toMatch(/weryfikacja kodów/);

    setToken('admin', 'adm-token');
    setStaffRole('PROGRAM');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/admin/dashboard': () => json(DASHBOARD),
      'GET /api/codes/review': () => json({ total: 0, data: [] }),
    });
    const program = renderRoutes([adminRoute()], '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Menu panelu' }, SCREEN);
    expect(within(nav).getByRole('button', { name: /^Akcje punktowe/ })).toBeTruthy();
    const sections = await screen.findByRole('region', { name: 'Sekcje panelu' });
    expect(within(sections).getByRole('link', { name: 'Akcje punktowe' })).toBeTruthy();
    program.unmount();
    renderRoutes([adminRoute()], '/admin/codes/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kody do weryfikacji' }, SCREEN)).toBeTruthy();
  });

  it('answers the Content role "Brak dostępu" on the campaigns and the code review', async () => {
    setToken('admin', 'adm-token');
    setStaffRole('CONTENT');
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/admin/dashboard': () => json(DASHBOARD) });
    for (const path of ['/admin/campaigns', '/admin/codes/review']) {
      const view = renderRoutes([adminRoute()], path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' }, SCREEN)).toBeTruthy();
      expect(screen.getByText(STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS.program))).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: /Akcje punktowe|Kody do weryfikacji/ })).toBeNull();
      view.unmount();
    }
    expect(fetchMock.mock.calls.some(([url]) => /\/api\/(campaigns|codes\/review)/.test(String(url)))).toBe(false);
  });

  it('answers a typed address of another area with "Brak dostępu" and makes no call of that screen', async () => {
    setToken('admin', 'adm-token');
    setStaffRole('CONTENT');
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME) });
    renderRoutes([adminRoute()], '/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' }, SCREEN)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.forbiddenArea('Zamówienia i nagrody'))).toBeTruthy();
    expect(screen.getByText(/Twoja rola to „Treści”/)).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.every(([url]) => String(url) === '/api/admin/me')).toBe(true));
  });

  it('without a stored role shows everything, or the role /api/admin/me answers', async () => {
    setToken('admin', 'adm-token');
    mockFetch({
      'GET /api/admin/me': () => json({ ...ADMIN_ME, staffRole: 'MESSAGES' }),
      'GET /api/admin/dashboard': () => json(DASHBOARD),
    });
    renderRoutes([adminRoute()], '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Menu panelu' }, SCREEN);
    await waitFor(() => expect(within(nav).queryByRole('button', { name: /^Artykuły/ })).toBeNull());
    expect(within(nav).getByRole('button', { name: /^Wiadomości/ })).toBeTruthy();
  });
});
