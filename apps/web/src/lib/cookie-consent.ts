import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY } from './storage-keys';

export { COOKIE_CONSENT_KEY };

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
