import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToast } from '../components/toast';
import { clearToken, getToken, setToken } from '../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';
import { CustomerRoot } from './layouts/CustomerRoot';
import { customerRoutes } from './routes/customer-routes';
import { customerScreens } from './routes/customer-screens';
import { customerPaths } from '../config/paths';
import { asMemberEachTest } from '../testing/session';
import { MEMBER } from '../testing/fixtures';

const ME_CLIENT = { ...MEMBER, id: 2, status: 'ACTIVE_CONFIRMED' as const, lastname: 'Malarz', fullName: 'Jan Malarz', canOrder: true };
const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];

asMemberEachTest({ signedIn: false });

describe('customer session', () => {
  it('a signed-out visitor of a members-only page goes to /login', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes(), '/my-points');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('greets by name on /home and logs out to "/" with the toast', async () => {
    setToken('customer', 'tok', 3600);
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(ME_CLIENT),
      'GET /api/auth/logout': () => json({ message: 'Wylogowano pomyślnie' }),
    });
    const { router } = renderRoutes(routes(), '/home');
    expect(await screen.findByText('Dzień dobry, Jan!', {}, SCREEN)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(getToken('customer')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(getToast()).toMatchObject({ message: 'Wylogowano pomyślnie', severity: 'success' });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
  });

  it('a token that goes while the member is on a members-only page (a 401 before the redirect settles) leads to "/", not /login', async () => {
    setToken('customer', 'tok', 3600);
    mockFetch({ 'GET /api/users/me-client': () => json(ME_CLIENT) });
    const { router } = renderRoutes(routes(), '/home');
    expect(await screen.findByText('Dzień dobry, Jan!', {}, SCREEN)).toBeTruthy();
    act(() => clearToken('customer'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // A later visit without a session still asks to sign in.
    await act(() => router.navigate('/my-points'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('every customer route of the spec has its screen: none opens "W przygotowaniu"', () => {
    const unbuilt = Object.keys(customerPaths).filter((key) => !(key in customerScreens));
    expect(unbuilt).toEqual([]);
  });

  it('shows "Nie znaleziono strony" for an unknown address', async () => {
    mockFetch({});
    renderRoutes(routes(), '/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeTruthy();
  });
});
