import { within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { adminRoute } from '../app/routes/admin-routes';
import { hideToast } from '../components/toast';
import { setToken } from '../lib/auth-storage';
import { mockFetch, renderRoutes } from './render';

/** What every admin report test shares (imported by the tests only). */

/** A text with its non-breaking spaces (Polish number format) as plain ones. */
export const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The URLs the screen asked `path` for, query included. */
export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);

/** A table's body rows as text. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => nbsp(r.textContent));

/** Signed in as an admin before each test; nothing left behind after it. */
export function asSignedInAdmin() {
  beforeEach(() => setToken('admin', 'adm-token'));
  afterEach(() => {
    window.localStorage.clear();
    hideToast();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export const render = (path: string) => renderRoutes([adminRoute()], path);
