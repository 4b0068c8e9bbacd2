import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../components/toast';
import { json, mockFetch } from '../testing/render';
import { CUSTOMER_TOKEN_COOKIE, getToken, setToken } from './auth-storage';
import { CONSENT_LOGOUT_KEY, CONSENT_LOGOUT_TOAST, endUnconsentedSession } from './consent-logout';
import { COOKIE_CONSENT_KEY } from './cookie-consent';
import { cleanUpEachTest } from '../testing/session';

cleanUpEachTest();

describe('start-up: a session without cookie consent', () => {
  it('is ended, revoked on the server, and explained (toast + a note for the sign-in page)', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/logout': () => json({ message: 'Wylogowano pomyślnie' }) });
    setToken('customer', 'tok-bez-zgody', 3600);
    endUnconsentedSession();
    expect(getToken('customer')).toBeNull();
    expect(window.sessionStorage.getItem(CONSENT_LOGOUT_KEY)).toBeTruthy();
    expect(getToast()).toMatchObject({ isShow: true, message: CONSENT_LOGOUT_TOAST, severity: 'info' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/logout');
  });

  it('is kept with consent, and nothing happens without a session', () => {
    const fetchMock = mockFetch({});
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setToken('customer', 'tok-ze-zgoda', 3600);
    endUnconsentedSession();
    expect(getToken('customer')).toBe('tok-ze-zgoda');

    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
    window.localStorage.clear();
    endUnconsentedSession();
    expect(window.sessionStorage.getItem(CONSENT_LOGOUT_KEY)).toBeNull();
    expect(getToast().isShow).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
