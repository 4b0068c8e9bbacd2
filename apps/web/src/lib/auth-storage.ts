import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { StaffRole } from '@klub/contracts';
import { ADMIN_TOKEN_KEY, CUSTOMER_COLLECTS_POINTS_KEY, CUSTOMER_TOKEN_COOKIE } from './storage-keys';

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
    setCollectsPoints(null); // a new session: whose it is, the profile says
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
      window.localStorage.removeItem(ADMIN_STAFF_ROLE_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
  } else {
    setCollectsPoints(null);
    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  }
  emit();
}

/**
 * Remembers whether the signed-in customer collects points (from their profile), for the boot code's
 * early basket GET on the next load (boot/early-start.ts); `null` forgets it.
 */
export function setCollectsPoints(collects: boolean | null): void {
  try {
    if (collects === null) window.localStorage.removeItem(CUSTOMER_COLLECTS_POINTS_KEY);
    else window.localStorage.setItem(CUSTOMER_COLLECTS_POINTS_KEY, collects ? '1' : '0');
  } catch {
    // storage unavailable: the boot code then fetches nobody's basket early
  }
}

/** localStorage key of the signed-in staff member's role (the admin sign-in answer's `staffRole`). */
export const ADMIN_STAFF_ROLE_KEY = 'klub.adminStaffRole';

/**
 * Keeps the staff role of the admin sign-in answer with the admin session (cleared with the admin
 * token). Only which areas the back office shows depends on it: the server checks every call.
 */
export function setStaffRole(role: StaffRole | null | undefined): void {
  try {
    if (role) window.localStorage.setItem(ADMIN_STAFF_ROLE_KEY, role);
    else window.localStorage.removeItem(ADMIN_STAFF_ROLE_KEY);
  } catch {
    // storage unavailable: the role is asked of the server (features/admin-shell/staff-role.ts)
  }
  emit();
}

/** The stored role as written (checked against the role list where it is used). */
export function getStoredStaffRole(): string | null {
  return readLocal(ADMIN_STAFF_ROLE_KEY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === ADMIN_STAFF_ROLE_KEY || event.key === null) listener();
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

/** React view of the stored staff role; re-renders on sign-in and logout. */
export function useStoredStaffRole(): string | null {
  return useSyncExternalStore(subscribe, getStoredStaffRole, () => null);
}
