import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast, hideToast } from '../../components/toast';
import { getToken, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { adminNav } from './admin-nav';
import { ADMIN_ME } from '../../testing/fixtures';

beforeEach(() => {
  window.history.pushState({}, '', '/admin');
});

afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
});

describe('admin shell', () => {
  it('without a token sends the admin to /admin/login', async () => {
    mockFetch({});
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });

  it("shows the admin's name, every section, and the screen of the address", async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/sms-logs': () => json({ total: 0, data: [] }),
    });
    renderRoutes([adminRoute()], '/admin/messages/sms-log');

    expect(await screen.findByText('Anna Nowak', {}, SCREEN)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wiadomości — log SMS' })).toBeTruthy();
    expect(await screen.findByText('Brak SMS spełniających kryteria')).toBeTruthy();
    expect(screen.queryByText('W przygotowaniu')).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Menu panelu' });
    for (const section of adminNav) {
      // Sections with several screens expand; a single-screen section is a link.
      const role = section.items.length > 1 ? 'button' : 'link';
      expect(within(nav).getByRole(role, { name: new RegExp(`^${section.label}`) })).toBeTruthy();
    }
    // The current section is expanded.
    expect(within(nav).getByRole('list', { name: 'Wiadomości' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer adm-token');
  });

  it('logs out: revokes the token, clears it, /admin/login, toast', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/auth/logout': () => json({ message: 'Wylogowano pomyślnie' }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Wyloguj' }, SCREEN));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(getToken('admin')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
    expect(getToast()).toMatchObject({ message: 'Wylogowano pomyślnie', severity: 'success' });
  });

  it('clears the admin token when /api/admin/me fails', async () => {
    setToken('admin', 'adm-token');
    mockFetch({ 'GET /api/admin/me': () => json({ message: 'Usługa jest chwilowo niedostępna' }, 503) });
    const { router } = renderRoutes([adminRoute()], '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), SCREEN);
    await waitFor(() => expect(getToken('admin')).toBeNull());
    expect(getToast().message).toBe('Usługa jest chwilowo niedostępna');
  });
});
