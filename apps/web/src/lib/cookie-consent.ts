import { useSyncExternalStore } from 'react';

/** localStorage key holding the cookie-consent decision (ISO date of acceptance). */
export const COOKIE_CONSENT_KEY = 'klub.cookieConsent';

const listeners = new Set<() => void>();

export function hasCookieConsent(): boolean {
  try {
    return Boolean(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
  } catch {
    // storage unavailable: the banner simply stays
  }
  listeners.forEach((listener) => listener());
}

export function useCookieConsent(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    hasCookieConsent,
    () => true,
  );
}
