import { useSyncExternalStore } from 'react';
import { showToast } from './toast';
import { clearToken, getToken } from './auth-storage';
import { hasCookieConsent, useCookieConsent } from './cookie-consent';
import { revokeToken } from './session/end';

/**
 * sessionStorage flag (this tab only, survives a refresh): the customer was logged out at start
 * because no cookie consent was stored. Read by the sign-in page to say why (docs/domain.md).
 */
export const CONSENT_LOGOUT_KEY = 'klub.loggedOutWithoutConsent';

/** The toast at start; the sign-in page explains it at length and offers the choice. */
export const CONSENT_LOGOUT_TOAST = 'Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie.';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(CONSENT_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Start-up rule (spec §4): a signed-in customer without a stored cookie-consent decision is logged
 * out — no longer silently: a toast says why, and the sign-in page keeps the explanation.
 */
export function endUnconsentedSession(): void {
  if (!getToken('customer') || hasCookieConsent()) return;
  void revokeToken('customer');
  clearToken('customer');
  try {
    window.sessionStorage.setItem(CONSENT_LOGOUT_KEY, new Date().toISOString());
  } catch {
    // storage unavailable: the toast still explains it
  }
  emit();
  showToast(CONSENT_LOGOUT_TOAST, 'info');
}

/** Forgets the explanation (after a sign-in, or when the member closes it). */
export function dismissConsentLogout(): void {
  try {
    window.sessionStorage.removeItem(CONSENT_LOGOUT_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

/** Whether to explain a logout for missing consent: only while consent is still missing. */
export function useConsentLogoutNotice(): boolean {
  const consent = useCookieConsent();
  const flagged = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    readFlag,
    () => false,
  );
  return flagged && !consent;
}
