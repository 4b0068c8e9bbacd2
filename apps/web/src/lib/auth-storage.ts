import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_COOKIE } from '../boot/storage-keys';

/**
 * Two token spaces (spec §6): the customer token lives in a cookie that expires
 * with the token, the admin token in localStorage.
 */
export type TokenSpace = 'customer' | 'admin';

export { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_COOKIE };

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The space of the current page: admin on paths starting with /admin. */
export function currentSpace(pathname: string = window.location.pathname): TokenSpace {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'customer';
}

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(space: TokenSpace): string | null {
  if (space === 'admin') return readLocal(ADMIN_TOKEN_KEY);
  return Cookies.get(CUSTOMER_TOKEN_COOKIE) ?? null;
}

/** Stores a token; `expiresInSeconds` sets the customer cookie's expiry. */
export function setToken(space: TokenSpace, token: string, expiresInSeconds?: number): void {
  if (space === 'admin') {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } else {
    Cookies.set(CUSTOMER_TOKEN_COOKIE, token, {
      expires: expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000) : undefined,
      path: '/',
      sameSite: 'strict',
      secure: window.location.protocol === 'https:',
    });
  }
  emit();
}

export function clearToken(space: TokenSpace): void {
  if (space === 'admin') {
    try {
      window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
  } else {
    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** React view of a token space; re-renders on login and logout. */
export function useToken(space: TokenSpace): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getToken(space),
    () => null,
  );
}
