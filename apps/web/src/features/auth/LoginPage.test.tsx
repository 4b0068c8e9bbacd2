import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { getToast, showToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE } from '../../lib/auth-storage';
import { CONSENT_LOGOUT_KEY, CONSENT_LOGOUT_TOAST } from '../../lib/consent-logout';
import { COOKIE_CONSENT_KEY } from '../../lib/cookie-consent';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import LoginPage from './LoginPage';
import { cleanUpEachTest } from '../../testing/session';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <p>Pulpit testowy</p> },
  { path: '*', element: <p>Inna strona</p> },
];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

cleanUpEachTest();

describe('/login', () => {
  it('shows the contract field messages for an empty form', async () => {
    mockFetch({});
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText(FIELD_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.required)).toBeTruthy();
  });

  it('signs in: cookie with the token, success toast, then /home', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/signin': () => json({ accessToken: 'tok-1', expiresIn: 3600 }) });
    const { router } = renderRoutes(routes, '/login');
    fill('E-mail', 'Jan@Example.pl');
    fill('Hasło', 'Haslo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(Cookies.get(CUSTOMER_TOKEN_COOKIE)).toBe('tok-1');
    expect(getToast()).toMatchObject({ isShow: true, message: 'Zalogowano pomyślnie', severity: 'success' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toEqual({ email: 'jan@example.pl', password: 'Haslo1234', isAdmin: false });
  });

  it('offers a new activation link to an account waiting for activation, sent to the address typed', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/signin': () => json({ message: ERROR_CODES.ACCOUNT_NOT_ACTIVE.message }, 403),
      'POST /api/auth/resend-activation': () => json({ message: SERVER_MESSAGES.activationResent }),
    });
    renderRoutes(routes, '/login');
    fill('E-mail', 'Nowy@Example.pl');
    fill('Hasło', 'Haslo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(getToast().message).toBe(ERROR_CODES.ACCOUNT_NOT_ACTIVE.message));
    expect(screen.getByText(/Wyślemy nowy na adres nowy@example\.pl/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText(SERVER_MESSAGES.activationResent)).toBeTruthy();
    const resend = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/resend-activation')!;
    expect(JSON.parse(String(resend[1]!.body))).toEqual({ email: 'nowy@example.pl' });
  });

  it('shows a refused request for a new link (429) in the toast and keeps the offer', async () => {
    const wait = 'Wysłano już kilka linków aktywacyjnych. Kolejny możesz zamówić za 42 min.';
    mockFetch({
      'POST /api/auth/signin': () => json({ message: ERROR_CODES.ACCOUNT_NOT_ACTIVE.message }, 403),
      'POST /api/auth/resend-activation': () => json({ message: wait }, 429),
    });
    renderRoutes(routes, '/login');
    fill('E-mail', 'nowy@example.pl');
    fill('Hasło', 'Haslo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij link ponownie' }));
    await waitFor(() => expect(getToast().message).toBe(wait));
    expect(screen.getByRole('button', { name: 'Wyślij link ponownie' })).toBeTruthy();
  });

  it('does not offer an activation link for other failures', async () => {
    mockFetch({ 'POST /api/auth/signin': () => json({ message: ERROR_CODES.INVALID_CREDENTIALS.message }, 401) });
    renderRoutes(routes, '/login');
    fill('E-mail', 'jan@example.pl');
    fill('Hasło', 'zle-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(getToast().message).toBe(ERROR_CODES.INVALID_CREDENTIALS.message));
    expect(screen.queryByRole('button', { name: 'Wyślij link ponownie' })).toBeNull();
  });

  it('shows the server message on failure and stays on the page', async () => {
    mockFetch({ 'POST /api/auth/signin': () => json({ message: 'Nieprawidłowy e-mail lub hasło' }, 401) });
    const { router } = renderRoutes(routes, '/login');
    fill('E-mail', 'jan@example.pl');
    fill('Hasło', 'zle-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await waitFor(() => expect(getToast().message).toBe('Nieprawidłowy e-mail lub hasło'));
    expect(getToast().severity).toBe('error');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Wystąpił błąd podczas logowania'", async () => {
    mockFetch({ 'POST /api/auth/signin': () => new Response('', { status: 502 }) });
    renderRoutes(routes, '/login');
    fill('E-mail', 'jan@example.pl');
    fill('Hasło', 'Haslo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(getToast().message).toBe('Wystąpił błąd podczas logowania'));
  });

  it('activates the account from the e-mail link, says so above the form (no toast over the e-mail field), strips the parameters', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/activate': () => json({ message: 'Konto zostało aktywowane. Możesz się zalogować' }),
    });
    const { router } = renderRoutes(routes, '/login?activate=abc123&userId=42');

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('Konto zostało aktywowane. Możesz się zalogować');
    // before the form: the message sits above the e-mail field instead of covering it
    expect(notice.compareDocumentPosition(screen.getByLabelText('E-mail')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getToast().isShow).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc123', userId: 42 });
    expect(router.state.location.search).toBe('');
  });

  it('a refused activation link says why above the form', async () => {
    mockFetch({ 'POST /api/auth/activate': () => json({ message: 'Link aktywacyjny wygasł' }, 400) });
    renderRoutes(routes, '/login?activate=old&userId=42');
    expect((await screen.findByRole('alert')).textContent).toBe('Link aktywacyjny wygasł');
  });

  it('a session ended by a changed password lands here with its message above the form', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/home');
    await router.navigate('/login', {
      state: { sessionEnded: true, notice: { message: 'Zmieniono hasło pomyślnie', severity: 'success' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Zmieniono hasło pomyślnie');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });

  describe('cookie consent (the sign-in cookie is kept only with it)', () => {
    const signInOk = () => mockFetch({ 'POST /api/auth/signin': () => json({ accessToken: 'tok-2', expiresIn: 3600 }) });
    const submit = () => {
      fill('E-mail', 'jan@example.pl');
      fill('Hasło', 'Haslo1234');
      fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    };

    it("without consent asks 'Zapamiętaj mnie na tym urządzeniu'; ticked, it records the consent", async () => {
      signInOk();
      const { router } = renderRoutes(routes, '/login');
      const remember = screen.getByRole('checkbox', { name: 'Zapamiętaj mnie na tym urządzeniu' });
      expect(remember.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(remember.getAttribute('aria-describedby')!)!.textContent).toContain('wylogujemy Cię po odświeżeniu');
      fireEvent.click(remember);
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeTruthy();
      expect(Cookies.get(CUSTOMER_TOKEN_COOKIE)).toBe('tok-2');
    });

    it('not ticked, signs in for this visit only: no consent is recorded', async () => {
      signInOk();
      const { router } = renderRoutes(routes, '/login');
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
      expect(Cookies.get(CUSTOMER_TOKEN_COOKIE)).toBe('tok-2');
    });

    it('with consent given, does not ask', () => {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
      mockFetch({});
      renderRoutes(routes, '/login');
      expect(screen.queryByRole('checkbox', { name: 'Zapamiętaj mnie na tym urządzeniu' })).toBeNull();
    });

    it('explains a logout for missing consent (instead of the start-up toast) until the member signs in again', async () => {
      window.sessionStorage.setItem(CONSENT_LOGOUT_KEY, '2026-01-01T10:00:00Z');
      showToast(CONSENT_LOGOUT_TOAST, 'info');
      signInOk();
      const { router } = renderRoutes(routes, '/login');
      const notice = screen.getByRole('status');
      expect(getToast().isShow).toBe(false);
      expect(notice.textContent).toContain('Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie');
      expect(notice.textContent).toContain('Zapamiętaj mnie na tym urządzeniu');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Zapamiętaj mnie na tym urządzeniu' }));
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(window.sessionStorage.getItem(CONSENT_LOGOUT_KEY)).toBeNull();
    });

    it('the explanation can be closed', () => {
      window.sessionStorage.setItem(CONSENT_LOGOUT_KEY, '2026-01-01T10:00:00Z');
      mockFetch({});
      renderRoutes(routes, '/login');
      fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
      expect(screen.queryByText('Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie')).toBeNull();
    });
  });
});
