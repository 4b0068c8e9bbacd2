import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToast } from '../components/toast';
import { anyWidthPaths, paths, worksAtAnyWidth } from '../config/paths';
import { getToken, setToken } from '../lib/auth-storage';
import { MEMBER, publicConfig } from '../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';
import { CustomerRoot } from './layouts/CustomerRoot';
import { customerRoutes } from './routes/customer-routes';
import { asMemberEachTest } from '../testing/session';

const ME_CLIENT = { ...MEMBER, id: 2, status: 'ACTIVE_CONFIRMED' as const, lastname: 'Malarz', fullName: 'Jan Malarz', canOrder: true };
const CONFIG = publicConfig();
const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];
const PROMO = 'Klub w Twoim telefonie';

/** A 390 px phone: every media query of the customer layout (max-width 767.98 px) matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

asMemberEachTest({ signedIn: false });
beforeEach(phoneWidth);

// Lazy pages on a loaded 2-core machine: the sign-in round trip can take more than the default 5 s.
describe('customer site on a phone (< 768 px)', () => {
  it('one list of pages that work at any width; every other customer page shows the promo', () => {
    expect(anyWidthPaths.map((def) => def.path)).toEqual([
      '/login',
      '/registration',
      '/about-program',
      '/forgot-password',
      '/reset-password',
      '/my-orders',
      '/group',
      '/group/:id',
      '/group/:groupId/prize/:id',
      '/checkout',
    ]);
    expect(worksAtAnyWidth('/reset-password')).toBe(true);
    expect(worksAtAnyWidth('/my-orders/')).toBe(true);
    expect(worksAtAnyWidth('/group/4/prize/17')).toBe(true);
    expect(worksAtAnyWidth('/')).toBe(false);
    expect(worksAtAnyWidth('/my-codes')).toBe(false);
    expect(worksAtAnyWidth('/login-extra')).toBe(false);
  });

  it('the activation link from the e-mail activates the account and shows the sign-in form', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/activate': () => json({ message: 'Konto zostało aktywowane. Możesz się zalogować' }) });
    const { router } = renderRoutes(routes(), '/login?activate=tok-abc&userId=5');
    // Each form is its screen's lazy chunk: the first import in a worker may take seconds (SCREEN).
    expect(await screen.findByRole('heading', { level: 1, name: paths.login.title }, SCREEN)).toBeTruthy();
    await waitFor(() =>
      expect(getToast()).toMatchObject({ message: 'Konto zostało aktywowane. Możesz się zalogować', severity: 'success' }),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/activate');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ token: 'tok-abc', userId: 5 });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(PROMO)).toBeNull();
  });

  it('the password link (reset, or an admin-made account) opens the form', async () => {
    mockFetch({});
    renderRoutes(routes(), '/reset-password?token=t&userId=5');
    expect(await screen.findByRole('heading', { level: 1, name: paths.resetPassword.title })).toBeTruthy();
    expect(screen.queryByText(PROMO)).toBeNull();
  });

  it("the promo's 'Zaloguj się' and 'Załóż konto' open working forms", async () => {
    mockFetch({ 'GET /api/config': () => json(CONFIG), 'GET /api/page/photos': () => json([]) });
    const { router } = renderRoutes(routes(), '/');
    expect(await screen.findByText(PROMO)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Pobierz z App Store' })).getAttribute('href')).toBe(CONFIG.appStoreUrl);

    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    // Each form is its screen's lazy chunk: the first import in a worker may take seconds (SCREEN).
    expect(await screen.findByRole('heading', { level: 1, name: paths.login.title }, SCREEN)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();

    await router.navigate('/');
    // The sign-in form has its own 'Załóż konto' link: wait until it is gone and the promo is back.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: paths.login.title })).toBeNull(), SCREEN);
    await screen.findByText(PROMO);
    fireEvent.click(await screen.findByRole('link', { name: 'Załóż konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(await screen.findByRole('heading', { level: 1, name: paths.registration.title }, SCREEN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Załóż konto' })).toBeTruthy();
  });

  it('a signed-in member sees the promo elsewhere, with a link to the orders', async () => {
    setToken('customer', 'tok', 3600);
    mockFetch({ 'GET /api/config': () => json(CONFIG), 'GET /api/users/me-client': () => json(ME_CLIENT) });
    renderRoutes(routes(), '/my-points');
    expect(await screen.findByText(PROMO)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zaloguj się' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Moje zamówienia' }).getAttribute('href')).toBe('/my-orders');
  });

  it("the order e-mail's /my-orders link: sign in on the phone, then back to /my-orders", async () => {
    mockFetch({
      'POST /api/auth/signin': () => json({ accessToken: 'tok-1', expiresIn: 3600 }),
      'GET /api/users/me-client': () => json(ME_CLIENT),
      'GET /api/users/me/orders': () => json({ data: [] }),
    });
    const { router } = renderRoutes(routes(), '/my-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'jan@example.pl' } });
    fireEvent.change(screen.getByLabelText(/^Hasło/), { target: { value: 'Haslo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(getToken('customer')).toBe('tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: paths.myOrders.title })).toBeTruthy();
    expect(await screen.findByText('Nie masz jeszcze zamówień')).toBeTruthy();
    expect(screen.queryByText(PROMO)).toBeNull();
  });
});
