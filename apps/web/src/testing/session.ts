import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { hideToast } from '../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../lib/auth-storage';
import { COOKIE_CONSENT_KEY } from '../lib/cookie-consent';

/**
 * After each test: no session in either space (the member's cookie, the admin's token in storage),
 * both storages empty, no toast shown, no stubbed globals.
 */
export function cleanUpEachTest() {
  afterEach(() => {
    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
    window.localStorage.clear();
    window.sessionStorage.clear();
    hideToast();
    vi.unstubAllGlobals();
  });
}

/** Signed in as an admin for each test, cleaned up after (cleanUpEachTest). */
export function asAdminEachTest() {
  beforeEach(() => setToken('admin', 'adm-token'));
  cleanUpEachTest();
}

/** Cookies accepted for each test (and, unless `signedIn` is false, signed in as a member); cleaned up after. */
export function asMemberEachTest({ signedIn = true }: { signedIn?: boolean } = {}) {
  beforeEach(() => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    if (signedIn) setToken('customer', 'tok', 3600);
  });
  cleanUpEachTest();
}
