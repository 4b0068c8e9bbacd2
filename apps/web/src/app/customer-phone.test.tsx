import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToast } from '../components/toast';
import { anyWidthPaths, paths, worksAtAnyWidth } from '../config/paths';
import { getToken, setToken } from '../lib/auth-storage';
import { MEMBER, MEMBER_POINTS, publicConfig } from '../testing/fixtures';
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
    // signed in, every page but the start pages (there the promo, with the menu)
    expect(worksAtAnyWidth('/my-codes', true)).toBe(true);
    expect(worksAtAnyWidth('/messages/2', true)).toBe(true);
    expect(worksAtAnyWidth('/home', true)).toBe(false);
    expect(worksAtAnyWidth('/', true)).toBe(false);
  });

  it('the activation link from the e-mail activates the account and shows the sign-in form', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/activate': () => json({ message: 'Konto zostało aktywowane. Możesz się zalogować' }) });
    const { router } = renderRoutes(routes(), '/login?activate=tok-abc&userId=5');
    // Each form is its screen's lazy chunk: the first import in a worker may take seconds (SCREEN).
    expect(await screen.findByRole('heading', { level: 1, name: paths.login.title }, SCREEN)).toBeTruthy();
    // above the form, not a toast over its e-mail field
    expect((await screen.findByRole('alert')).textContent).toBe('Konto zostało aktywowane. Możesz się zalogować');
    expect(getToast().isShow).toBe(false);
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

  it('without the store pages set there are no store buttons (a store home page helps no one)', async () => {
    mockFetch({
      'GET /api/config': () =>
        json(publicConfig({ appStoreUrl: '', googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.klub' })),
    });
    renderRoutes(routes(), '/');
    const play = await screen.findByRole('link', { name: 'Pobierz z Google Play' });
    expect(play.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=pl.klub');
    expect(screen.queryByRole('link', { name: 'Pobierz z App Store' })).toBeNull();
  });

  it('signed in: the start page is the promo under the header, with every main page; the menu has them and "Wyloguj"', async () => {
    setToken('customer', 'tok', 3600);
    mockFetch({
      'GET /api/config': () => json(CONFIG),
      'GET /api/users/me-client': () => json(ME_CLIENT),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/auth/logout': () => json({ message: 'Wylogowano' }),
    });
    const { router } = renderRoutes(routes(), '/home');
    expect(await screen.findByText(PROMO)).toBeTruthy();
    // the promo offers every main page, not only "Moje zamówienia"
    const web = await screen.findByRole('navigation', { name: 'Klub w przeglądarce' });
    for (const label of ['Moje kody', 'Moje punkty', 'Katalog nagród', 'Moje zamówienia', 'Ranking', 'Wiadomości', 'FAQ'])
      expect(within(web).getByRole('link', { name: label })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    for (const label of [
      'Pulpit',
      'Moje kody',
      'Moje punkty',
      'Katalog nagród',
      'Moje zamówienia',
      'Ranking',
      'Wiadomości',
      'Aktualności',
      'FAQ',
    ])
      expect(within(menu).getByRole('link', { name: label })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Moje konto' }).getAttribute('href')).toBe('/my-account');

    // a page of the menu opens as itself on the phone, not the promo
    fireEvent.click(within(menu).getByRole('link', { name: 'Moje punkty' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-points'));
    expect(await screen.findByRole('heading', { level: 1, name: paths.myPoints.title }, SCREEN)).toBeTruthy();
    expect(screen.queryByText(PROMO)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(getToken('customer')).toBeNull());
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
